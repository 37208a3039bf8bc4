import type { FitVerdict } from '@applypilot/contracts';
import styles from './automation-panel.module.css';

/**
 * A job's fit line on the live panel (issue 21): "Fit 38%: asks for Go (8 years) and Kubernetes, which your profile
 * does not list", on every job the check scored; a skipped job's line is its reason.
 */
export function FitLine({ fit }: { fit: FitVerdict }) {
  return (
    <span
      className={fit.skipped ? styles.fitSkipped : styles.fit}
      data-testid="run-fit"
      data-fit-score={fit.score}
    >
      {fit.summary}
    </span>
  );
}
