import { RESUME_WINDOW_EVENT } from '@applypilot/contracts';
import type { ResumeAction } from '../state/resume-events';

/** The sidebar's resume actions in the order of section 2.3, with their labels. */
export const ACTION_BUTTONS: readonly { action: ResumeAction; label: string; primary?: boolean }[] = [
  { action: RESUME_WINDOW_EVENT.createNewResume, label: 'Create New Resume' },
  { action: RESUME_WINDOW_EVENT.addCustomSection, label: 'Custom Section' },
  { action: RESUME_WINDOW_EVENT.setLayout, label: 'Set Layout' },
  { action: RESUME_WINDOW_EVENT.togglePreview, label: 'Show/Hide Preview' },
  { action: RESUME_WINDOW_EVENT.downloadPdf, label: 'Download PDF' },
  { action: RESUME_WINDOW_EVENT.loadDemoData, label: 'Load Demo' },
  { action: RESUME_WINDOW_EVENT.saveAndUse, label: 'Set for Automation', primary: true },
];
