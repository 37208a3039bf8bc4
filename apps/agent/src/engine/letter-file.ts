import type { AutomationProfile } from '@applypilot/contracts';
import { renderCoverLetter, type ResumeConfig } from '@applypilot/resume';
import type { PdfFile } from './types';

/** "Aarav Sharma - Cover letter.pdf": what the employer sees (no folder part, no characters a file system refuses). */
export function letterFilename(profile: Pick<AutomationProfile, 'firstName' | 'lastName'>): string {
  const name = `${profile.firstName ?? ''} ${profile.lastName ?? ''}`
    .replace(/[^\p{L}\p{N} .'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return name ? `${name} - Cover letter.pdf` : 'Cover letter.pdf';
}

/** A letter's text as the PDF to upload, with the applicant's name at the top (packages/resume's letter renderer). */
export function letterPdf(
  letter: string,
  profile: Pick<AutomationProfile, 'firstName' | 'lastName'>,
  config?: ResumeConfig,
): PdfFile {
  const name = `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.replace(/\s+/g, ' ').trim();
  const { bytes } = renderCoverLetter({ letter, name, ...(config ? { config } : {}) });
  return { name: letterFilename(profile), mimeType: 'application/pdf', buffer: Buffer.from(bytes) };
}
