import {
  WINDOW_MESSAGE,
  WindowMessageSchema,
  type AgentConnection,
  type FitVerdict,
  type JobOutcome,
  type RunEndReason,
  type WindowMessage,
} from '@applypilot/contracts';

export type RunPhase = 'idle' | 'starting' | 'running' | 'stopping' | 'ended';

/** How the AI tailoring of one job's resume went (issue [8]'s job-tailored event). */
export interface TailoringNote {
  ok: boolean;
  message?: string;
}

export interface ResultRow {
  /** Unique within a run (a job may come back after a needs-answer). */
  key: string;
  jobId: string;
  title: string;
  company: string;
  /** The job's own page, when the agent sent it (issue 20). */
  jobUrl?: string;
  outcome: JobOutcome;
  reason?: string;
  question?: string;
  /** Set when the run customised resumes and the agent reported this job's tailoring. */
  tailoring?: TailoringNote;
  /** Issue 21: the job fit check's verdict (its summary is the reason of a job skipped for fit). */
  fit?: FitVerdict;
  /** Issue 27: the redacted capture of a page not understood (a file name the agent keeps), for the support mail. */
  capture?: string;
  /** Issue 30: the company site the job went to, and its address. */
  site?: string;
  siteUrl?: string;
}

export interface AutomationState {
  connection: AgentConnection | null;
  phase: RunPhase;
  runId: string | null;
  currentJob: { title: string; company: string; jobUrl?: string } | null;
  /** Newest first: one row per job that reached an outcome (a pause is not an outcome and is not listed). */
  results: ResultRow[];
  applied: number;
  /** The outcomes listed (issue 20: "Processed" is what the list shows, as the agent counts it). */
  processed: number;
  /** Jobs whose resume was tailored with AI this run. */
  tailored: number;
  /** Tailorings reported for jobs whose result has not arrived yet, by job id. */
  pendingTailoring: Record<string, TailoringNote>;
  /** The balance the agent last reported this run; null until it reports one (the panel then shows the API's). */
  creditsLeft: number | null;
  lastLog: string | null;
  end: { reason: RunEndReason; message: string } | null;
  error: string | null;
  /** The run of the person who left this page (see 'reset'): its later events are not the next person's. */
  forgottenRunId: string | null;
}

export const INITIAL_AUTOMATION_STATE: AutomationState = {
  connection: null,
  phase: 'idle',
  runId: null,
  currentJob: null,
  results: [],
  applied: 0,
  processed: 0,
  tailored: 0,
  pendingTailoring: {},
  creditsLeft: null,
  lastLog: null,
  end: null,
  error: null,
  forgottenRunId: null,
};

export type AutomationAction =
  | { type: 'launch-sent' }
  | { type: 'stop-sent' }
  | { type: 'dismiss' }
  /** The signed-in person changed: their run's rows, counts and errors go; the agent's connection stays. */
  | { type: 'reset' }
  | { type: 'message'; message: WindowMessage };

/** What a person reads for each outcome. */
export const OUTCOME_LABELS: Record<JobOutcome, string> = {
  applied: 'Applied',
  'needs-answer': 'Needs your answer',
  'skipped-already-applied': 'Skipped: already applied',
  'skipped-external': 'Skipped: applies on the company site',
  'skipped-filtered': 'Skipped: filtered out',
  failed: 'Failed',
  'stopped-daily-limit': 'Stopped: LinkedIn daily limit',
  'stopped-security-check': 'Stopped: LinkedIn security check',
  'paused-throttle': 'Paused: LinkedIn is slowing down',
  // Issue 21's fit check (its helper owns the reasons); a label here keeps every outcome readable.
  skipped: 'Skipped: not a fit',
  // Issue 27: a page the engine does not understand; its reason is MESSAGES.pageNotUnderstood.
  'not-understood': 'Not sent: a page ApplyPilot does not understand yet',
  // Issue 30: company sites.
  'site-not-supported': 'Skipped: company site not supported yet',
  closed: 'Skipped: the posting is closed',
  'submitted-unconfirmed': 'Submitted, not confirmed',
};

/** The progress panel's line for a job's tailoring (decision 028). */
export function tailoringText(note: TailoringNote, outcome: JobOutcome): string {
  if (note.ok) return 'Resume tailored with AI';
  const why = (note.message ?? 'no reason given').trim().replace(/[.\s]+$/, '');
  // "Sent with your resume as it is" only when something was sent.
  return outcome === 'applied'
    ? `AI tailoring failed: ${why}. Sent with your resume as it is.`
    : `AI tailoring failed: ${why}.`;
}

const FROM_EXTENSION = new Set<string>([
  WINDOW_MESSAGE.agentState,
  WINDOW_MESSAGE.automationEvent,
  WINDOW_MESSAGE.automationError,
  // The answer to SENT_RESUME_REQUEST (issue [8]); the progress state ignores it, sent-resume.ts waits for it.
  WINDOW_MESSAGE.sentResume,
  // The answer to PAGE_CAPTURE_REQUEST (issue 27); page-capture.ts waits for it.
  WINDOW_MESSAGE.pageCapture,
]);

/**
 * A window message the progress state may use: posted by this very window (the extension's content script shares
 * it) on this origin, of a type the extension sends, and valid by WindowMessageSchema. Anything else is ignored.
 */
export function acceptMessage(
  event: Pick<MessageEvent, 'source' | 'origin' | 'data'>,
  self: Window = window,
): WindowMessage | null {
  if (event.source !== self || event.origin !== self.location.origin) return null;
  const type = (event.data as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !FROM_EXTENSION.has(type)) return null;
  const parsed = WindowMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

function onMessage(state: AutomationState, message: WindowMessage): AutomationState {
  switch (message.type) {
    case WINDOW_MESSAGE.agentState: {
      const next = { ...state, connection: message.connection };
      const status = message.status;
      if (!status || (status.runId !== null && status.runId === state.forgottenRunId)) return next;
      // A page opened (or reloaded) during a run learns of it here.
      if (status.state !== 'idle' && (state.phase === 'idle' || state.phase === 'starting')) {
        return {
          ...next,
          phase: 'running',
          runId: status.runId,
          applied: status.applied,
          processed: status.processed,
        };
      }
      if (status.state === 'stopping' && state.phase === 'running') return { ...next, phase: 'stopping' };
      return next;
    }
    case WINDOW_MESSAGE.automationError:
      return { ...state, error: message.message, phase: state.phase === 'starting' ? 'idle' : state.phase };
    case WINDOW_MESSAGE.automationEvent:
      if (message.event.runId === state.forgottenRunId) return state;
      return onEvent(state, message.event);
    default:
      return state;
  }
}

function onEvent(
  state: AutomationState,
  event: Extract<WindowMessage, { type: 'AUTOMATION_EVENT' }>['event'],
): AutomationState {
  switch (event.type) {
    case 'run-started':
      return {
        ...INITIAL_AUTOMATION_STATE,
        // The header follows the run: an agent that started a run is paired and running.
        connection: 'running',
        forgottenRunId: state.forgottenRunId,
        phase: 'running',
        runId: event.runId,
        // Not the last run's figure (issue 20): until this run's first credit call, the panel shows the API's balance.
        creditsLeft: null,
      };
    case 'job-started':
      return {
        ...state,
        currentJob: {
          title: event.title,
          company: event.company,
          ...(event.jobUrl ? { jobUrl: event.jobUrl } : {}),
        },
      };
    case 'job-result': {
      const { result } = event;
      // LinkedIn's "applying quickly" notice pauses the job, which then comes back with its outcome: a line of the
      // log, not a row, so Processed counts each job once and equals the rows listed (the agent counts the same).
      if (result.outcome === 'paused-throttle')
        return {
          ...state,
          lastLog: `${OUTCOME_LABELS['paused-throttle']}: ${result.title} will be tried again.`,
          creditsLeft: event.creditsLeft ?? state.creditsLeft,
        };
      const { [result.jobId]: tailoring, ...pendingTailoring } = state.pendingTailoring;
      const row: ResultRow = {
        key: `${result.jobId}-${state.processed}`,
        jobId: result.jobId,
        title: result.title,
        company: result.company,
        ...(result.jobUrl ? { jobUrl: result.jobUrl } : {}),
        outcome: result.outcome,
        // A fit skip's reason is its fit line, shown once by the fit line.
        reason: result.fit?.skipped ? undefined : result.reason,
        ...(result.fit ? { fit: result.fit } : {}),
        question: result.question,
        ...(tailoring ? { tailoring } : {}),
        ...(result.capture ? { capture: result.capture } : {}),
        ...(result.site ? { site: result.site } : {}),
        ...(result.siteUrl ? { siteUrl: result.siteUrl } : {}),
      };
      return {
        ...state,
        pendingTailoring,
        currentJob: null,
        results: [row, ...state.results],
        processed: state.processed + 1,
        applied: state.applied + (result.outcome === 'applied' ? 1 : 0),
        creditsLeft: event.creditsLeft ?? state.creditsLeft,
      };
    }
    case 'job-tailored': {
      const note: TailoringNote = event.ok ? { ok: true } : { ok: false, message: event.message };
      return {
        ...state,
        // Shown on the job's row once its result arrives (tailoring comes first).
        pendingTailoring: { ...state.pendingTailoring, [event.jobId]: note },
        tailored: state.tailored + (event.ok ? 1 : 0),
        creditsLeft: event.creditsLeft ?? state.creditsLeft,
      };
    }
    case 'log':
      return { ...state, lastLog: event.message };
    case 'run-ended':
      return {
        ...state,
        // The agent that ended a run is idle and still paired; the next AGENT_STATE confirms it.
        connection: state.connection === 'running' ? 'ready' : state.connection,
        phase: 'ended',
        currentJob: null,
        applied: event.applied,
        processed: event.processed,
        end: { reason: event.reason, message: event.message },
      };
  }
}

export function automationReducer(state: AutomationState, action: AutomationAction): AutomationState {
  switch (action.type) {
    case 'launch-sent':
      return { ...state, phase: 'starting', error: null, end: null };
    case 'stop-sent':
      if (state.phase === 'running') return { ...state, phase: 'stopping' };
      // A start the extension never answered must not hold the button at Processing... until a reload.
      if (state.phase === 'starting') return { ...state, phase: 'idle' };
      return state;
    case 'dismiss':
      return {
        ...INITIAL_AUTOMATION_STATE,
        connection: state.connection,
        creditsLeft: state.creditsLeft,
        forgottenRunId: state.forgottenRunId,
      };
    case 'reset':
      return {
        ...INITIAL_AUTOMATION_STATE,
        connection: state.connection,
        forgottenRunId: state.runId ?? state.forgottenRunId,
      };
    case 'message':
      return onMessage(state, action.message);
  }
}

/**
 * The run's progress bar (issue 20): applied this run against what this run could still apply when it started,
 * that is applied so far plus what is left now (the daily limit's room and the credits, from job info, which follows
 * the run). Full once the run has ended, whatever ended it. Without job info yet: against the daily limit.
 */
export function runProgress(
  state: Pick<AutomationState, 'phase' | 'applied'>,
  room: { dailyLeft: number; credits: number } | null,
  dailyLimit: number,
): { value: number; max: number; percent: number } {
  const left = room ? Math.max(0, Math.min(room.dailyLeft, room.credits)) : dailyLimit - state.applied;
  const max = Math.max(1, state.applied + Math.max(0, left));
  if (state.phase === 'ended') return { value: max, max, percent: 100 };
  const percent = Math.min(100, Math.round((state.applied / max) * 100));
  return { value: state.applied, max, percent };
}
