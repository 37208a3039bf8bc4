import { STORAGE_KEYS } from '@applypilot/contracts';
import { ComingSoon } from '../../../components/coming-soon';
import styles from './pages.module.css';

/** The active resume's file name from `resumeData` (set by the resume builder or the setup upload), or null. */
export function activeResumeFilename(storage: Pick<Storage, 'getItem'> = window.localStorage): string | null {
  try {
    const raw = storage.getItem(STORAGE_KEYS.resumeData);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const filename = (value as { filename?: unknown }).filename;
    return typeof filename === 'string' && filename.trim() !== '' ? filename : null;
  } catch {
    return null;
  }
}

/** /dashboard/setup: placeholder for the setup screen, with the active resume when one is set. */
export function SetupPage() {
  const filename = activeResumeFilename();
  return (
    <div className={styles.stack}>
      {filename ? (
        <p className={styles.activeResume} data-testid="active-resume">
          Active resume: {filename}
        </p>
      ) : null}
      <ComingSoon
        title="Assistant Setup"
        description="Upload your resume, set your job search and launch the automation from here."
      />
    </div>
  );
}
