import { useEffect, useRef } from 'react';
import { MESSAGES } from '@applypilot/contracts';
import { formatUsd } from './pipeline/cost';
import type { AssistantMessage, ChatMessage } from './pipeline/types';
import { LatencyReadout } from './latency-readout';
import styles from './interview-assistant.module.css';

const time = (timestamp: number) =>
  new Date(timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function CostLine({ message }: { message: AssistantMessage }) {
  const data = message.costData;
  if (!data) return null;
  const approx = data.estimated ? '~' : '';
  return (
    <p className={styles.cost}>
      Tokens in {approx}
      {data.inputTokens} · out {approx}
      {data.outputTokens} · {`${approx}${formatUsd(data.cost)}`}
    </p>
  );
}

/**
 * The conversation (section 3's messages): the question as transcribed, the answer as it streams, then its tokens,
 * cost and latency. role="log" so a screen reader announces new lines; it follows the newest text.
 */
export function ChatLog({ messages, partial }: { messages: readonly ChatMessage[]; partial: string }) {
  const end = useRef<HTMLDivElement | null>(null);
  const last = messages.at(-1);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, last?.text, partial]);

  return (
    <div role="log" aria-label="Conversation" aria-live="polite" className={styles.log}>
      {messages.length === 0 && !partial ? (
        <div className={styles.welcome}>
          <h2 className={styles.welcomeTitle}>{MESSAGES.interviewWelcomeTitle}</h2>
          <p className={styles.welcomeText}>{MESSAGES.interviewWelcomeText}</p>
        </div>
      ) : null}
      {messages.map((message) =>
        message.isUser ? (
          <div key={message.id} className={`${styles.message} ${styles.user}`}>
            <p className={styles.who}>
              {message.source === 'screen' ? 'Shared screen' : 'Interviewer'} · {time(message.timestamp)}
            </p>
            <p className={styles.text}>{message.text}</p>
          </div>
        ) : (
          <div
            key={message.id}
            className={`${styles.message} ${styles.assistant}`}
            aria-busy={message.isStreaming}
          >
            <p className={styles.who}>Suggested answer · {time(message.timestamp)}</p>
            <p className={styles.text}>
              {message.text}
              {message.isStreaming ? <span className={styles.caret} aria-hidden="true" /> : null}
            </p>
            {message.interrupted ? <p className={styles.interrupted}>The answer was cut off.</p> : null}
            <CostLine message={message} />
            <LatencyReadout latency={message.latency} />
          </div>
        ),
      )}
      {partial ? (
        <div className={`${styles.message} ${styles.user} ${styles.partial}`}>
          <p className={styles.who}>Interviewer · hearing…</p>
          <p className={styles.text}>{partial}</p>
        </div>
      ) : null}
      <div ref={end} />
    </div>
  );
}
