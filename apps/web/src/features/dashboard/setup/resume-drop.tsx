import { FileDrop } from '../../../components';
import styles from './setup.module.css';

interface ResumeDropProps {
  currentName: string | null;
  pendingName: string | null;
  onFile: (file: File) => void;
}

/** Resume PDF by click or drop (section 2.1); the picker offers .pdf only, the drop is checked by the caller. */
export function ResumeDrop({ currentName, pendingName, onFile }: ResumeDropProps) {
  return (
    <div>
      <FileDrop
        label="Upload your resume (PDF)"
        accept=".pdf,application/pdf"
        inputLabel="Resume PDF"
        testId="resume-drop"
        onFile={onFile}
      />
      {pendingName ? (
        <p className={`${styles.resumeNote} ${styles.resumePending}`}>
          New resume: {pendingName} (not saved yet)
        </p>
      ) : currentName ? (
        <p className={styles.resumeNote} data-testid="active-resume">
          Current resume: {currentName}
        </p>
      ) : (
        // Something to do, not something done: amber like the other notes that ask for an action (decision 050).
        <p className={`${styles.resumeNote} ${styles.resumeMissing}`} data-testid="no-resume">
          No resume yet.
        </p>
      )}
    </div>
  );
}
