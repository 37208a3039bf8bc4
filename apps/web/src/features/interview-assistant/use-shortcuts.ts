import { useEffect, useRef } from 'react';
import { shortcutFor, type Shortcut } from './shortcuts';

/** Section 2.4's keys on the whole page; the handler decides what each means right now. */
export function useShortcuts(handle: (shortcut: Shortcut) => void): void {
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  }, [handle]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      // Space would also scroll the page or press the focused button (e.g. Mic again): the shortcut wins.
      event.preventDefault();
      latest.current(shortcut);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
