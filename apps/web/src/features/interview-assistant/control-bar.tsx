import { Button } from '../../components';
import { formatUsd } from './pipeline/cost';
import type { Status } from './pipeline/types';
import type { InterviewAssistant } from './use-interview-assistant';
import styles from './interview-assistant.module.css';

const STATUS_CLASS: Record<Status['kind'], string> = {
  normal: styles.statusNormal ?? '',
  error: styles.statusError ?? '',
  recording: styles.statusRecording ?? '',
  processing: styles.statusProcessing ?? '',
};

/**
 * Section 2.4's control bar: Mic, Connect Tab, Tab Audio, Analyze, and Stop while something listens; the status line
 * (role="status", coloured by its kind) and the session's Total Cost with the spending cap beside it.
 */
export function ControlBar({ assistant }: { assistant: InterviewAssistant }) {
  const { ready, capturing, tab, session, settings } = assistant;
  const cap = settings.spendingCapUsd;
  const live = settings.liveMode;
  return (
    <div className={styles.controls}>
      <div className={styles.buttons} role="toolbar" aria-label="Interview controls">
        <Button
          variant={capturing === 'mic' ? 'danger' : 'primary'}
          aria-pressed={capturing === 'mic'}
          disabled={!ready}
          onClick={() => void assistant.startRecording('mic')}
          title={
            live ? 'Listen to your microphone; answers start by themselves' : 'Record from your microphone'
          }
        >
          Mic
        </Button>
        <Button
          variant="secondary"
          disabled={!ready || tab.connecting}
          onClick={() => void assistant.connectTab()}
          title="Share the tab of your video call"
        >
          {tab.stream ? 'Disconnect Tab' : 'Connect Tab'}
        </Button>
        <Button
          variant={capturing === 'tab' ? 'danger' : 'secondary'}
          aria-pressed={capturing === 'tab'}
          disabled={!ready || !tab.hasAudio}
          onClick={() => void assistant.startRecording('tab')}
          title={
            tab.hasAudio ? 'Record the shared tab’s audio (Space)' : 'Connect a tab and share its audio first'
          }
        >
          Tab Audio
        </Button>
        <Button
          variant="secondary"
          disabled={!ready || !tab.stream}
          onClick={() => void assistant.analyze()}
          title={tab.stream ? 'Answer what the shared screen shows (A)' : 'Connect a tab first'}
        >
          Analyze
        </Button>
        {capturing ? (
          <Button variant="danger" onClick={() => void assistant.stop()} title="Stop (Space)">
            Stop
          </Button>
        ) : null}
      </div>
      <div className={styles.statusRow}>
        <p role="status" className={`${styles.status} ${STATUS_CLASS[session.status.kind]}`}>
          {session.status.kind === 'recording' ? <span className={styles.recDot} aria-hidden="true" /> : null}
          {session.status.text}
        </p>
        <p className={styles.total}>
          <span>Total Cost: {formatUsd(session.totalCost)}</span>
          {cap > 0 ? <span className={styles.cap}>of ${cap.toFixed(2)} cap</span> : null}
        </p>
      </div>
    </div>
  );
}
