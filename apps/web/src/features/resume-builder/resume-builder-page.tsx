import { useCallback, useState } from 'react';
import { sectionTitle } from '@applypilot/resume';
import { useDialog } from '../../components';
import { useAuth } from '../../lib/auth/auth-context';
import { ResumeForm } from './form/resume-form';
import { LayoutModal } from './modals/layout-modal';
import { ResumePreview } from './preview/resume-preview';
import styles from './resume-builder.module.css';
import { useResumeActions } from './state/use-resume-actions';
import { useResumeBuilder } from './state/use-resume-builder';
import { PageToolbar } from './toolbar/page-toolbar';

/** /dashboard/resume-builder: the form on the left, the live PDF preview on the right (section 2.3). */
export function ResumeBuilderPage() {
  const { user } = useAuth();
  const builder = useResumeBuilder({ name: user?.displayName, email: user?.email });
  const dialogs = useDialog();
  const [previewVisible, setPreviewVisible] = useState(true);
  const [layoutOpen, setLayoutOpen] = useState(false);
  const openLayout = useCallback(() => setLayoutOpen(true), []);
  const closeLayout = useCallback(() => setLayoutOpen(false), []);
  const togglePreview = useCallback(() => setPreviewVisible((visible) => !visible), []);
  useResumeActions(builder, { openLayout, togglePreview });

  const { removeSection } = builder;
  const confirmRemoveSection = useCallback(
    (key: string) => {
      void dialogs
        .confirm(`Remove the section “${sectionTitle(key)}” and all its entries?`, {
          title: 'Remove section',
          confirmLabel: 'Remove',
          danger: true,
        })
        .then((ok) => {
          if (ok) removeSection(key);
        });
    },
    [dialogs, removeSection],
  );

  return (
    <div className={styles.page}>
      <PageToolbar previewVisible={previewVisible} />
      <div className={previewVisible ? styles.workspace : `${styles.workspace} ${styles.workspaceSingle}`}>
        <section className={styles.formPane} aria-label="Resume form">
          <ResumeForm builder={builder} onRemoveSection={confirmRemoveSection} />
        </section>
        <ResumePreview
          data={builder.data}
          order={builder.order}
          config={builder.config}
          visible={previewVisible}
        />
      </div>
      <LayoutModal
        open={layoutOpen}
        config={builder.config}
        onClose={closeLayout}
        onApply={(config) => {
          builder.setConfig(config);
          closeLayout();
        }}
      />
    </div>
  );
}
