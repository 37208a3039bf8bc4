import { describe, expect, it } from 'vitest';
import { COVER_LETTER_MAX_CHARS } from '@applypilot/contracts';
import { DEMO_RESUME } from '../model/demo';
import { checkCoverLetter, type LetterJob, type LetterResume } from './letter';
import { sameSkill } from './skill-match';

/**
 * Cover letters (truth issue, part 4): written to add a fact, or to say something of the company, beside faithful ones
 * that must pass. The demo resume is Priya Sharma's (Flipkart, Razorpay, Go, Kafka, 38%, 40,000 merchants…).
 */

const demo: LetterResume = { kind: 'structured', data: DEMO_RESUME };
const job: LetterJob = {
  title: 'Senior Backend Engineer (Payments)',
  company: 'Acme Payments Pvt. Ltd.',
  description:
    'We value ownership. Go, Kafka, Kubernetes and Terraform. We are an innovative fintech leader with 5 million customers.',
};
const why = (letter: string, resume: LetterResume = demo, forJob: LetterJob = job) => {
  const verdict = checkCoverLetter(resume, letter, forJob);
  return verdict.ok ? 'ok' : verdict.why;
};
const letter = (...paragraphs: string[]) =>
  ['Dear Hiring Manager,', ...paragraphs, 'Sincerely,\nPriya Sharma'].join('\n\n');

const FAITHFUL = letter(
  'I am writing to apply for the Senior Backend Engineer role at Acme Payments. I am a software engineer with 4 years of experience building reliable web platforms in TypeScript and Go.',
  'At Flipkart I led the migration of the checkout service to an event-driven design, cutting p99 latency by 38 percent. At Razorpay I designed the merchant dashboard reporting API, serving forty thousand merchants.',
  'I would welcome the chance to discuss how my experience could help your team. Thank you for your time and consideration.',
);

describe('faithful letters pass', () => {
  it.each([
    ['the resume’s facts, the job’s title and company, letter words', FAITHFUL],
    [
      'the company in full, with its legal suffix, and the full title',
      letter(
        'I am excited to apply for the Senior Backend Engineer (Payments) position at Acme Payments Pvt. Ltd.',
      ),
    ],
    [
      'contact details in the sign-off',
      `${letter('I built payment and search features used by millions of customers.')}\npriya.sharma@example.com | +91 98765 43210`,
    ],
  ])('%s', (_label, text) => {
    expect(why(text)).toBe('ok');
  });

  it('a letter from a text resume', () => {
    const text: LetterResume = {
      kind: 'text',
      text: 'Arjun Mehta\nFincore, Backend Engineer, 2021 - Present. Cut API latency 30% with Redis caching.',
    };
    expect(
      why(
        'Dear Hiring Manager,\n\nAt Fincore I cut API latency 30% with Redis caching.\n\nArjun Mehta',
        text,
      ),
    ).toBe('ok');
  });
});

describe('letters that add a fact are refused, naming it', () => {
  it.each<[string, string, string]>([
    [
      'a number',
      letter('I have 10 years of experience with Go.'),
      'added a number that is not on your resume (10 years)',
    ],
    [
      'a changed number',
      letter('At Flipkart I cut p99 latency by 48%.'),
      'added a number that is not on your resume (48%)',
    ],
    [
      'a magnitude',
      letter('My features are used by billions of customers.'),
      'added a number that is not on your resume (billions of customers)',
    ],
    [
      'a certification, a language and a clearance',
      letter(
        'I am an AWS Certified Solutions Architect, fluent in Japanese, with an active security clearance.',
      ),
      'added words that are not on your resume (AWS Certified Solutions Architect, fluent, Japanese, security clearance)',
    ],
    [
      'a technology of the posting',
      letter('At Razorpay I ran Terraform for the reporting API.'),
      'added words that are not on your resume (Terraform)',
    ],
    [
      'a former employer',
      letter('As a former Google engineer I built payment platforms.'),
      'added words that are not on your resume (former, Google)',
    ],
    [
      'a word of the posting',
      letter('At Flipkart I took ownership of the checkout service.'),
      'used words from the job description that are not on your resume (ownership)',
    ],
    [
      'a claim about the company by name',
      letter('Acme Payments is an innovative leader and I admire its culture.'),
      'used words from the job description that are not on your resume (innovative, leader)',
    ],
    [
      'a claim about the company in the second person',
      letter('I admire your commitment to open banking.'),
      'said something about Acme Payments Pvt. Ltd. that your resume does not support (admire, commitment, banking)',
    ],
    [
      'the number in the posting',
      letter('I would love to serve your 5 million customers.'),
      'added a number that is not on your resume (5 million customers)',
    ],
  ])('%s', (_label, text, expected) => {
    expect(why(text)).toBe(expected);
  });

  it('the title is allowed as the title only: its words alone are new', () => {
    const k8s: LetterJob = { title: 'Kubernetes Platform Engineer', company: 'Acme' };
    const data = structuredClone(DEMO_RESUME);
    data.experience[0]!.tags = ['Go'];
    data.skills = data.skills.filter((entry) => entry.category !== 'Tools and Cloud');
    const without: LetterResume = { kind: 'structured', data };
    expect(
      why(letter('I am applying for the Kubernetes Platform Engineer role at Acme.'), without, k8s),
    ).toBe('ok');
    expect(why(letter('I have run Kubernetes in production at Flipkart.'), without, k8s)).toBe(
      'added words that are not on your resume (Kubernetes)',
    );
  });

  it('refuses an empty letter and one over the limit', () => {
    expect(why('  \n ')).toBe('was empty');
    expect(why(`${FAITHFUL}\n\n${'I built payment platforms in Go. '.repeat(120)}`)).toBe(
      `was longer than ${COVER_LETTER_MAX_CHARS} characters`,
    );
  });
});

describe('sameSkill', () => {
  it.each<[string, string, boolean]>([
    ['Kubernetes', 'K8s', true],
    ['node.js', 'Node', true],
    ['Python', 'python ', true],
    ['PostgreSQL', 'SQL', false],
    ['Java', 'JavaScript', false],
    ['', '', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(sameSkill(a, b)).toBe(expected);
  });
});
