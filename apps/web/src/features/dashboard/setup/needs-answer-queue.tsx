import type { NeedsAnswerItem } from '@applypilot/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components';
import { storeProfileAnswer } from '../../../lib/automation/setup-storage';
import { fetchNeedsAnswer, NEEDS_ANSWER_QUERY_KEY, resolveNeedsAnswer } from './needs-answer-api';
import styles from './setup.module.css';

interface QueueProps {
  /** Also shows the answer in the profile editor's remembered answers. */
  onAnswered: (question: string, answer: string) => void;
}

function AnswerControl(props: { item: NeedsAnswerItem; value: string; onChange: (value: string) => void }) {
  const { item, value, onChange } = props;
  const id = `needs-${item.id}`;
  if (item.options.length > 0 && item.options.length <= 4 && item.kind !== 'select') {
    return (
      <div role="radiogroup" aria-label={item.question} className={styles.radios}>
        {item.options.map((option) => (
          <label key={option}>
            <input type="radio" name={id} checked={value === option} onChange={() => onChange(option)} />{' '}
            {option}
          </label>
        ))}
      </div>
    );
  }
  if (item.options.length > 0) {
    return (
      <select
        aria-label={item.question}
        className="ap-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Choose…</option>
        {item.options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    );
  }
  return (
    <input
      aria-label={item.question}
      className="ap-input"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function QueueItem({ item, onAnswered }: { item: NeedsAnswerItem } & QueueProps) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resolve = useMutation({
    mutationFn: (resolution: 'answered' | 'dismissed') => resolveNeedsAnswer(item.id, resolution),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NEEDS_ANSWER_QUERY_KEY }),
    onError: (failure) => setError(failure.message),
  });
  const answer = () => {
    if (value.trim() === '') {
      setError('Type or choose an answer first.');
      return;
    }
    // The answer is kept before the server hears of it: a failed resolve must not lose what was typed.
    storeProfileAnswer(item.question, value.trim());
    onAnswered(item.question, value.trim());
    setError(null);
    resolve.mutate('answered');
  };
  return (
    <li className={styles.queueItem}>
      <p className={styles.queueJob}>
        {item.jobTitle || 'Job'}
        {item.company ? ` · ${item.company}` : ''} <span className={styles.kind}>{item.kind}</span>
      </p>
      <p className={styles.queueQuestion}>{item.question}</p>
      <AnswerControl item={item} value={value} onChange={setValue} />
      {error ? <p className={styles.fieldError}>{error}</p> : null}
      <div className={styles.actions}>
        <Button size="sm" disabled={resolve.isPending} onClick={answer}>
          Save answer
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={resolve.isPending}
          onClick={() => resolve.mutate('dismissed')}
        >
          Dismiss
        </Button>
      </div>
    </li>
  );
}

/** Questions the agent could not answer (GET /api/needs-answer); answered ones join the profile's memory. */
export function NeedsAnswerQueue({ onAnswered }: QueueProps) {
  // One retry: a failure should show soon, not after the default three backed-off attempts.
  const query = useQuery({
    queryKey: NEEDS_ANSWER_QUERY_KEY,
    queryFn: ({ signal }) => fetchNeedsAnswer(signal),
    retry: 1,
  });
  return (
    <section className={styles.card} aria-labelledby="queue-title">
      <h2 id="queue-title" className={styles.cardTitle}>
        Questions waiting for you
      </h2>
      {query.isLoading ? <p className={styles.hint}>Loading questions…</p> : null}
      {query.isError ? (
        <p className={styles.fieldError}>The questions could not be loaded: {query.error.message}</p>
      ) : null}
      {query.data?.length === 0 ? (
        <p className={styles.hint}>
          No questions are waiting. The assistant will ask here when a form needs you.
        </p>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <ul className={styles.queue}>
          {query.data.map((item) => (
            <QueueItem key={item.id} item={item} onAnswered={onAnswered} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
