import { MESSAGES, TELEPROMPTER } from '@applypilot/contracts';
import { Button, useDialog } from '../../components';
import { resetTeleprompterGeometry } from '../../lib/interview/settings';
import { SettingsCard } from './settings-card';
import type { InterviewSettingsFormState } from './use-interview-settings-form';
import styles from './interview-settings.module.css';

/** Document Picture-in-Picture (Chromium 116+ on desktop) is what keeps a window above the call's window. */
export function pictureInPictureSupported(): boolean {
  return typeof window !== 'undefined' && 'documentPictureInPicture' in window;
}

/** Teleprompter (section 2.5): font size 12–32 px, the reset of its place and size, and ours: the floating window. */
export function TeleprompterSection({ form, update }: Pick<InterviewSettingsFormState, 'form' | 'update'>) {
  const dialogs = useDialog();
  const pip = pictureInPictureSupported();

  const reset = async () => {
    const ok = await dialogs.confirm(MESSAGES.confirmResetTeleprompter, {
      title: 'Reset teleprompter',
      confirmLabel: 'Reset',
    });
    if (!ok) return;
    try {
      resetTeleprompterGeometry();
    } catch (error) {
      console.warn('The teleprompter geometry could not be reset', error);
      await dialogs.alert(MESSAGES.settingsStorageFailed);
      return;
    }
    await dialogs.alert(MESSAGES.teleprompterReset);
  };

  return (
    <SettingsCard
      title="Teleprompter"
      description="The floating panel that shows each answer as it streams in."
    >
      <div className={styles.field}>
        <div className={styles.labelRow}>
          <label htmlFor="interview-font-size">Font size</label>
          <output htmlFor="interview-font-size" className={styles.value} data-testid="font-size-value">
            {form.fontSize} px
          </output>
        </div>
        <input
          id="interview-font-size"
          type="range"
          className={styles.range}
          min={TELEPROMPTER.minFontSize}
          max={TELEPROMPTER.maxFontSize}
          step={1}
          value={form.fontSize}
          aria-valuetext={`${form.fontSize} pixels`}
          onChange={(event) => update('fontSize', Number(event.target.value))}
        />
        <p className={styles.preview} style={{ fontSize: `${form.fontSize}px` }} aria-hidden="true">
          I led the move to a typed API layer, which cut our release bugs by half.
        </p>
      </div>
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.teleprompterPip && pip}
            disabled={!pip}
            aria-describedby="interview-pip-note"
            onChange={(event) => update('teleprompterPip', event.target.checked)}
          />
          Open the teleprompter in a floating window (always on top)
        </label>
        <p id="interview-pip-note" className={styles.checkNote}>
          {pip
            ? 'It stays above the video call, even when the call is in another window.'
            : 'Not available in this browser: it needs a desktop Chromium browser such as Chrome or Edge (version 116 or later).'}
        </p>
      </div>
      <div>
        <Button variant="secondary" onClick={() => void reset()}>
          Reset position and size
        </Button>
      </div>
    </SettingsCard>
  );
}
