import { describe, expect, it } from 'vitest';
import { DEMO_RESUME } from '../model/demo';
import { ResumeDataSchema, type ResumeData } from '../model/resume-data';
import { checkStructuredTailoring, checkTextTailoring } from './faithfulness';
import { canonical, containsPhrase, numbersIn } from './normalise';
import { TailoringAnswerSchema } from './sourced-answer';
import { structuredSources, type SourcedSentence } from './sources';

/**
 * The structure of a tailoring (decision 026): the same entries in the same order, fixed fields unchanged, skills and
 * technologies the resume has; for a text resume, every field found whole on the text (decision 046). The prose is
 * checked in provenance.test.ts. Answers are written as the model writes them: the resume with sourced sentences.
 */

type Entry = Record<string, unknown> & { bullets: SourcedSentence[] };
type Answer = Record<string, Entry[]> & {
  summary: { id: string; sentences: SourcedSentence[] }[];
  personal: Entry[];
  experience: Entry[];
  education: Entry[];
  leadership: Entry[];
  skills: Entry[];
};

const said = (text: string, ...sources: string[]): SourcedSentence => ({ text, sources });
/** DEMO_RESUME as the prompt shows it: unchanged, each sentence citing itself. */
const sourced = (data: ResumeData = DEMO_RESUME): Answer =>
  structuredClone(structuredSources(data).sourced) as Answer;

/** A faithful tailoring: bullets reordered and reworded, summary rephrased, skills regrouped and trimmed. */
function faithful(): Answer {
  const data = sourced();
  data.summary[0]!.sentences = [
    said(
      'Software engineer with 4 years of experience in Go and TypeScript, building reliable web platforms.',
      'S2',
    ),
  ];
  data.experience[0]!.bullets = [
    said(
      'Built an idempotent payment retry pipeline in Go that recovered 1.2% of failed orders every month',
      'S8',
    ),
    said('Cut p99 checkout latency by 38% by moving the checkout service to an event-driven design', 'S7'),
  ];
  data.experience[0]!.tags = ['Go', 'Kafka', 'PostgreSQL'];
  data.skills = [
    { id: 'skills-1', category: 'Tools and Cloud', skills: ['Kubernetes', 'Kafka', 'AWS'] },
    { id: 'skills-2', category: 'Languages', skills: 'go, TypeScript , SQL' },
  ] as unknown as Entry[];
  return data;
}

const check = (answer: unknown, original: ResumeData = DEMO_RESUME) =>
  checkStructuredTailoring(original, TailoringAnswerSchema.parse(answer));
const why = (answer: unknown, original: ResumeData = DEMO_RESUME) => {
  const verdict = check(answer, original);
  return verdict.ok ? 'ok' : verdict.why;
};

describe('checkStructuredTailoring: structure', () => {
  it('accepts the resume unchanged, and reordered and reworded bullets, a rephrased summary, regrouped skills', () => {
    expect(why(sourced())).toBe('ok');
    expect(why(faithful())).toBe('ok');
  });

  it('answers the resume to render: the sentences joined into its summary, bullets and descriptions', () => {
    const verdict = check(faithful());
    if (!verdict.ok) throw new Error(verdict.why);
    expect(verdict.data.summary[0]!.summaryText).toBe(
      'Software engineer with 4 years of experience in Go and TypeScript, building reliable web platforms.',
    );
    expect(verdict.data.experience[0]!.bullets).toEqual([
      'Built an idempotent payment retry pipeline in Go that recovered 1.2% of failed orders every month',
      'Cut p99 checkout latency by 38% by moving the checkout service to an event-driven design',
    ]);
    expect(verdict.data.experience[0]!.description).toBe('Checkout and payments platform team.');
    expect(verdict.data.experience[0]!.company).toBe('Flipkart');
  });

  it('accepts differences of case, dashes and spacing in fixed fields', () => {
    const data = faithful();
    data.experience[0]!.duration = 'jul 2022 – Present';
    data.education[0]!.degree = '  B.Tech.  in Computer Science and Engineering ';
    expect(why(data)).toBe('ok');
  });

  it('refuses an added employer, naming it', () => {
    const data = faithful();
    data.experience.push({ ...data.experience[1]!, id: 'x', company: 'Acme Corp' });
    expect(why(data)).toBe('added an employer that is not on your resume (Acme Corp)');
  });

  it('refuses a renamed employer as an added one', () => {
    const data = faithful();
    data.experience[1]!.company = 'Razorpay Software Pvt Ltd';
    expect(why(data)).toBe('added an employer that is not on your resume (Razorpay Software Pvt Ltd)');
  });

  it('refuses a changed date, showing before and after', () => {
    const data = faithful();
    data.experience[1]!.duration = 'Jul 2019 - Jun 2022';
    expect(why(data)).toBe('changed a date (Jul 2020 - Jun 2022 → Jul 2019 - Jun 2022)');
  });

  it('refuses a changed job title, degree, score, location and leadership title', () => {
    const title = faithful();
    title.experience[0]!.title = 'Senior Software Engineer';
    expect(why(title)).toBe('changed a job title (Software Engineer II → Senior Software Engineer)');
    const degree = faithful();
    degree.education[0]!.degree = 'M.Tech. in Computer Science';
    expect(why(degree)).toBe(
      'changed a degree (B.Tech. in Computer Science and Engineering → M.Tech. in Computer Science)',
    );
    const gpa = faithful();
    gpa.education[0]!.gpa = '9.4/10';
    expect(why(gpa)).toBe('changed a score (8.9/10 → 9.4/10)');
    const place = faithful();
    place.experience[0]!.location = 'Remote';
    expect(why(place)).toBe('changed a location (Bengaluru, India → Remote)');
    const org = faithful();
    org.leadership[0]!.title = 'President';
    expect(why(org)).toBe('changed a title (Coordinator → President)');
  });

  it('refuses an invented skill, a new skill category and an unused technology', () => {
    const skill = faithful();
    skill.skills[0]!.skills = ['Kubernetes', 'Terraform'] as never;
    expect(why(skill)).toBe('listed a skill you do not have (Terraform)');
    // A technology the original lists on a job (MySQL at Razorpay) is a skill the user has.
    const fromJob = faithful();
    fromJob.skills[0]!.skills = ['Kubernetes', 'MySQL'] as never;
    expect(why(fromJob)).toBe('ok');
    const category = faithful();
    category.skills[0]!.category = 'Cloud Native';
    expect(why(category)).toBe('added a skill category that is not on your resume (Cloud Native)');
    const tag = faithful();
    tag.experience[1]!.tags = 'Node.js, Kubernetes';
    expect(why(tag)).toBe('listed a technology you did not list for Razorpay (Kubernetes)');
  });

  it('refuses dropped, repeated and reordered entries, extra bullets, new sections and a new summary', () => {
    const dropped = faithful();
    dropped.experience.pop();
    expect(why(dropped)).toBe('left out an employer from your resume (Razorpay)');
    const twice = faithful();
    twice.experience.push({ ...twice.experience[0]! });
    expect(why(twice)).toBe('listed an employer twice (Flipkart)');
    const swapped = faithful();
    swapped.experience.reverse();
    expect(why(swapped)).toBe('changed the order of your entries (Flipkart → Razorpay)');
    const bullets = faithful();
    bullets.experience[1]!.bullets = [said('a', 'S11'), said('b', 'S11'), said('c', 'S12')];
    expect(why(bullets)).toBe('added bullet points to Razorpay');
    const section = faithful();
    section.awards = [{ id: 'a', title: 'Best Engineer', bullets: [] }];
    expect(why(section)).toBe('added a section that is not on your resume (Awards)');
    const noSummary = structuredClone(DEMO_RESUME);
    noSummary.summary = [];
    const withSummary = sourced(noSummary);
    withSummary.summary = [{ id: 's', sentences: [said('Software engineer.', 'S3')] }];
    expect(why(withSummary, noSummary)).toBe('added a summary that is not on your resume');
  });

  it('refuses changed contact details', () => {
    const data = faithful();
    data.personal[0]!.phone = '+91 90000 00000';
    expect(why(data)).toBe('changed your phone number (+91 98765 43210 → +91 90000 00000)');
  });

  it('checks custom sections like projects', () => {
    const withCustom = ResumeDataSchema.parse({
      ...structuredClone(DEMO_RESUME),
      certifications: [{ title: 'AWS Solutions Architect', subtitle: 'Amazon', duration: '2021' }],
    });
    const tailored = sourced(withCustom);
    expect(why(tailored, withCustom)).toBe('ok');
    tailored.certifications![0] = { ...tailored.certifications![0]!, duration: '2020' };
    expect(why(tailored, withCustom)).toBe('changed a date (2021 → 2020)');
  });
});

const TEXT = `Priya Sharma
priya.sharma@example.com | +91 98765 43210
EXPERIENCE
Flipkart — Software Engineer II, Jul 2022 – Present, Bengaluru, India
- Led the checkout migration, cutting p99 latency by 38%
Razorpay, Software Engineer, Jul 2020 - Jun 2022
EDUCATION
Indian Institute of Technology Bombay, B.Tech. in Computer Science, Aug 2016 - May 2020, CGPA 8.9/10
SKILLS: TypeScript, Go, Kafka, PostgreSQL
Also: Google Cloud, Certified Scrum Master, Stanford CoreNLP`;

/** A resume built from TEXT as the model answers it: [L5] is the Flipkart bullet. */
function fromText(): Answer {
  return {
    personal: [{ name: 'Priya Sharma', email: 'priya.sharma@example.com', phone: '+91 98765 43210' }],
    summary: [],
    experience: [
      {
        company: 'Flipkart',
        title: 'Software Engineer II',
        duration: 'Jul 2022 - Present',
        location: 'Bengaluru, India',
        bullets: [said('Cut p99 latency by 38% by leading the checkout migration', 'L5')],
        tags: ['Go', 'Kafka'],
      },
      { company: 'Razorpay', title: 'Software Engineer', duration: 'Jul 2020 – Jun 2022', bullets: [] },
    ],
    education: [
      {
        school: 'Indian Institute of Technology Bombay',
        degree: 'B.Tech. in Computer Science',
        duration: 'Aug 2016 - May 2020',
        scoreType: 'CGPA',
        gpa: '8.9/10',
        bullets: [],
      },
    ],
    skills: [{ category: 'Skills', skills: ['Go', 'typescript', 'Kafka'], bullets: [] }],
  } as unknown as Answer;
}

const textWhy = (answer: unknown, text = TEXT) => {
  const verdict = checkTextTailoring(text, TailoringAnswerSchema.parse(answer));
  return verdict.ok ? 'ok' : verdict.why;
};

describe('checkTextTailoring: fields found whole', () => {
  it('accepts a resume built from the fields of the text', () => {
    expect(textWhy(fromText())).toBe('ok');
  });

  it('refuses an employer, a date, a skill, a technology and a title the text does not hold', () => {
    const employer = fromText();
    employer.experience.push({ ...employer.experience[1]!, company: 'Acme Corp' });
    expect(textWhy(employer)).toBe('added an employer that is not on your resume (Acme Corp)');
    const date = fromText();
    date.experience[1]!.duration = 'Jul 2019 - Jun 2022';
    expect(textWhy(date)).toBe('added a date that is not on your resume (Jul 2019 - Jun 2022)');
    const skill = fromText();
    skill.skills[0]!.skills = ['Go', 'Kubernetes'] as never;
    expect(textWhy(skill)).toBe('listed a skill you do not have (Kubernetes)');
    const tag = fromText();
    tag.experience[0]!.tags = ['Go', 'Rust'];
    expect(textWhy(tag)).toBe('listed a technology you do not have (Rust)');
    const title = fromText();
    title.experience[1]!.title = 'Staff Engineer';
    expect(textWhy(title)).toBe('added a job title that is not on your resume (Staff Engineer)');
  });

  it('refuses an employer, school or degree cut out of a longer name (the review: Google, Stanford, Master)', () => {
    const google = fromText();
    google.experience.unshift({ ...google.experience[1]!, company: 'Google' });
    expect(textWhy(google)).toBe('added an employer that is not on your resume (Google)');
    const stanford = fromText();
    stanford.education.push({
      school: 'Stanford',
      degree: 'Master',
      duration: 'Aug 2016 - May 2020',
    } as never);
    expect(textWhy(stanford)).toBe('added a school that is not on your resume (Stanford)');
    const master = fromText();
    master.education[0]!.degree = 'Master';
    expect(textWhy(master)).toBe('added a degree that is not on your resume (Master)');
  });

  it('refuses a title with a claim added, and fields of two entries put together', () => {
    const claim = fromText();
    claim.experience[0]!.title = 'Software Engineer II (Top Secret cleared)';
    expect(textWhy(claim)).toBe(
      'added a job title that is not on your resume (Software Engineer II (Top Secret cleared))',
    );
    const mixed = fromText();
    mixed.experience[1]!.duration = 'Jul 2022 – Present';
    expect(textWhy(mixed)).toBe(
      'put together fields that do not stand together on your resume (Razorpay, Software Engineer, Jul 2022 – Present)',
    );
  });

  it('refuses a field found only inside prose (a bullet), and a resume with nothing but contact details', () => {
    const fromBullet = fromText();
    fromBullet.experience[1]!.title = 'Led the checkout migration';
    expect(textWhy(fromBullet)).toBe(
      'added a job title that is not on your resume (Led the checkout migration)',
    );
    expect(textWhy({ personal: fromText().personal })).toBe('left out everything on your resume');
  });

  it('matches skills as whole words: "Java" is not found inside "JavaScript"', () => {
    const skill = fromText();
    skill.skills[0]!.skills = ['Java'] as never;
    expect(textWhy(skill, `${TEXT}\nJavaScript`)).toBe('listed a skill you do not have (Java)');
  });
});

describe('normalise', () => {
  it('reads numbers as written with comparable values', () => {
    expect(numbersIn('cut 38% of $1.2M for 40,000 users in 2019, 30+ teams, 1.50x')).toEqual([
      { text: '38%', value: '38' },
      { text: '$1.2M', value: '1.2' },
      { text: '40,000', value: '40000' },
      { text: '2019', value: '2019' },
      { text: '30+', value: '30' },
      { text: '1.50', value: '1.5' },
    ]);
  });

  it('compares spellings of the same fact as equal', () => {
    expect(canonical(' Jul 2020 – Jun  2022 ')).toBe(canonical('jul 2020-jun 2022'));
    expect(containsPhrase('Acme, Inc. (2019)', 'acme inc')).toBe(true);
    expect(containsPhrase('Googler', 'Go')).toBe(false);
  });
});
