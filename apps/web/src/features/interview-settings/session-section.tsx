import { MAX_INTERVIEW_SPENDING_CAP_USD } from '@applypilot/contracts';
import { SettingsCard } from './settings-card';
import type { InterviewSettingsFormState } from './use-interview-settings-form';
import styles from './interview-settings.module.css';

/** Ours (issue [9]): live mode and the per-session spending cap. */
export function SessionSection({
  form,
  update,
  capError,
}: Pick<InterviewSettingsFormState, 'form' | 'update' | 'capError'>) {
  return (
    <SettingsCard title="Session">
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.liveMode}
            aria-describedby="interview-live-note"
            onChange={(event) => update('liveMode', event.target.checked)}
          />
          Live mode
        </label>
        <p id="interview-live-note" className={styles.checkNote}>
          Answers start by themselves when the interviewer stops speaking: the audio streams to Gemini&apos;s
          Live API as it is heard, with no button to press.
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor="interview-cap">Spending cap per session (USD)</label>
        <input
          id="interview-cap"
          className={`ap-input ${styles.number}`}
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_INTERVIEW_SPENDING_CAP_USD}
          step={0.05}
          value={form.spendingCap}
          aria-invalid={capError ? true : undefined}
          aria-describedby={capError ? 'interview-cap-error' : 'interview-cap-hint'}
          onChange={(event) => update('spendingCap', event.target.value)}
        />
        {capError ? (
          <p id="interview-cap-error" className={styles.fieldError} role="alert">
            {capError}
          </p>
        ) : (
          <p id="interview-cap-hint" className={styles.small}>
            The assistant stops asking Gemini once a session has cost this much. 0 means no cap.
          </p>
        )}
      </div>
    </SettingsCard>
  );
}
