import { DEFAULT_AI_INSTRUCTIONS, MESSAGES } from '@applypilot/contracts';
import { Button, useDialog } from '../../components';
import { SettingsCard } from './settings-card';
import type { InterviewSettingsFormState } from './use-interview-settings-form';
import styles from './interview-settings.module.css';

/** AI Behavior (section 2.5): how the answers should sound, with the default a confirm away. */
export function AiBehaviorSection({ form, update }: Pick<InterviewSettingsFormState, 'form' | 'update'>) {
  const dialogs = useDialog();
  const restore = async () => {
    const ok = await dialogs.confirm(MESSAGES.confirmRestoreInstructions, {
      title: 'Restore default',
      confirmLabel: 'Restore',
    });
    if (ok) update('aiInstructions', DEFAULT_AI_INSTRUCTIONS);
  };
  return (
    <SettingsCard
      title="AI Behavior"
      description="How every answer should sound. Saved with the other settings."
    >
      <div className={styles.field}>
        <label htmlFor="interview-instructions">Custom instructions</label>
        <textarea
          id="interview-instructions"
          className={`ap-input ${styles.textarea}`}
          rows={5}
          value={form.aiInstructions}
          onChange={(event) => update('aiInstructions', event.target.value)}
        />
      </div>
      <div>
        <Button
          variant="secondary"
          disabled={form.aiInstructions === DEFAULT_AI_INSTRUCTIONS}
          onClick={() => void restore()}
        >
          Restore default
        </Button>
      </div>
    </SettingsCard>
  );
}
