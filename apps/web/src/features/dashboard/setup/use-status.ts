import { SETUP_STATUS_CLEAR_MS } from '@applypilot/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export type StatusKind = 'info' | 'success' | 'error';
export interface Status {
  kind: StatusKind;
  text: string;
}

/** The setup screen's one status line: each new message replaces the last and clears 5 s later (section 9). */
export function useStatus(): [Status | null, (kind: StatusKind, text: string) => void] {
  const [status, setStatusState] = useState<Status | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const setStatus = useCallback((kind: StatusKind, text: string) => {
    window.clearTimeout(timer.current);
    setStatusState({ kind, text });
    timer.current = window.setTimeout(() => setStatusState(null), SETUP_STATUS_CLEAR_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [status, setStatus];
}
