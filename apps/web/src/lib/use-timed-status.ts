import { useCallback, useEffect, useRef, useState } from 'react';

export type StatusKind = 'info' | 'success' | 'error';
export interface Status {
  kind: StatusKind;
  text: string;
}

/**
 * A page's one status line: each new message replaces the last and clears `clearAfterMs` later (section 9: 5 s on
 * the setup screen, 3 s in the interview settings).
 */
export function useTimedStatus(
  clearAfterMs: number,
): [Status | null, (kind: StatusKind, text: string) => void] {
  const [status, setStatusState] = useState<Status | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const setStatus = useCallback(
    (kind: StatusKind, text: string) => {
      window.clearTimeout(timer.current);
      setStatusState({ kind, text });
      timer.current = window.setTimeout(() => setStatusState(null), clearAfterMs);
    },
    [clearAfterMs],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [status, setStatus];
}
