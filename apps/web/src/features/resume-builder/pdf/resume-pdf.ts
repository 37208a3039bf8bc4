import { MESSAGES } from '@applypilot/contracts';
import { renderResume, type ResumeConfig, type ResumeData, type SectionOrder } from '@applypilot/resume';

/**
 * The preview and the download call this same function; the renderer is deterministic (fixed creation date, file id
 * from the input), so both get byte-identical PDFs without keeping a copy around.
 */
export function resumePdfBytes(data: ResumeData, order: SectionOrder, config: ResumeConfig): Uint8Array {
  return renderResume(data, order, config);
}

/** "My Resume 2" → "My_Resume_2.pdf" (section 4: whitespace replaced by underscores). */
export function pdfFilename(title: string): string {
  const name = title.trim() === '' ? MESSAGES.defaultResumeTitle : title.trim();
  return `${name.replace(/\s+/g, '_')}.pdf`;
}

export function downloadPdf(bytes: Uint8Array, filename: string): void {
  const blob = new Blob([bytes.slice()], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function pdfDataUri(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return `data:application/pdf;base64,${btoa(binary)}`;
}
