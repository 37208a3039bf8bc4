import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@applypilot/contracts';
import { DEFAULT_RESUME_CONFIG, DEMO_ORDER, DEMO_RESUME, type ResumeData } from '@applypilot/resume';
import { blankResume } from '../state/resume-storage';
import { ResumePreview } from './resume-preview';

/** pdf.js needs a real canvas and worker: here a fake document stands in, so the hook's own logic is tested. */
const openPdf = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/pdf/pdfjs', () => ({ openPdf }));

function fakeDocument(pages = 1) {
  return {
    numPages: pages,
    getPage: () =>
      Promise.resolve({
        getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
        render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
      }),
    destroy: () => Promise.resolve(),
  };
}

const host = () => screen.getByTestId('resume-preview');
const generation = () => Number(host().dataset.renderedGeneration ?? 0);
const withName = (name: string): ResumeData => ({
  ...DEMO_RESUME,
  personal: [{ ...DEMO_RESUME.personal[0]!, name }],
});

function show(data: ResumeData, visible = true) {
  return <ResumePreview data={data} order={DEMO_ORDER} config={DEFAULT_RESUME_CONFIG} visible={visible} />;
}

beforeEach(() => {
  openPdf.mockReset();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResumePreview', () => {
  it('draws every page of the PDF and marks the render done', async () => {
    openPdf.mockResolvedValue(fakeDocument(2));
    render(show(DEMO_RESUME));
    await waitFor(() => expect(generation()).toBe(1));
    expect(host().querySelectorAll('canvas')).toHaveLength(2);
    expect(host().querySelector('canvas')?.width).toBe(600 * (window.devicePixelRatio || 1));
  });

  it('keeps the last good preview, with a note, when a render fails', async () => {
    openPdf.mockResolvedValueOnce(fakeDocument()).mockRejectedValueOnce(new Error('Invalid PDF structure'));
    const view = render(show(DEMO_RESUME));
    await waitFor(() => expect(generation()).toBe(1));
    view.rerender(show(withName('Ananya Rao')));
    await waitFor(() =>
      expect(screen.getByTestId('preview-error').textContent).toContain('Invalid PDF structure'),
    );
    expect(host().querySelectorAll('canvas')).toHaveLength(1);
    expect(generation()).toBe(1);
  });

  it('renders once for a burst of edits (debounced)', async () => {
    openPdf.mockResolvedValue(fakeDocument());
    const view = render(show(DEMO_RESUME));
    await waitFor(() => expect(generation()).toBe(1));
    for (const name of ['A', 'An', 'Ana', 'Anan']) view.rerender(show(withName(name)));
    await waitFor(() => expect(generation()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(openPdf).toHaveBeenCalledTimes(2);
  });

  it('drops a render that a newer edit overtook', async () => {
    let releaseSlow: () => void = () => undefined;
    openPdf
      .mockResolvedValueOnce(fakeDocument())
      .mockImplementationOnce(() => new Promise((resolve) => (releaseSlow = () => resolve(fakeDocument(3)))))
      .mockResolvedValueOnce(fakeDocument(1));
    const view = render(show(DEMO_RESUME));
    await waitFor(() => expect(generation()).toBe(1));
    view.rerender(show(withName('Slow')));
    await waitFor(() => expect(openPdf).toHaveBeenCalledTimes(2));
    view.rerender(show(withName('Fast')));
    await waitFor(() => expect(generation()).toBe(3));
    releaseSlow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(generation()).toBe(3);
    expect(host().querySelectorAll('canvas')).toHaveLength(1);
  });

  it('shows the placeholder text when the resume is empty', async () => {
    render(show(blankResume().data));
    await waitFor(() =>
      expect(screen.getByTestId('preview-empty').textContent).toBe(MESSAGES.resumePreviewEmpty),
    );
    expect(openPdf).not.toHaveBeenCalled();
  });

  it('does no work while hidden', async () => {
    render(show(DEMO_RESUME, false));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(openPdf).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Resume preview').hidden).toBe(true);
  });
});
