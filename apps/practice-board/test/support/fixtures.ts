import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CatalogueInput } from '../../src/catalogue/schema';

export const MEMBER = {
  name: 'Aarav Sharma',
  headline: 'Software Engineer',
  emails: ['old@example.com', 'aarav@example.com'],
  positions: [{ title: 'Software Engineer', company: 'Tarang Systems' }],
};

/** A résumé file in a temp folder, with the size and hash the board must record. */
export async function resumeFile(): Promise<{ file: string; name: string; size: number; sha256: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'board-test-'));
  const name = 'Aarav_Sharma_Resume.pdf';
  const bytes = Buffer.from('%PDF-1.4\n% a small test resume\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return { file, name, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

const base = {
  location: 'Bengaluru, Karnataka, India',
  workType: 'hybrid',
  experienceLevel: 'mid-senior level',
  apply: 'easy',
  description: 'Build things.',
} as const;

/** One job with every step kind and every question kind. */
export const EVERYTHING_JOB = {
  ...base,
  id: '100',
  title: 'Senior Software Engineer',
  company: 'Kadam Labs',
  postedHoursAgo: 1,
  steps: [
    { kind: 'contact' },
    { kind: 'address' },
    { kind: 'resume' },
    { kind: 'experience' },
    {
      kind: 'questions',
      questions: [
        {
          id: 'years-python',
          kind: 'numeric',
          label: 'How many years of work experience do you have with Python?',
          required: true,
          accept: { type: 'whole-number', min: 0, max: 99 },
        },
        { id: 'linkedin', kind: 'text', label: 'LinkedIn Profile', required: true, accept: { type: 'url' } },
        { id: 'cover', kind: 'textarea', label: 'Cover letter', required: false },
        {
          id: 'degree',
          kind: 'select',
          label: 'Highest degree',
          required: true,
          options: ["Bachelor's Degree", "Master's Degree"],
        },
        {
          id: 'auth-in',
          kind: 'radio',
          label: 'Are you legally authorized to work in India?',
          required: true,
          options: ['Yes', 'No'],
        },
        {
          id: 'certify',
          kind: 'checkbox',
          label: 'I certify that the information is true.',
          required: true,
          options: ['I agree'],
        },
        {
          id: 'current-city',
          kind: 'typeahead',
          label: 'Which city do you currently live in?',
          required: true,
          options: ['Bengaluru, Karnataka, India', 'Pune, Maharashtra, India'],
        },
        { id: 'start', kind: 'date', label: 'Earliest start date', required: false },
      ],
    },
    {
      kind: 'voluntary',
      questions: [
        {
          id: 'gender',
          kind: 'select',
          label: 'Gender',
          required: true,
          options: ['Male', 'Female', "I don't wish to answer"],
        },
      ],
    },
    { kind: 'review' },
  ],
};

export function catalogueOf(jobs: object[], limits: object = {}): CatalogueInput {
  return { member: MEMBER, limits, jobs } as CatalogueInput;
}

/** A short Easy Apply job: contact, one numeric question, review. */
export function shortJob(id: string, title: string, company: string, extra: object = {}): object {
  return {
    ...base,
    id,
    title,
    company,
    postedHoursAgo: Number(id) % 100,
    steps: [
      { kind: 'contact' },
      {
        kind: 'questions',
        questions: [
          {
            id: 'years',
            kind: 'numeric',
            label: 'How many years of experience do you have?',
            required: true,
            accept: { type: 'whole-number', min: 0, max: 99 },
          },
        ],
      },
      { kind: 'review' },
    ],
    ...extra,
  };
}
