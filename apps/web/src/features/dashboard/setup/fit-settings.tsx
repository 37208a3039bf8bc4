import { FIT_THRESHOLD_REASON, type FitSettings } from '@applypilot/contracts';
import { useState } from 'react';
import { readFitSettings, writeFitSettings } from '../../../lib/automation/fit-settings';
import styles from './setup.module.css';

/**
 * Assistant Setup's job fit settings (issue 21, decision 044): "Skip jobs that fit less than N%" and "Never apply
 * when a deal-breaker is found", both on by default. A change is kept at once (the next run takes it), so the
 * settings never differ from what the agent is sent.
 */
export function FitSettingsFields() {
  const [settings, setSettings] = useState<FitSettings>(readFitSettings);
  const [threshold, setThreshold] = useState(String(settings.threshold));
  const change = (next: FitSettings) => {
    setSettings(next);
    writeFitSettings(next);
  };
  const typed = (value: string) => {
    setThreshold(value);
    const number = Number(value);
    if (value.trim() !== '' && Number.isInteger(number) && number >= 0 && number <= 100)
      change({ ...settings, threshold: number });
  };
  const invalid = threshold.trim() === '' || String(settings.threshold) !== String(Number(threshold));
  return (
    <fieldset className={styles.fit} aria-labelledby="fit-title">
      <legend id="fit-title">Job fit</legend>
      <div className={styles.fitRow}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={settings.skipBelow}
            onChange={(event) => change({ ...settings, skipBelow: event.target.checked })}
          />
          Skip jobs that fit less than
        </label>
        <input
          id="fit-threshold"
          className={`ap-input ${styles.fitThreshold}`}
          type="number"
          min={0}
          max={100}
          step={1}
          inputMode="numeric"
          aria-label="Fit threshold in percent"
          aria-invalid={invalid}
          aria-describedby="fit-threshold-note"
          disabled={!settings.skipBelow}
          value={threshold}
          onChange={(event) => typed(event.target.value)}
          onBlur={() => setThreshold(String(settings.threshold))}
        />
        <span>%</span>
      </div>
      <p className={styles.note}>
        The fit score weighs the skills a job asks for against your profile and resume, what kind of job it is
        (a support, manual testing or sales role scores low for a developer, unless your search title asks for
        it) and who it is for (an internship or a role for freshers scores low when you have more experience).
      </p>
      <p id="fit-threshold-note" className={styles.note} data-testid="fit-threshold-note">
        {invalid ? 'Enter a whole number from 0 to 100. ' : ''}
        {FIT_THRESHOLD_REASON} Skipped jobs spend no credit and do not count toward your daily or monthly
        limit.
      </p>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={settings.skipDealBreakers}
          onChange={(event) => change({ ...settings, skipDealBreakers: event.target.checked })}
        />
        Never apply when a deal-breaker is found
      </label>
      <p className={styles.note}>
        A deal-breaker is something your profile already answers: a security clearance you do not list,
        citizenship, residency or work authorisation in a country your profile does not list (where no
        sponsorship is offered), a salary asked in another currency, relocation you do not want, or a language
        you do not speak.
      </p>
    </fieldset>
  );
}
