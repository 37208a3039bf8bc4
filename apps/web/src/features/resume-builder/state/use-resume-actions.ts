import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, RESUME_WINDOW_EVENT, STORAGE_KEYS } from '@applypilot/contracts';
import { toCustomSectionKey } from '@applypilot/resume';
import { useDialog } from '../../../components';
import { clearStructuredResume, storeStructuredResume } from '../../../lib/automation/structured-resume';
import { extractPdfText } from '../../../lib/pdf/pdfjs';
import { downloadPdf, pdfDataUri, pdfFilename, resumePdfBytes } from '../pdf/resume-pdf';
import { RESUME_ACTIONS, builderMounted, type ResumeAction } from './resume-events';
import { demoContentIn } from './demo-content';
import { isResumeEmpty } from './resume-updates';
import { writeStored } from './safe-storage';
import { getTitle } from './title-store';
import type { ResumeBuilder } from './use-resume-builder';

/** Ours: the specification has no text for setting an empty resume as active. */
const EMPTY_RESUME_NOTICE = 'The resume is empty. Fill in the form before setting it for automation.';

/** Decision 050: the demo is a sample person; what goes to employers must be the user's own. */
export const demoResumeNotice = (sample: string) =>
  `This resume still holds the demo's sample content ("${sample}"). Replace the demo's details and entries with your own before setting it for automation: the assistant sends this resume to employers in your name.`;

interface PageControls {
  openLayout: () => void;
  togglePreview: () => void;
}

/**
 * Runs the builder's actions when their window events arrive (section 7: the sidebar broadcasts them; the page's
 * own toolbar sends the same events), and any action clicked in the sidebar before this page was open.
 */
export function useResumeActions(builder: ResumeBuilder, controls: PageControls): void {
  const dialogs = useDialog();
  const navigate = useNavigate();
  const latest = useRef({ builder, controls, dialogs, navigate });
  latest.current = { builder, controls, dialogs, navigate };

  useEffect(() => {
    const run = (action: ResumeAction) => {
      void runAction(action, latest.current).catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        void latest.current.dialogs.alert(`Something went wrong: ${message}`);
      });
    };
    const listeners = RESUME_ACTIONS.map((action) => {
      const listener = () => run(action);
      window.addEventListener(action, listener);
      return [action, listener] as const;
    });
    const mounted = builderMounted();
    const pending = mounted.takePending();
    if (pending) run(pending);
    return () => {
      mounted.unmount();
      for (const [action, listener] of listeners) window.removeEventListener(action, listener);
    };
  }, []);
}

interface ActionContext {
  builder: ResumeBuilder;
  controls: PageControls;
  dialogs: ReturnType<typeof useDialog>;
  navigate: ReturnType<typeof useNavigate>;
}

async function runAction(action: ResumeAction, { builder, controls, dialogs, navigate }: ActionContext) {
  switch (action) {
    case RESUME_WINDOW_EVENT.createNewResume: {
      const ok = await dialogs.confirm(MESSAGES.confirmNewResume, {
        title: 'Create New Resume',
        confirmLabel: 'Clear and start over',
        danger: true,
      });
      if (ok) builder.createNew();
      return;
    }
    case RESUME_WINDOW_EVENT.addCustomSection: {
      const name = await dialogs.prompt('Name of the new section', {
        title: 'Custom Section',
        placeholder: 'e.g. Certifications',
        confirmLabel: 'Add Section',
        requireValue: true,
      });
      if (name === null) return;
      const key = toCustomSectionKey(name);
      if (key === '') return;
      // Names JavaScript objects already carry (constructor, __proto__) count as taken too.
      if (Object.hasOwn(builder.data, key) || key in Object.prototype) {
        await dialogs.alert(MESSAGES.sectionExists);
        return;
      }
      builder.addSection(key);
      return;
    }
    case RESUME_WINDOW_EVENT.setLayout:
      controls.openLayout();
      return;
    case RESUME_WINDOW_EVENT.togglePreview:
      controls.togglePreview();
      return;
    case RESUME_WINDOW_EVENT.downloadPdf:
      downloadPdf(resumePdfBytes(builder.data, builder.order, builder.config), pdfFilename(getTitle()));
      return;
    case RESUME_WINDOW_EVENT.loadDemoData:
      builder.loadDemo();
      return;
    case RESUME_WINDOW_EVENT.saveAndUse: {
      // A blank PDF as the active resume would be sent with every application: refuse it.
      if (isResumeEmpty(builder.data)) {
        await dialogs.alert(EMPTY_RESUME_NOTICE);
        return;
      }
      const sample = demoContentIn(builder.data);
      if (sample !== null) {
        await dialogs.alert(demoResumeNotice(sample));
        return;
      }
      const bytes = resumePdfBytes(builder.data, builder.order, builder.config);
      const active = {
        base64: pdfDataUri(bytes),
        filename: pdfFilename(getTitle()),
        text: await extractPdfText(bytes),
      };
      if (!writeStored(STORAGE_KEYS.resumeData, active)) {
        await dialogs.alert(
          'The resume could not be saved: this browser refused to store it (storage full or blocked).',
        );
        return;
      }
      // Issue [8]: the structure goes along for AI tailoring; if it cannot be stored, tailoring uses the PDF's text.
      const structured = { data: builder.data, order: builder.order, config: builder.config };
      if (!storeStructuredResume(structured, active.base64)) clearStructuredResume();
      await dialogs.alert(MESSAGES.resumeSetActive);
      void navigate('/dashboard/setup');
      return;
    }
  }
}
