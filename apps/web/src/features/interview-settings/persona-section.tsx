import { MESSAGES } from '@applypilot/contracts';
import { FileDrop } from '../../components';
import { SettingsCard } from './settings-card';
import type { InterviewSettingsFormState } from './use-interview-settings-form';
import styles from './interview-settings.module.css';

const count = new Intl.NumberFormat('en-US');

/** Your Persona (section 2.5): the resume the answers are grounded in, and the job description as context. */
export function PersonaSection({
  form,
  update,
  personaFile,
  readingPersona,
  personaError,
  uploadPersona,
}: Pick<
  InterviewSettingsFormState,
  'form' | 'update' | 'personaFile' | 'readingPersona' | 'personaError' | 'uploadPersona'
>) {
  const length = form.cvContent.trim().length;
  return (
    <SettingsCard
      title="Your Persona"
      description="The assistant answers as you: from your resume and the job you are interviewing for."
    >
      <div className={styles.field}>
        {/* The PDF by click or drag and drop (section 2.5); a dropped file is checked by uploadPersona. */}
        <FileDrop
          label={length > 0 ? 'Replace your resume (PDF)' : 'Upload your resume (PDF)'}
          accept=".pdf,application/pdf"
          inputLabel="Resume PDF"
          testId="persona-drop"
          disabled={readingPersona}
          describedBy="interview-persona-state"
          onFile={(file) => void uploadPersona(file)}
        />
        {personaError ? (
          <p className={styles.fieldError} role="alert" data-testid="persona-error">
            {personaError}
          </p>
        ) : personaFile && !readingPersona ? (
          // Section 5's success message, for the file just dropped (decision 024 puts it here).
          <p className={styles.loaded} role="status" data-testid="persona-message">
            {MESSAGES.resumeProcessedSuccessfully(personaFile.name)}
          </p>
        ) : null}
        <p
          id="interview-persona-state"
          className={length > 0 ? styles.loaded : styles.small}
          data-testid="persona-state"
        >
          {readingPersona
            ? MESSAGES.readingPersona
            : length > 0
              ? `${personaFile ? `${personaFile.name}: ` : ''}Resume loaded (${count.format(length)} characters)`
              : 'No resume yet. Upload the PDF you would send to this employer.'}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor="interview-context">Job description and context</label>
        <textarea
          id="interview-context"
          className={`ap-input ${styles.textarea}`}
          rows={6}
          value={form.additionalDetails}
          placeholder="Paste the job description, the company, who is interviewing you..."
          onChange={(event) => update('additionalDetails', event.target.value)}
        />
      </div>
    </SettingsCard>
  );
}
