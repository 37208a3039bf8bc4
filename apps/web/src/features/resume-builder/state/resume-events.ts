import { RESUME_WINDOW_EVENT, type ResumeWindowEvent } from '@applypilot/contracts';

/** The actions a user can ask of the builder, from the sidebar or the page's own toolbar. */
export type ResumeAction = Exclude<ResumeWindowEvent, typeof RESUME_WINDOW_EVENT.titleChange>;

export const RESUME_ACTIONS: readonly ResumeAction[] = [
  RESUME_WINDOW_EVENT.createNewResume,
  RESUME_WINDOW_EVENT.addCustomSection,
  RESUME_WINDOW_EVENT.setLayout,
  RESUME_WINDOW_EVENT.togglePreview,
  RESUME_WINDOW_EVENT.downloadPdf,
  RESUME_WINDOW_EVENT.loadDemoData,
  RESUME_WINDOW_EVENT.saveAndUse,
];

/**
 * The sidebar can be clicked while another dashboard page is open, where nobody listens for the window event.
 * Such an action waits here until the builder page mounts and takes it, so a click is never lost.
 */
let mountedPages = 0;
let pending: ResumeAction | null = null;

export function isBuilderMounted(): boolean {
  return mountedPages > 0;
}

export function queueAction(action: ResumeAction): void {
  pending = action;
}

/** Called by the page when it mounts; returns the action to run, if one was waiting. */
export function builderMounted(): { takePending: () => ResumeAction | null; unmount: () => void } {
  mountedPages += 1;
  return {
    takePending: () => {
      const action = pending;
      pending = null;
      return action;
    },
    unmount: () => {
      mountedPages -= 1;
    },
  };
}

export function dispatchResumeAction(action: ResumeAction): void {
  window.dispatchEvent(new CustomEvent(action));
}
