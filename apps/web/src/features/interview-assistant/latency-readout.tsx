import type { Latency } from './pipeline/types';
import styles from './interview-assistant.module.css';

const ms = (from: number | undefined, to: number | undefined) =>
  from === undefined || to === undefined ? '…' : `${Math.max(0, Math.round(to - from))} ms`;

/**
 * How long this answer took, step by step: end of speech → transcript → first token → last token (the Analyze press
 * for a screen). The raw performance.now() values ride on data-* attributes for the benchmark.
 */
export function LatencyReadout({ latency }: { latency: Latency }) {
  const start = latency.start === 'speech' ? 'end of speech' : 'Analyze';
  const steps: string[] = [];
  let from = latency.startedAt;
  if (latency.transcriptAt !== undefined) {
    steps.push(`transcript ${ms(from, latency.transcriptAt)}`);
    from = latency.transcriptAt;
  }
  steps.push(`first token ${ms(from, latency.firstTokenAt)}`);
  steps.push(`last token ${ms(latency.firstTokenAt, latency.lastTokenAt)}`);
  return (
    <p
      className={styles.latency}
      data-speech-ended-at={latency.start === 'speech' ? latency.startedAt : undefined}
      data-first-token-at={latency.firstTokenAt}
      title="Time from the end of the question to each step of the answer"
    >
      {start} → {steps.join(' → ')}
      {latency.firstTokenAt !== undefined ? (
        <span className={styles.latencyTotal}>
          {' '}
          (first words after {ms(latency.startedAt, latency.firstTokenAt)})
        </span>
      ) : null}
    </p>
  );
}
