import { LANGUAGE_PROFICIENCIES, STORAGE_KEYS, type LanguageProficiency } from '@applypilot/contracts';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { Button } from '../../../components';
import { readAutomationProfile, writeJson } from '../../../lib/automation/setup-storage';
import { Field, InputField } from './fields';
import { formToProfile, rowId, type ProfileErrors, type ProfileForm, type YesNo } from './profile-form';
import { ProfileRows } from './profile-rows';
import styles from './setup.module.css';
import { flushUserData } from '../../../lib/user-data/user-store';

interface ProfileEditorProps {
  form: ProfileForm;
  setForm: Dispatch<SetStateAction<ProfileForm>>;
}

function YesNoField(props: { id: string; label: string; value: YesNo; onChange: (value: YesNo) => void }) {
  return (
    <Field id={props.id} label={props.label}>
      <select
        id={props.id}
        className="ap-input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as YesNo)}
      >
        <option value="">Not said</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </select>
    </Field>
  );
}

/** Beyond the specification: the facts the agent answers screening questions from (AutomationProfileSchema). */
export function ProfileEditor({ form, setForm }: ProfileEditorProps) {
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const set =
    <K extends keyof ProfileForm>(key: K) =>
    (value: ProfileForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  const save = () => {
    const result = formToProfile(form, readAutomationProfile());
    if (result.errors) {
      setErrors(result.errors);
      setMessage({ ok: false, text: 'Please correct the highlighted fields.' });
      return;
    }
    try {
      writeJson(STORAGE_KEYS.automationProfile, result.profile);
      setErrors({});
      setMessage({ ok: true, text: 'Screening answers saved.' });
      void flushUserData().catch(() =>
        setMessage({ ok: false, text: 'Failed to save: this browser refused to store the answers.' }),
      );
    } catch {
      setMessage({ ok: false, text: 'Failed to save: this browser refused to store the answers.' });
    }
  };

  const text = (id: keyof ProfileForm & string, label: string, placeholder?: string) => (
    <InputField
      id={`profile-${id}`}
      label={label}
      value={form[id] as string}
      placeholder={placeholder}
      error={errors[id]}
      onChange={set(id) as (value: string) => void}
    />
  );

  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <h2 id="profile-title" className={styles.cardTitle}>
        Screening answers
      </h2>
      <p className={styles.hint}>
        The assistant fills application forms only from these answers. A question it cannot answer is listed
        under Questions waiting for you once, and every job waiting on it is tried again on the next run.
      </p>
      <div className={styles.grid}>
        {text('firstName', 'First name')}
        {text('lastName', 'Last name')}
        {text('email', 'Email')}
      </div>
      <div className={styles.grid}>
        {text('phoneCountryCode', 'Phone country code', '+91')}
        {text('phone', 'Phone')}
        {text('city', 'City')}
      </div>
      <div className={styles.grid}>
        {text('linkedinUrl', 'LinkedIn profile URL')}
        {text('highestDegree', 'Highest degree', "e.g. Bachelor's")}
        <InputField
          id="profile-totalYears"
          label="Total years of experience"
          value={form.totalYears}
          error={errors.totalYearsOfExperience}
          onChange={set('totalYears')}
        />
      </div>
      <div className={styles.grid}>
        {text('authorizedCountries', 'Authorised to work in (comma-separated)', 'India, United Kingdom')}
        <YesNoField
          id="profile-sponsorship"
          label="Need visa sponsorship elsewhere?"
          value={form.requiresSponsorship}
          onChange={set('requiresSponsorship')}
        />
        <YesNoField
          id="profile-relocate"
          label="Willing to relocate?"
          value={form.willingToRelocate}
          onChange={set('willingToRelocate')}
        />
        <YesNoField
          id="profile-licence"
          label="Driver's licence?"
          value={form.hasDriversLicense}
          onChange={set('hasDriversLicense')}
        />
      </div>
      <ProfileRows
        title="Years per skill"
        columns={['Skill', 'Years']}
        rows={form.skills}
        addLabel="Add skill"
        onAdd={() => set('skills')([...form.skills, { id: rowId(), name: '', years: '' }])}
        onRemove={(id) => set('skills')(form.skills.filter((row) => row.id !== id))}
        errorFor={(row) => errors[`skills.${row.id}`]}
        render={(row, update) => (
          <>
            <input
              aria-label="Skill"
              className="ap-input"
              value={row.name}
              onChange={(e) => update(form.skills, set('skills'), { ...row, name: e.target.value })}
            />
            <input
              aria-label={`Years of ${row.name || 'skill'}`}
              className="ap-input"
              inputMode="decimal"
              value={row.years}
              onChange={(e) => update(form.skills, set('skills'), { ...row, years: e.target.value })}
            />
          </>
        )}
      />
      <ProfileRows
        title="Languages"
        columns={['Language', 'Proficiency']}
        rows={form.languages}
        addLabel="Add language"
        onAdd={() =>
          set('languages')([...form.languages, { id: rowId(), name: '', proficiency: 'Professional' }])
        }
        onRemove={(id) => set('languages')(form.languages.filter((row) => row.id !== id))}
        render={(row, update) => (
          <>
            <input
              aria-label="Language"
              className="ap-input"
              value={row.name}
              onChange={(e) => update(form.languages, set('languages'), { ...row, name: e.target.value })}
            />
            <select
              aria-label={`Proficiency in ${row.name || 'language'}`}
              className="ap-input"
              value={row.proficiency}
              onChange={(e) =>
                update(form.languages, set('languages'), {
                  ...row,
                  proficiency: e.target.value as LanguageProficiency,
                })
              }
            >
              {LANGUAGE_PROFICIENCIES.map((level) => (
                <option key={level}>{level}</option>
              ))}
            </select>
          </>
        )}
      />
      <ProfileRows
        title="Remembered answers"
        columns={['Question', 'Your answer']}
        rows={form.answers}
        addLabel="Add answer"
        onAdd={() => set('answers')([...form.answers, { id: rowId(), question: '', answer: '' }])}
        onRemove={(id) => set('answers')(form.answers.filter((row) => row.id !== id))}
        render={(row, update) => (
          <>
            <input
              aria-label="Question"
              className="ap-input"
              value={row.question}
              onChange={(e) => update(form.answers, set('answers'), { ...row, question: e.target.value })}
            />
            <input
              aria-label={`Answer to ${row.question || 'question'}`}
              className="ap-input"
              value={row.answer}
              onChange={(e) => update(form.answers, set('answers'), { ...row, answer: e.target.value })}
            />
          </>
        )}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={form.tickAccuracyDeclarations}
          aria-describedby="profile-declarations-note"
          onChange={(event) => set('tickAccuracyDeclarations')(event.target.checked)}
        />
        Tick declarations that my application is accurate
      </label>
      <p id="profile-declarations-note" className={styles.note}>
        {/* The engine never consents to anything for the user (issue [2], part 3): only a pure accuracy box. */}
        Ticks a box that only certifies your application is true and complete. A box that also consents to
        anything (a background check, sharing your data, terms, marketing) always waits for your answer in
        Questions waiting for you instead.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={save}>
          Save screening answers
        </Button>
      </div>
      {message ? (
        <p role="status" className={`${styles.status} ${message.ok ? styles.success : styles.error}`}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
