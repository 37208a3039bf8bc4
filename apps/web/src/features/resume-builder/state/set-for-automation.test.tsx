import { RESUME_WINDOW_EVENT, STORAGE_KEYS } from '@applypilot/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../../components/dialog-provider';
import { dispatchResumeAction } from './resume-events';
import { getTitle } from './title-store';
import { useResumeActions } from './use-resume-actions';
import { useResumeBuilder } from './use-resume-builder';

// pdf.js needs a browser's DOMMatrix; a refused resume never reaches it.
vi.mock('../../../lib/pdf/pdfjs', () => ({ extractPdfText: async () => '' }));

/** The builder's state and actions as the page wires them, for the account Ananya Rao. */
function Harness() {
  const builder = useResumeBuilder({ name: 'Ananya Rao', email: 'ananya@example.org' });
  useResumeActions(builder, { openLayout: () => undefined, togglePreview: () => undefined });
  const personal = builder.data.personal[0];
  return (
    <p data-testid="who">
      {personal?.name} · {personal?.email} · {builder.data.experience.length} jobs
    </p>
  );
}

const renderBuilder = () =>
  render(
    <MemoryRouter>
      <DialogProvider>
        <Harness />
      </DialogProvider>
    </MemoryRouter>,
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a new account’s resume builder (decision 050)', () => {
  it('starts from a blank resume in the account’s name and email, titled Untitled Resume', () => {
    renderBuilder();
    expect(screen.getByTestId('who').textContent).toBe('Ananya Rao · ananya@example.org · 0 jobs');
    expect(getTitle()).toBe('Untitled Resume');
  });

  it('will not set the demo for automation, even renamed, and stores nothing', async () => {
    renderBuilder();
    act(() => dispatchResumeAction(RESUME_WINDOW_EVENT.loadDemoData));
    expect(screen.getByTestId('who').textContent).toBe('Priya Sharma · priya.sharma@example.com · 2 jobs');
    act(() => dispatchResumeAction(RESUME_WINDOW_EVENT.saveAndUse));
    expect((await screen.findByTestId('modal')).textContent).toContain(
      'This resume still holds the demo\'s sample content ("priya.sharma@example.com"). Replace the demo\'s details and entries with your own before setting it for automation: the assistant sends this resume to employers in your name.',
    );
    expect(localStorage.getItem(STORAGE_KEYS.resumeData)).toBeNull();
  });
});
