import { useEffect, useRef, useState } from 'react';
import { copyStyleSheets, documentPip } from './document-pip';

export type PipState =
  { kind: 'off' } | { kind: 'opening' } | { kind: 'open'; window: Window } | { kind: 'fallback' };

/**
 * Opens a Document Picture-in-Picture window while `enabled`, sized like the in-page box, and closes it on unmount.
 * `onClosedByUser` runs when the user closes the window (not when we do). Where the API is missing or the request
 * fails (no user gesture, a policy), the state is "fallback" and the caller shows the in-page teleprompter.
 */
export function usePipWindow(
  enabled: boolean,
  size: { width: number; height: number },
  onClosedByUser: () => void,
): PipState {
  const api = enabled ? documentPip() : null;
  const [state, setState] = useState<PipState>(() =>
    !enabled ? { kind: 'off' } : api ? { kind: 'opening' } : { kind: 'fallback' },
  );
  // The latest callback, so the listener added once never calls a stale one.
  const closed = useRef(onClosedByUser);
  closed.current = onClosedByUser;
  const width = Math.round(size.width);
  const height = Math.round(size.height);

  useEffect(() => {
    if (!api) return;
    let cancelled = false;
    let opened: Window | null = null;
    const onPageHide = () => {
      if (!cancelled) closed.current();
    };
    // Called in the effect of the render a click or the S key caused: the gesture's activation is still live.
    api
      .requestWindow({ width, height })
      .then((pip) => {
        opened = pip;
        if (cancelled) {
          pip.close();
          return;
        }
        pip.document.title = 'Teleprompter';
        copyStyleSheets(document, pip.document);
        pip.document.documentElement.lang = document.documentElement.lang || 'en';
        pip.document.body.style.margin = '0';
        pip.addEventListener('pagehide', onPageHide, { once: true });
        setState({ kind: 'open', window: pip });
      })
      .catch((error: unknown) => {
        console.warn('Picture-in-Picture is not available; showing the teleprompter in the page', error);
        if (!cancelled) setState({ kind: 'fallback' });
      });
    return () => {
      cancelled = true;
      if (opened) {
        opened.removeEventListener('pagehide', onPageHide);
        opened.close();
      }
    };
    // The window opens once per mount; later size or callback changes do not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  return state;
}
