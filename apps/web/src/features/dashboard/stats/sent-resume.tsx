import { useEffect, useRef, useState } from 'react';
import { openPdf, requestSentResume, SentResumeError } from '../../../lib/automation/sent-resume';
import styles from './stats.module.css';

type OpenState =
  | { kind: 'idle' }
  | { kind: 'opening' }
  | { kind: 'opened'; url: string; filename: string }
  | { kind: 'error'; message: string };

/** A history entry's resume: the AI badge and the Open PDF button (issue [8], decision 028). */
export function SentResumeActions({
  tailored,
  sha256,
  extensionConnected,
}: {
  tailored: boolean;
  sha256: string | null;
  extensionConnected: boolean;
}) {
  const [state, setState] = useState<OpenState>({ kind: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  if (!tailored && !sha256) return null;

  const open = async (hash: string) => {
    setState({ kind: 'opening' });
    try {
      const pdf = await requestSentResume(hash);
      const url = openPdf(pdf, () => {
        if (mounted.current) setState({ kind: 'idle' });
      });
      if (mounted.current) setState({ kind: 'opened', url, filename: pdf.filename });
    } catch (error) {
      const message =
        error instanceof SentResumeError ? error.message : `The PDF could not be opened: ${String(error)}`;
      if (mounted.current) setState({ kind: 'error', message });
    }
  };

  return (
    <span className={styles.resume}>
      {tailored ? (
        <span className={styles.aiBadge} data-testid="ai-badge">
          AI-tailored resume
        </span>
      ) : null}
      {sha256 ? (
        <button
          type="button"
          className={styles.openPdf}
          disabled={!extensionConnected || state.kind === 'opening'}
          onClick={() => void open(sha256)}
        >
          {state.kind === 'opening' ? 'Opening…' : 'Open PDF'}
        </button>
      ) : null}
      {state.kind === 'opened' ? (
        <span className={styles.pdfNote} role="status">
          Opened in a new tab. Nothing opened?{' '}
          <a href={state.url} target="_blank" rel="noopener">
            Open {state.filename}
          </a>
        </span>
      ) : null}
      {state.kind === 'error' ? (
        <span className={styles.pdfError} role="alert">
          {state.message}
        </span>
      ) : null}
    </span>
  );
}
