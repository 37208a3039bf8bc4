import { useEffect, useRef, useState } from 'react';
import type { RenderTask } from 'pdfjs-dist';
import type { ResumeConfig, ResumeData, SectionOrder } from '@applypilot/resume';
import { openPdf } from '../../../lib/pdf/pdfjs';
import { resumePdfBytes } from '../pdf/resume-pdf';
import { isResumeEmpty } from '../state/resume-updates';

/**
 * Time between the last edit and the start of a preview render. Typing fast renders once, and the preview still
 * follows within the 100 ms the issue allows.
 */
export const PREVIEW_DEBOUNCE_MS = 80;

export interface PreviewStatus {
  empty: boolean;
  error: string | null;
}

/**
 * Draws the resume's PDF (the very bytes a download gives) into the host element, one canvas per page, fit to
 * the host's width at the screen's pixel density. New canvases are drawn off-screen and swapped in whole, so a
 * failed or outdated render leaves the last good preview on screen.
 */
export function usePdfPreview(data: ResumeData, order: SectionOrder, config: ResumeConfig, visible: boolean) {
  const hostRef = useRef<HTMLDivElement>(null);
  const generation = useRef(0);
  const tasks = useRef<RenderTask[]>([]);
  const drawnOnce = useRef(false);
  const [width, setWidth] = useState(0);
  const [status, setStatus] = useState<PreviewStatus>({ empty: false, error: null });

  useEffect(() => {
    const host = hostRef.current;
    if (!host || !visible) return;
    const observer = new ResizeObserver(() => setWidth(Math.floor(host.clientWidth)));
    observer.observe(host);
    setWidth(Math.floor(host.clientWidth));
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || !visible || width === 0) return;
    const delay = drawnOnce.current ? PREVIEW_DEBOUNCE_MS : 0;
    const timer = window.setTimeout(() => {
      drawnOnce.current = true;
      generation.current += 1;
      for (const task of tasks.current) task.cancel();
      tasks.current = [];
      void draw(host, generation.current);
    }, delay);
    return () => window.clearTimeout(timer);

    async function draw(target: HTMLDivElement, gen: number): Promise<void> {
      const isCurrent = () => gen === generation.current;
      let bytes: Uint8Array;
      try {
        if (isResumeEmpty(data)) {
          target.replaceChildren();
          target.dataset.renderedGeneration = String(gen);
          setStatus({ empty: true, error: null });
          return;
        }
        bytes = resumePdfBytes(data, order, config);
      } catch (error) {
        setStatus((s) => ({ ...s, error: describe(error) }));
        return;
      }
      let doc: Awaited<ReturnType<typeof openPdf>> | null = null;
      try {
        doc = await openPdf(bytes);
        const dpr = window.devicePixelRatio || 1;
        const canvases: HTMLCanvasElement[] = [];
        for (let number = 1; number <= doc.numPages; number += 1) {
          if (!isCurrent()) return;
          const page = await doc.getPage(number);
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: (width / base.width) * dpr });
          const canvas = document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.setAttribute('aria-label', `Resume preview, page ${number} of ${doc.numPages}`);
          canvas.setAttribute('role', 'img');
          const task = page.render({ canvas, viewport });
          tasks.current.push(task);
          await task.promise;
          canvases.push(canvas);
        }
        if (!isCurrent()) return;
        target.replaceChildren(...canvases);
        target.dataset.renderedGeneration = String(gen);
        target.dataset.pageCount = String(canvases.length);
        setStatus({ empty: false, error: null });
      } catch (error) {
        if (!isCurrent() || isCancelled(error)) return;
        setStatus((s) => ({ ...s, error: describe(error) }));
      } finally {
        void doc?.destroy();
      }
    }
  }, [data, order, config, visible, width]);

  return { hostRef, status };
}

function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'RenderingCancelledException';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
