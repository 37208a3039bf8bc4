import { STORAGE_KEYS } from '@applypilot/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAutomationState } from '../../../lib/automation/automation-store';
import { answerHint } from './needs-answer-queue';
import { renderSetup, stored } from './setup-test-support';
import { userStorage } from '../../../lib/user-data/user-store';

vi.mock('../../../lib/pdf/pdfjs', () => ({ extractPdfText: async () => '' }));

const job = (jobId: string, jobTitle: string, company: string) => ({
  id: `row-${jobId}`,
  jobId,
  jobUrl: `https://www.linkedin.com/jobs/view/${jobId}/`,
  jobTitle,
  company,
  createdAt: 1,
});
type Group = {
  question: string;
  kind: string;
  options: string[];
  jobs: ReturnType<typeof job>[];
};

let open: Group[] = [];
function reset() {
  open = [
    {
      question: 'Declaration',
      kind: 'checkbox',
      options: ['I confirm the information I gave is true'],
      jobs: [
        job('1', 'Frontend Engineer', 'Acme'),
        job('2', 'React Developer', 'Globex'),
        job('3', 'UI Engineer', 'Initech'),
      ],
    },
    {
      question: 'Do you have a work permit for Germany?',
      kind: 'radio',
      options: ['Yes', 'No'],
      jobs: [job('1', 'Frontend Engineer', 'Acme')],
    },
    {
      question: 'How many years of Kotlin?',
      kind: 'numeric',
      options: [],
      jobs: [job('4', 'Android Engineer', 'Umbrella')],
    },
    {
      question: 'Which tools have you used?',
      kind: 'checkbox',
      options: ['Figma', 'Sketch', 'Jira'],
      jobs: [job('5', 'Designer', 'Hooli')],
    },
  ];
}

function renderQueue() {
  return renderSetup((call) => {
    if (call.url === '/api/needs-answer') {
      const items = open.flatMap((g) =>
        g.jobs.map(({ id, ...j }) => ({ id, ...j, question: g.question, kind: g.kind, options: g.options })),
      );
      return { body: { success: true, items, groups: open } };
    }
    if (call.url === '/api/needs-answer/resolve') {
      const { question, resolution } = call.body as { question: string; resolution: string };
      const before = open.length;
      open = open.filter((g) => g.question.toLowerCase() !== question.toLowerCase());
      return { body: { success: true, question, resolution, resolved: before - open.length } };
    }
    return undefined;
  });
}

const queue = () => within(screen.getByRole('region', { name: 'Questions waiting for you' }));
const card = (question: string) =>
  within(
    queue()
      .getAllByTestId('queue-card')
      .find((c) => within(c).queryByText(question, { selector: 'p' }))!,
  );

beforeEach(() => {
  localStorage.clear();
  resetAutomationState();
  reset();
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Needs-answer queue (one card per question, issue 20)', () => {
  it('shows each question once with the jobs waiting on it, linked, and no internal kind names', async () => {
    renderQueue();
    expect(await queue().findByText('Declaration')).toBeTruthy();
    expect(queue().getAllByTestId('queue-card')).toHaveLength(4);
    const declaration = card('Declaration');
    expect(declaration.getByText('3 jobs are waiting on this answer:')).toBeTruthy();
    const jobs = declaration.getByRole('list', { name: '3 jobs are waiting on this answer:' });
    expect(
      within(jobs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Frontend Engineer · Acme', 'React Developer · Globex', 'UI Engineer · Initech']);
    expect(within(jobs).getByRole('link', { name: 'React Developer' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/jobs/view/2/',
    );
    expect(
      card('Do you have a work permit for Germany?').getByText('One job is waiting on this answer:'),
    ).toBeTruthy();
    const text = screen.getByRole('region', { name: 'Questions waiting for you' }).textContent ?? '';
    for (const word of ['checkbox', 'select', 'numeric', 'radio', 'typeahead', 'textarea'])
      expect(text.toLowerCase()).not.toContain(word);
    expect(card('How many years of Kotlin?').getByText('Answer with a number.')).toBeTruthy();
    expect(card('Which tools have you used?').getByText('Tick all that apply.')).toBeTruthy();
  });

  it('draws a single box as a checkbox that can be unticked, and one answer releases every job waiting', async () => {
    const { calls } = renderQueue();
    await queue().findByText('Declaration');
    const declaration = card('Declaration');
    expect(declaration.queryByRole('radio')).toBeNull();
    const box = declaration.getByRole('checkbox', { name: 'I confirm the information I gave is true' });
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    fireEvent.click(declaration.getByRole('button', { name: 'Save answer for all' }));

    await waitFor(() => expect(queue().queryByText('Declaration')).toBeNull());
    const resolves = calls.filter((call) => call.url === '/api/needs-answer/resolve');
    expect(resolves.map((call) => [call.method, call.body])).toEqual([
      ['POST', { question: 'Declaration', resolution: 'answered' }],
    ]);
    expect(stored(STORAGE_KEYS.automationProfile)).toEqual({
      answers: { Declaration: 'I confirm the information I gave is true' },
    });
    expect(queue().getAllByTestId('queue-card')).toHaveLength(3);
  });

  it('remembers the answer under the question as it reads, replacing one kept with the required mark', async () => {
    userStorage.setItem(
      STORAGE_KEYS.automationProfile,
      JSON.stringify({ answers: { 'Do you have a work permit for Germany? *': 'Yes' } }),
    );
    renderQueue();
    await queue().findByText('Do you have a work permit for Germany?');
    const permit = card('Do you have a work permit for Germany?');
    fireEvent.click(within(permit.getByRole('radiogroup')).getByLabelText('No'));
    fireEvent.click(permit.getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(queue().queryByText('Do you have a work permit for Germany?')).toBeNull());
    expect(stored(STORAGE_KEYS.automationProfile)).toEqual({
      answers: { 'Do you have a work permit for Germany?': 'No' },
    });
  });

  it('keeps several ticked boxes as one answer, and asks for an answer before saving an empty one', async () => {
    renderQueue();
    await queue().findByText('Which tools have you used?');
    const tools = card('Which tools have you used?');
    fireEvent.click(tools.getByRole('button', { name: 'Save answer' }));
    expect(tools.getByText('Type or choose an answer first.')).toBeTruthy();
    fireEvent.click(tools.getByRole('checkbox', { name: 'Jira' }));
    fireEvent.click(tools.getByRole('checkbox', { name: 'Figma' }));
    fireEvent.click(tools.getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(queue().queryByText('Which tools have you used?')).toBeNull());
    expect(stored(STORAGE_KEYS.automationProfile)).toEqual({
      answers: { 'Which tools have you used?': 'Figma; Jira' },
    });
  });

  it('dismiss resolves the question as dismissed and keeps nothing', async () => {
    const { calls } = renderQueue();
    await queue().findByText('How many years of Kotlin?');
    fireEvent.click(card('How many years of Kotlin?').getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(queue().queryByText('How many years of Kotlin?')).toBeNull());
    expect(calls.find((call) => call.url === '/api/needs-answer/resolve')?.body).toEqual({
      question: 'How many years of Kotlin?',
      resolution: 'dismissed',
    });
    expect(stored(STORAGE_KEYS.automationProfile)).toBeNull();
  });
});

describe('answerHint', () => {
  it('says how to answer in words, or nothing', () => {
    expect(answerHint({ kind: 'text', options: [] })).toBeNull();
    expect(answerHint({ kind: 'radio', options: ['Yes', 'No'] })).toBeNull();
    expect(answerHint({ kind: 'select', options: ['A', 'B'] })).toBeNull();
    expect(answerHint({ kind: 'checkbox', options: ['I agree'] })).toBe(
      'Tick the box to agree; leave it unticked to say no.',
    );
  });
});
