import { useLayoutEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import styles from './teleprompter.module.css';

/** How close to the end (px) still counts as "at the end": the view keeps following the stream from there. */
const FOLLOW_SLACK = 48;

export const EMPTY_TELEPROMPTER_TEXT =
  'No answer yet. Ask a question and the answer appears here as it is written.';

/**
 * The title bar and the text, the same in the page and in a Picture-in-Picture window. While an answer streams, the
 * view follows its end, unless the reader has scrolled up to re-read (then it stays where they put it).
 */
export function TeleprompterContent(props: {
  text: string;
  streaming: boolean;
  fontSize: number;
  onClose(): void;
  /** The in-page box makes the title bar its drag handle; a PiP window is moved by the browser. */
  titleBarProps?: HTMLAttributes<HTMLDivElement> & { 'data-testid'?: string };
  children?: ReactNode;
}) {
  const { text, streaming, fontSize, onClose, titleBarProps, children } = props;
  const body = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useLayoutEffect(() => {
    const element = body.current;
    if (element && streaming && following.current) element.scrollTop = element.scrollHeight;
  }, [text, streaming]);

  const onScroll = () => {
    const element = body.current;
    if (!element) return;
    following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK;
  };

  return (
    <>
      <div
        {...titleBarProps}
        className={[styles.titleBar, titleBarProps?.className].filter(Boolean).join(' ')}
      >
        <p className={styles.title}>Teleprompter</p>
        {streaming && (
          <span className={styles.live}>
            <span className={styles.liveDot} aria-hidden="true" />
            Writing…
          </span>
        )}
        <button
          type="button"
          className={styles.close}
          aria-label="Close teleprompter"
          title="Close (S)"
          onClick={onClose}
          // The title bar drags the box; a press on the button must not start a drag.
          onPointerDown={(event) => event.stopPropagation()}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div
        ref={body}
        className={styles.body}
        onScroll={onScroll}
        data-testid="teleprompter-text"
        // Scrollable content must be reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
        aria-live="off"
      >
        {text.trim() === '' && !streaming ? (
          <p className={styles.placeholder} style={{ fontSize }}>
            {EMPTY_TELEPROMPTER_TEXT}
          </p>
        ) : (
          <p className={styles.text} style={{ fontSize }}>
            {text}
            {streaming && (
              <span className={styles.caret} aria-hidden="true" data-testid="teleprompter-caret" />
            )}
          </p>
        )}
      </div>
      {children}
    </>
  );
}
