import { SUPPORT_EMAIL } from '@applypilot/contracts';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import {
  PAGE_CAPTURE_TEXT,
  PageCaptureError,
  requestPageCapture,
} from '../../../lib/automation/page-capture';
import {
  captureFileName,
  openMail,
  saveHtmlFile,
  supportMailHref,
  type SupportMailJob,
} from '../../../lib/automation/support-mail';
import { usePublicConfig } from '../../../lib/public-config';
import styles from './support-mail.module.css';

/** The button's words and what it says after (exact texts: the tests read them). */
export const SUPPORT_MAIL_TEXT = {
  button: 'Email support with the page',
  working: 'Getting the page…',
  done: (fileName: string, to: string) =>
    `Saved ${fileName} in your downloads and opened a mail to ${to}. Attach the file and send it: nothing is sent until you do.`,
  openAgain: 'Open the mail again',
} as const;

type State =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; fileName: string; to: string; href: string }
  | { kind: 'error'; message: string };

/**
 * "Email support with the page" (issue 27, decision 055), on the live panel's line and the history's row of a page
 * ApplyPilot did not understand: the redacted copy the agent kept is fetched through the extension, saved as a
 * download, and a mail to the site's support address is opened in the user's mail program, naming the job and the
 * file to attach. The user sends it, or not.
 */
export function SupportMailButton({ job, capture }: { job: SupportMailJob; capture: string }) {
  const { extensionConnected } = useAuth();
  const config = usePublicConfig();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = async () => {
    if (!extensionConnected) {
      setState({ kind: 'error', message: PAGE_CAPTURE_TEXT.notConnected });
      return;
    }
    setState({ kind: 'working' });
    try {
      const html = await requestPageCapture(capture);
      const fileName = captureFileName(job.jobId);
      const to = config.data?.supportEmail?.trim() || SUPPORT_EMAIL;
      const href = supportMailHref(to, job, fileName);
      saveHtmlFile(html, fileName);
      openMail(href);
      if (mounted.current) setState({ kind: 'done', fileName, to, href });
    } catch (error) {
      const why = error instanceof PageCaptureError ? error.message : String(error);
      if (mounted.current) setState({ kind: 'error', message: why });
    }
  };

  return (
    <span className={styles.support}>
      <button
        type="button"
        className={styles.button}
        disabled={state.kind === 'working'}
        onClick={() => void send()}
      >
        {state.kind === 'working' ? SUPPORT_MAIL_TEXT.working : SUPPORT_MAIL_TEXT.button}
      </button>
      {state.kind === 'done' ? (
        <span className={styles.note} role="status">
          {SUPPORT_MAIL_TEXT.done(state.fileName, state.to)}{' '}
          <a href={state.href}>{SUPPORT_MAIL_TEXT.openAgain}</a>
        </span>
      ) : null}
      {state.kind === 'error' ? (
        <span className={styles.error} role="alert">
          {state.message}
        </span>
      ) : null}
    </span>
  );
}
