import { RESUME_WINDOW_EVENT } from '@applypilot/contracts';
import { dispatchResumeAction } from '../state/resume-events';
import styles from '../resume-builder.module.css';
import { ACTION_BUTTONS } from './action-buttons';
import { TitleInput } from './title-input';

/**
 * The same actions as the sidebar's, on the page itself: with the sidebar collapsed (or on a phone) the user
 * still reaches every one of them. Each button sends the window event the sidebar would send.
 */
export function PageToolbar({ previewVisible }: { previewVisible: boolean }) {
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Resume actions">
      <TitleInput
        className={styles.toolbarTitle}
        labelClassName={styles.label}
        inputClassName={`ap-input ${styles.input}`}
      />
      <div className={styles.toolbarButtons}>
        {ACTION_BUTTONS.map(({ action, label, primary }) => (
          <button
            key={action}
            type="button"
            className={primary ? styles.toolbarPrimary : styles.toolbarButton}
            aria-pressed={action === RESUME_WINDOW_EVENT.togglePreview ? previewVisible : undefined}
            onClick={() => dispatchResumeAction(action)}
            data-testid={`toolbar-${action}`}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
