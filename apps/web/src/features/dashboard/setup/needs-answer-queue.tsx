import { questionText, type NeedsAnswerGroup } from '@applypilot/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components';
import { storeProfileAnswer } from '../../../lib/automation/setup-storage';
import { fetchNeedsAnswer, NEEDS_ANSWER_QUERY_KEY, resolveQuestion } from './needs-answer-api';
import own from './needs-answer-queue.module.css';
import styles from './setup.module.css';

interface QueueProps {
  /** Also shows the answer in the profile editor's remembered answers. */
  onAnswered: (question: string, answer: string) => void;
}

/** Several ticked boxes are remembered as one answer the agent splits again on ";". */
const BOX_SEPARATOR = '; ';
/** An unticked single box: the agent reads it as "leave it unticked". */
const UNTICKED = 'No';

/**
 * How to answer, in words (issue 20: no internal kind names); nothing where the control says it already. Kinds are
 * the agent's (text, numeric, textarea, select, radio, checkbox, typeahead, date, file).
 */
export function answerHint(group: Pick<NeedsAnswerGroup, 'kind' | 'options'>): string | null {
  if (group.kind === 'numeric') return 'Answer with a number.';
  if (group.kind === 'date') return 'Answer with a date.';
  if (group.kind === 'checkbox')
    return group.options.length === 1
      ? 'Tick the box to agree; leave it unticked to say no.'
      : 'Tick all that apply.';
  if (group.kind === 'typeahead')
    return 'Type the answer; the assistant picks the closest suggestion on the form.';
  return null;
}

function AnswerControl(props: { group: NeedsAnswerGroup; value: string; onChange: (value: string) => void }) {
  const { group, value, onChange } = props;
  const name = useId();
  const { options, question } = group;
  if (group.kind === 'checkbox' && options.length === 1) {
    // One box (a declaration, a consent): a checkbox that can be unticked again, never a radio.
    const option = options[0] ?? '';
    return (
      <div className={own.boxes}>
        <label>
          <input
            type="checkbox"
            checked={value === option}
            onChange={(e) => onChange(e.target.checked ? option : UNTICKED)}
          />
          <span>{option}</span>
        </label>
      </div>
    );
  }
  if (group.kind === 'checkbox' && options.length > 1) {
    const ticked = value ? value.split(BOX_SEPARATOR) : [];
    const toggle = (option: string, on: boolean) =>
      onChange(options.filter((o) => (o === option ? on : ticked.includes(o))).join(BOX_SEPARATOR));
    return (
      <div role="group" aria-label={question} className={own.boxes}>
        {options.map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              checked={ticked.includes(option)}
              onChange={(e) => toggle(option, e.target.checked)}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
    );
  }
  if (options.length > 0 && options.length <= 4 && group.kind !== 'select') {
    return (
      <div role="radiogroup" aria-label={question} className={styles.radios}>
        {options.map((option) => (
          <label key={option}>
            <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />{' '}
            {option}
          </label>
        ))}
      </div>
    );
  }
  if (options.length > 0) {
    return (
      <select
        aria-label={question}
        className="ap-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    );
  }
  if (group.kind === 'textarea') {
    return (
      <textarea
        aria-label={question}
        className="ap-input"
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <input
      aria-label={question}
      className="ap-input"
      inputMode={group.kind === 'numeric' ? 'decimal' : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function JobLink({ job }: { job: NeedsAnswerGroup['jobs'][number] }) {
  const title = job.jobTitle || 'Job';
  const href = /^https?:\/\//i.test(job.jobUrl) ? job.jobUrl : null;
  return (
    <li>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {title}
        </a>
      ) : (
        title
      )}
      {job.company ? ` · ${job.company}` : ''}
    </li>
  );
}

function QueueCard({ group, onAnswered }: { group: NeedsAnswerGroup } & QueueProps) {
  const queryClient = useQueryClient();
  const single = group.kind === 'checkbox' && group.options.length === 1;
  // A single box starts unticked, which is already an answer ("No"); anything else starts empty.
  const [value, setValue] = useState(single ? UNTICKED : '');
  const [error, setError] = useState<string | null>(null);
  // Shown without the required mark even if an older server sent it with one (the server stores it without).
  const question = questionText(group.question);
  const resolve = useMutation({
    mutationFn: (resolution: 'answered' | 'dismissed') => resolveQuestion(question, resolution),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NEEDS_ANSWER_QUERY_KEY }),
    onError: (failure) => setError(failure.message),
  });
  const answer = () => {
    if (value.trim() === '') {
      setError('Type or choose an answer first.');
      return;
    }
    // Kept before the server hears of it (a failed resolve must not lose it), under the question as it reads.
    storeProfileAnswer(question, value.trim());
    onAnswered(question, value.trim());
    setError(null);
    resolve.mutate('answered');
  };
  const hint = answerHint(group);
  const jobs = group.jobs.length;
  const waitingId = useId();
  return (
    <li className={styles.queueItem} data-testid="queue-card">
      <p className={styles.queueQuestion}>{question}</p>
      {hint ? <p className={own.how}>{hint}</p> : null}
      <AnswerControl group={group} value={value} onChange={setValue} />
      {error ? <p className={styles.fieldError}>{error}</p> : null}
      <p className={own.waitingLabel} id={waitingId}>
        {jobs === 1 ? 'One job is waiting on this answer:' : `${jobs} jobs are waiting on this answer:`}
      </p>
      <ul className={own.waiting} aria-labelledby={waitingId}>
        {group.jobs.map((job) => (
          <JobLink key={job.id} job={job} />
        ))}
      </ul>
      <div className={styles.actions}>
        <Button size="sm" disabled={resolve.isPending} onClick={answer}>
          {jobs === 1 ? 'Save answer' : 'Save answer for all'}
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

/**
 * Questions the agent could not answer (GET /api/needs-answer), one card per question with the jobs waiting on it;
 * an answer is remembered in the profile and releases every one of those jobs (issue 20).
 */
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
          {query.data.map((group) => (
            <QueueCard key={group.question.toLowerCase()} group={group} onAnswered={onAnswered} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
