import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@applypilot/contracts';
import { DEFAULT_RESUME_CONFIG, DEMO_ORDER, DEMO_RESUME, type ResumeData } from '@applypilot/resume';
import { blankResume } from '../state/resume-storage';
import { ResumePreview } from './resume-preview';
import { PREVIEW_DEBOUNCE_MS } from './use-pdf-preview';

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

/**
 * Follows the preview's render timers (window.setTimeout with the debounce's delay, or 0 for the first draw): each
 * is pending until it fires or is cleared. "No render is waiting" is then a fact to wait for, not a quiet moment.
 */
function trackRenderTimers() {
  const pending = new Set<number>();
  let scheduled = 0;
  const realSet = window.setTimeout.bind(window);
  const realClear = window.clearTimeout.bind(window);
  vi.spyOn(window, 'setTimeout').mockImplementation(((handler: () => void, ms?: number) => {
    if (ms !== PREVIEW_DEBOUNCE_MS && ms !== 0) return realSet(handler, ms);
    scheduled += 1;
    const id: number = realSet(() => {
      pending.delete(id);
      handler();
    }, ms);
    pending.add(id);
    return id;
  }) as typeof window.setTimeout);
  vi.spyOn(window, 'clearTimeout').mockImplementation(((id?: number) => {
    if (id !== undefined) pending.delete(id);
    realClear(id);
  }) as typeof window.clearTimeout);
  return { pending: () => pending.size, scheduled: () => scheduled };
}

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
    const timers = trackRenderTimers();
    openPdf.mockResolvedValue(fakeDocument());
    const view = render(show(DEMO_RESUME));
    await waitFor(() => expect(generation()).toBe(1));
    for (const name of ['A', 'An', 'Ana', 'Anan']) view.rerender(show(withName(name)));
    await waitFor(() => expect(generation()).toBe(2));
    // Every render timer of the burst has fired or been cleared: nothing is left that could render again.
    await act(async () => undefined);
    await waitFor(() => expect(timers.pending()).toBe(0));
    expect(openPdf).toHaveBeenCalledTimes(2);
  });

  it('drops a render that a newer edit overtook', async () => {
    let releaseSlow: () => void = () => undefined;
    const slow = { ...fakeDocument(3), destroy: vi.fn(() => Promise.resolve()) };
    openPdf
      .mockResolvedValueOnce(fakeDocument())
      .mockImplementationOnce(() => new Promise((resolve) => (releaseSlow = () => resolve(slow))))
      .mockResolvedValueOnce(fakeDocument(1));
    const view = render(show(DEMO_RESUME));
    await waitFor(() => expect(generation()).toBe(1));
    view.rerender(show(withName('Slow')));
    await waitFor(() => expect(openPdf).toHaveBeenCalledTimes(2));
    view.rerender(show(withName('Fast')));
    await waitFor(() => expect(generation()).toBe(3));
    releaseSlow();
    // The overtaken render has run to its end (it releases its document last): it drew nothing.
    await waitFor(() => expect(slow.destroy).toHaveBeenCalled());
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
    const timers = trackRenderTimers();
    render(show(DEMO_RESUME, false));
    // render() ran the component's effects: a hidden preview scheduled no render at all, so none can come.
    expect(timers.scheduled()).toBe(0);
    expect(openPdf).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Resume preview').hidden).toBe(true);
  });
});
