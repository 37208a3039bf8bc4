import { useCallback } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@applypilot/contracts';
import { Button } from '../../components';
import { ChatLog } from './chat-log';
import { ControlBar } from './control-bar';
import type { Shortcut } from './shortcuts';
import { TabPreview } from './tab-preview';
import { Teleprompter } from './teleprompter/teleprompter';
import { useInterviewAssistant } from './use-interview-assistant';
import { useShortcuts } from './use-shortcuts';
import styles from './interview-assistant.module.css';

/**
 * What the practice question does (decision 050): a recorded interviewer's question, transcribed and answered by Gemini
 * with the user's key from their resume, like every other question, so it needs the same configuration.
 */
export const PRACTICE_TITLE =
  'Plays a recorded interview question; Gemini transcribes it with your API key and answers it from your resume, as in an interview';

/** /dashboard/interview-assistant (section 2.4 and issue [9]'s live mode, latency, cap and practice). */
export function InterviewAssistantPage() {
  const assistant = useInterviewAssistant();
  const { session, settings, configured, tab, capturing, ready } = assistant;
  const latestAnswer = session.messages.findLast((message) => !message.isUser);

  const onShortcut = useCallback(
    (shortcut: Shortcut) => {
      if (shortcut === 'teleprompter') assistant.toggleTeleprompter();
      else if (shortcut === 'analyze') {
        if (tab.stream) void assistant.analyze();
      } else if (capturing) void assistant.stop();
      else if (tab.stream && tab.hasAudio && ready) void assistant.startRecording('tab');
    },
    [assistant, capturing, ready, tab.hasAudio, tab.stream],
  );
  useShortcuts(onShortcut);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{MESSAGES.interviewWelcomeTitle}</h1>
          <p className={styles.subtitle}>
            {settings.liveMode
              ? 'Live mode: press Mic or Tab Audio once; each question is answered when the interviewer stops talking.'
              : 'Record the question, press Stop, and read the answer on the teleprompter.'}
          </p>
        </div>
        <div className={styles.practice}>
          <Button
            variant="ghost"
            onClick={() => void assistant.practice()}
            disabled={!ready || assistant.practicing || capturing !== null}
            title={PRACTICE_TITLE}
          >
            {assistant.practicing ? 'Practice question playing…' : 'Try a practice question'}
          </Button>
        </div>
      </header>

      {!configured ? (
        <div className={styles.configRequired} role="note">
          <p>{MESSAGES.interviewConfigRequired}</p>
          <Link to="/dashboard/interview-settings">Open Interview Settings</Link>
        </div>
      ) : null}

      <div className={styles.body}>
        <ChatLog messages={session.messages} partial={assistant.partialTranscript} />
        {tab.stream ? <TabPreview stream={tab.stream} videoRef={assistant.previewRef} /> : null}
      </div>

      <ControlBar assistant={assistant} />
      <p className={styles.hint}>
        Shortcuts: <kbd>Space</kbd> record tab audio / stop · <kbd>A</kbd> analyze the screen · <kbd>S</kbd>{' '}
        teleprompter
      </p>

      {assistant.teleprompterOpen ? (
        <Teleprompter
          text={latestAnswer?.text ?? ''}
          streaming={latestAnswer !== undefined && !latestAnswer.isUser && latestAnswer.isStreaming}
          fontSize={settings.fontSize}
          pip={settings.teleprompterPip}
          onClose={assistant.closeTeleprompter}
        />
      ) : null}
    </div>
  );
}
