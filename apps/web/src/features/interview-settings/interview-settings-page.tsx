import { Button } from '../../components';
import { AiBehaviorSection } from './ai-behavior-section';
import { ApiModelSection } from './api-model-section';
import { PersonaSection } from './persona-section';
import { SessionSection } from './session-section';
import { TeleprompterSection } from './teleprompter-section';
import { useInterviewSettingsForm } from './use-interview-settings-form';
import styles from './interview-settings.module.css';

/** /dashboard/interview-settings (section 2.5 of the second document, plus our session settings). */
export function InterviewSettingsPage() {
  const settings = useInterviewSettingsForm();
  const { status } = settings;
  return (
    <form
      className={styles.page}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        settings.save();
      }}
    >
      <div className={styles.grid}>
        {/* Section 2.5's order, then ours. */}
        <ApiModelSection form={settings.form} update={settings.update} />
        <TeleprompterSection form={settings.form} update={settings.update} />
        <PersonaSection {...settings} />
        <AiBehaviorSection form={settings.form} update={settings.update} />
        <SessionSection form={settings.form} update={settings.update} capError={settings.capError} />
      </div>
      <div className={styles.saveBar}>
        <Button type="submit" disabled={settings.readingPersona}>
          Save All Changes
        </Button>
        <p
          role="status"
          className={`${styles.status} ${status ? styles[status.kind] : ''}`}
          data-testid="interview-settings-status"
        >
          {status?.text ?? (settings.dirty ? 'You have unsaved changes.' : '')}
        </p>
      </div>
    </form>
  );
}
