import { useLocation, useNavigate } from 'react-router';
import { RESUME_WINDOW_EVENT } from '@applypilot/contracts';
import styles from './sidebar-actions.module.css';
import {
  dispatchResumeAction,
  isBuilderMounted,
  queueAction,
  type ResumeAction,
} from './state/resume-events';
import { ACTION_BUTTONS } from './toolbar/action-buttons';
import { TitleInput } from './toolbar/title-input';

const BUILDER_PATH = '/dashboard/resume-builder';

/**
 * The resume actions inside the dashboard sidebar's "Resume Builder" submenu (section 2.3). Each one is broadcast
 * as its window event (section 7); clicked from another dashboard page, it opens the builder and runs there.
 */
export function ResumeSidebarActions() {
  const navigate = useNavigate();
  const location = useLocation();
  const run = (action: ResumeAction) => {
    if (isBuilderMounted()) {
      dispatchResumeAction(action);
      return;
    }
    // The preview is shown by default on arrival; toggling it there would hide what the user asked to see.
    if (action !== RESUME_WINDOW_EVENT.togglePreview) queueAction(action);
    if (location.pathname !== BUILDER_PATH) void navigate(BUILDER_PATH);
  };
  // The primary action (Set for Automation) comes first, under the title: last, it fell below the window's edge on a
  // 1280 x 800 screen, where the sidebar has room for the title and about five actions (decision 050).
  const ordered = [
    ...ACTION_BUTTONS.filter((button) => button.primary),
    ...ACTION_BUTTONS.filter((button) => !button.primary),
  ];
  return (
    <div className={styles.actions} data-testid="resume-sidebar-actions">
      <TitleInput
        className={styles.titleField}
        labelClassName={styles.titleLabel}
        inputClassName={styles.titleInput}
      />
      <ul className={styles.list}>
        {ordered.map(({ action, label, primary }) => (
          <li key={action}>
            <button
              type="button"
              className={primary ? `${styles.action} ${styles.primary}` : styles.action}
              onClick={() => run(action)}
              data-testid={`sidebar-${action}`}
            >
              {label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
