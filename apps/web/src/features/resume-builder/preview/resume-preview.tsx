import { MESSAGES } from '@applypilot/contracts';
import type { ResumeConfig, ResumeData, SectionOrder } from '@applypilot/resume';
import styles from '../resume-builder.module.css';
import { PREVIEW_DEBOUNCE_MS, usePdfPreview } from './use-pdf-preview';

interface ResumePreviewProps {
  data: ResumeData;
  order: SectionOrder;
  config: ResumeConfig;
  visible: boolean;
}

/** The live preview: the download's PDF drawn by pdf.js, fit to width, no toolbar (section 2.3). */
export function ResumePreview({ data, order, config, visible }: ResumePreviewProps) {
  const { hostRef, status } = usePdfPreview(data, order, config, visible);
  return (
    <section className={styles.previewPane} hidden={!visible} aria-label="Resume preview">
      <div className={styles.previewHeader}>
        <h2 className={styles.paneTitle}>Preview</h2>
        <span className={styles.previewFormat}>{config.page.format === 'a4' ? 'A4' : 'Letter'}</span>
      </div>
      {status.error ? (
        <p className={styles.previewError} role="status" data-testid="preview-error">
          The preview could not be updated ({status.error}). The last good version is shown.
        </p>
      ) : null}
      {status.empty ? (
        <p className={styles.previewEmpty} data-testid="preview-empty">
          {MESSAGES.resumePreviewEmpty}
        </p>
      ) : null}
      <div
        ref={hostRef}
        className={styles.previewPages}
        data-testid="resume-preview"
        data-debounce-ms={PREVIEW_DEBOUNCE_MS}
      />
    </section>
  );
}
