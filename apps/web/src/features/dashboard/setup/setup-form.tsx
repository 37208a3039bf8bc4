import {
  CREDIT_COST_TEXT,
  DATE_POSTED_OPTIONS,
  EXPERIENCE_LEVELS,
  MESSAGES,
  WORK_TYPES,
} from '@applypilot/contracts';
import { Button } from '../../../components';
import { useLaunch } from '../../../lib/automation/use-launch';
import { InputField, SelectField } from './fields';
import { CompanySitesField } from './company-sites-field';
import { FitSettingsFields } from './fit-settings';
import { ResumeDrop } from './resume-drop';
import type { AiAvailability, SetupForm as SetupFormState } from './use-setup-form';
import styles from './setup.module.css';

/** Why the customise checkbox is unavailable (decision 028); nothing while it is, or while the config loads. */
export const AI_NOTES: Record<AiAvailability, string | null> = {
  available: null,
  loading: null,
  'not-configured': `${MESSAGES.aiNotConfigured} Applications still go out, with your resume as it is.`,
  unknown: 'Could not check whether AI is available on this server. Reload the page to try again.',
};

/** Under the box while AI can be switched on: what comes back, and what a tailored job waiting on a question cost. */
export const CUSTOMIZE_PRICE_NOTE = `${CREDIT_COST_TEXT.givenBack} ${CREDIT_COST_TEXT.queued}`;

/** The specification's setup form (document 2, section 2.1). */
export function SetupForm({ form }: { form: SetupFormState }) {
  const { details, setDetails, search, setSearch, status } = form;
  const launch = useLaunch(form.customize);
  return (
    <section className={styles.card} aria-labelledby="setup-title">
      <h2 id="setup-title" className={styles.cardTitle}>
        Assistant Setup
      </h2>
      <ResumeDrop
        currentName={form.current?.filename ?? null}
        pendingName={form.uploaded?.filename ?? null}
        onFile={(file) => void form.upload(file)}
      />
      <div className={styles.grid}>
        <InputField
          id="current-ctc"
          label="Current CTC (in LPA)"
          value={details.currentCTC}
          onChange={(currentCTC) => setDetails({ ...details, currentCTC })}
        />
        <InputField
          id="expected-ctc"
          label="Expected CTC (in LPA)"
          value={details.expectedCTC}
          onChange={(expectedCTC) => setDetails({ ...details, expectedCTC })}
        />
        <InputField
          id="notice-period"
          label="Notice Period (in months)"
          value={details.noticePeriod}
          onChange={(noticePeriod) => setDetails({ ...details, noticePeriod })}
        />
      </div>
      <div className={styles.grid}>
        <InputField
          id="job-title"
          label="Job Title/Keywords"
          value={search.jobTitle}
          placeholder="e.g. Frontend Developer"
          onChange={(jobTitle) => setSearch({ ...search, jobTitle })}
        />
        <InputField
          id="location"
          label="Location"
          value={search.location}
          placeholder="e.g. Bengaluru"
          onChange={(location) => setSearch({ ...search, location })}
        />
      </div>
      <div className={styles.grid}>
        <SelectField
          id="experience"
          label="Experience"
          value={search.experienceLevel}
          options={EXPERIENCE_LEVELS}
          onChange={(experienceLevel) => setSearch({ ...search, experienceLevel })}
        />
        <SelectField
          id="work-type"
          label="Work Type"
          value={search.workType}
          options={WORK_TYPES}
          onChange={(workType) => setSearch({ ...search, workType })}
        />
        <SelectField
          id="date-posted"
          label="Date Posted"
          value={search.datePosted}
          options={DATE_POSTED_OPTIONS}
          onChange={(datePosted) => setSearch({ ...search, datePosted })}
        />
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={form.customize}
          disabled={form.ai !== 'available'}
          aria-describedby={
            AI_NOTES[form.ai] ? 'customize-note' : form.ai === 'available' ? 'customize-price' : undefined
          }
          onChange={(event) => form.setCustomize(event.target.checked)}
        />
        {CREDIT_COST_TEXT.customizeCheckbox}
      </label>
      {AI_NOTES[form.ai] ? (
        <p id="customize-note" className={styles.note} data-testid="customize-note">
          {AI_NOTES[form.ai]}
        </p>
      ) : null}
      {form.ai === 'available' ? (
        <p id="customize-price" className={styles.note} data-testid="customize-price">
          {CUSTOMIZE_PRICE_NOTE}
        </p>
      ) : null}
      <FitSettingsFields />
      <CompanySitesField
        checked={search.companySites}
        onChange={(companySites) => setSearch({ ...search, companySites })}
      />
      <div className={styles.actions}>
        <Button variant="secondary" disabled={form.saving} onClick={() => void form.save()}>
          Save Settings
        </Button>
        <Button disabled={launch.disabled} onClick={() => void launch.launch()} data-testid="setup-start">
          {launch.label}
        </Button>
      </div>
      <p
        role="status"
        className={`${styles.status} ${status ? styles[status.kind] : ''}`}
        data-testid="setup-status"
      >
        {status?.text ?? ''}
      </p>
    </section>
  );
}
