import { INTERVIEW_SETTINGS_STATUS_CLEAR_MS } from '@applypilot/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export type StatusKind = 'info' | 'success' | 'error';
export interface Status {
  kind: StatusKind;
  text: string;
}

/** The settings page's one status line: each message replaces the last and clears 3 s later (section 9). */
export function useTimedStatus(): [Status | null, (kind: StatusKind, text: string) => void] {
  const [status, setStatusState] = useState<Status | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const setStatus = useCallback((kind: StatusKind, text: string) => {
    window.clearTimeout(timer.current);
    setStatusState({ kind, text });
    timer.current = window.setTimeout(() => setStatusState(null), INTERVIEW_SETTINGS_STATUS_CLEAR_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [status, setStatus];
}
