import { describe, expect, it } from 'vitest';
import { DEMO_RESUME } from '../model/demo';
import { ResumeDataSchema, type ResumeData } from '../model/resume-data';
import { checkStructuredTailoring, checkTextTailoring } from './faithfulness';
import { canonical, containsPhrase, numbersIn } from './normalise';

const original = (): ResumeData => structuredClone(DEMO_RESUME);

/** A faithful tailoring: bullets reordered and reworded, summary rephrased, skills regrouped and trimmed. */
function faithful(): ResumeData {
  const data = original();
  data.summary[0]!.summaryText =
    'Backend engineer with 4 years of experience in Go and TypeScript, focused on payments and reliable platforms.';
  const flipkart = data.experience[0]!;
  flipkart.bullets = [
    'Built an idempotent payment retry pipeline in Go that recovered 1.2% of failed orders every month',
    'Cut p99 checkout latency by 38% by moving the checkout service to an event-driven design',
  ];
  flipkart.tags = ['Go', 'Kafka', 'PostgreSQL'];
  data.skills = [
    { id: 'skills-1', category: 'Tools and Cloud', skills: ['Kubernetes', 'Kafka', 'AWS'], isExpanded: true },
    { id: 'skills-2', category: 'Languages', skills: 'go, TypeScript , SQL', isExpanded: true },
  ];
  return data;
}

const why = (result: ReturnType<typeof checkStructuredTailoring>) => (result.ok ? 'ok' : result.why);

describe('checkStructuredTailoring', () => {
  it('accepts reordered and reworded bullets, a rephrased summary and regrouped skills', () => {
    expect(checkStructuredTailoring(original(), faithful())).toEqual({ ok: true });
    expect(checkStructuredTailoring(original(), original())).toEqual({ ok: true });
  });

  it('accepts differences of case, dashes and spacing in fixed fields', () => {
    const data = faithful();
    data.experience[0]!.duration = 'jul 2022 – Present';
    data.education[0]!.degree = '  B.Tech.  in Computer Science and Engineering ';
    expect(checkStructuredTailoring(original(), data)).toEqual({ ok: true });
  });

  it('refuses an added employer, naming it', () => {
    const data = faithful();
    data.experience.push({ ...data.experience[1]!, id: 'x', company: 'Acme Corp' });
    expect(why(checkStructuredTailoring(original(), data))).toBe(
      'added an employer that is not on your resume (Acme Corp)',
    );
  });

  it('refuses a renamed employer as an added one', () => {
    const data = faithful();
    data.experience[1]!.company = 'Razorpay Software Pvt Ltd';
    expect(why(checkStructuredTailoring(original(), data))).toBe(
      'added an employer that is not on your resume (Razorpay Software Pvt Ltd)',
    );
  });

  it('refuses a changed date, showing before and after', () => {
    const data = faithful();
    data.experience[1]!.duration = 'Jul 2019 - Jun 2022';
    expect(why(checkStructuredTailoring(original(), data))).toBe(
      'changed a date (Jul 2020 - Jun 2022 → Jul 2019 - Jun 2022)',
    );
  });

  it('refuses a changed job title, degree, score and location', () => {
    const title = faithful();
    title.experience[0]!.title = 'Senior Software Engineer';
    expect(why(checkStructuredTailoring(original(), title))).toBe(
      'changed a job title (Software Engineer II → Senior Software Engineer)',
    );
    const degree = faithful();
    degree.education[0]!.degree = 'M.Tech. in Computer Science';
    expect(why(checkStructuredTailoring(original(), degree))).toBe(
      'changed a degree (B.Tech. in Computer Science and Engineering → M.Tech. in Computer Science)',
    );
    const gpa = faithful();
    gpa.education[0]!.gpa = '9.4/10';
    expect(why(checkStructuredTailoring(original(), gpa))).toBe('changed a score (8.9/10 → 9.4/10)');
    const place = faithful();
    place.experience[0]!.location = 'Remote';
    expect(why(checkStructuredTailoring(original(), place))).toBe(
      'changed a location (Bengaluru, India → Remote)',
    );
    const org = faithful();
    org.leadership[0]!.title = 'President';
    expect(why(checkStructuredTailoring(original(), org))).toBe('changed a title (Coordinator → President)');
  });

  it('refuses an invented skill, a new skill category and an unused technology', () => {
    const skill = faithful();
    skill.skills[0]!.skills = ['Kubernetes', 'Terraform'];
    expect(why(checkStructuredTailoring(original(), skill))).toBe(
      'listed a skill you do not have (Terraform)',
    );
    // A technology the original lists on a job (MySQL at Razorpay) is a skill the user has.
    const fromJob = faithful();
    fromJob.skills[0]!.skills = ['Kubernetes', 'MySQL'];
    expect(why(checkStructuredTailoring(original(), fromJob))).toBe('ok');
    const category = faithful();
    category.skills[0]!.category = 'Cloud Native';
    expect(why(checkStructuredTailoring(original(), category))).toBe(
      'added a skill category that is not on your resume (Cloud Native)',
    );
    const tag = faithful();
    tag.experience[1]!.tags = 'Node.js, Kubernetes';
    expect(why(checkStructuredTailoring(original(), tag))).toBe(
      'listed a technology you did not list for Razorpay (Kubernetes)',
    );
  });

  it('refuses a number the original never mentions, in bullets and in the summary', () => {
    const bullet = faithful();
    bullet.experience[0]!.bullets[0] = 'Recovered 2.5% of failed orders every month';
    expect(why(checkStructuredTailoring(original(), bullet))).toBe(
      'added a number that is not in the Flipkart entry of your resume (2.5%)',
    );
    const summary = faithful();
    summary.summary[0]!.summaryText = 'Engineer with 7 years of experience.';
    expect(why(checkStructuredTailoring(original(), summary))).toBe(
      'added a number that is not on your resume (7 years)',
    );
    const money = faithful();
    // 40,000 merchants is on the resume, but $40,000 is money, not merchants.
    money.experience[1]!.bullets[0] = 'Saved $40,000 a year';
    expect(why(checkStructuredTailoring(original(), money))).toBe(
      'added a number that is not in the Razorpay entry of your resume ($40,000)',
    );
    money.experience[1]!.bullets[0] = 'Served 40,000 merchants with sub-second reporting queries';
    expect(checkStructuredTailoring(original(), money)).toEqual({ ok: true });
  });

  it("passes the API tests' faithful tailoring (apps/api/test/ai.ts)", () => {
    const data = original();
    data.summary[0]!.summaryText =
      'Backend engineer with 4 years of experience in Go and TypeScript, building payment platforms used by millions.';
    data.experience[0]!.bullets = [
      'Built an idempotent payment retry pipeline that recovered 1.2% of failed orders every month',
      'Moved the checkout service to an event-driven design on Kafka, cutting p99 latency by 38%',
    ];
    data.experience[0]!.tags = ['Go', 'Kafka', 'PostgreSQL', 'Kubernetes'];
    data.skills = [
      { id: 'skills-1', category: 'Languages', skills: ['Go', 'TypeScript', 'SQL'], isExpanded: true },
      {
        id: 'skills-2',
        category: 'Tools and Cloud',
        skills: ['Kafka', 'Kubernetes', 'Redis', 'AWS'],
        isExpanded: true,
      },
    ];
    expect(checkStructuredTailoring(original(), data)).toEqual({ ok: true });
  });

  it('refuses dropped, repeated and reordered entries, extra bullets, new sections and a new summary', () => {
    const dropped = faithful();
    dropped.experience.pop();
    expect(why(checkStructuredTailoring(original(), dropped))).toBe(
      'left out an employer from your resume (Razorpay)',
    );
    const twice = faithful();
    twice.experience.push({ ...twice.experience[0]! });
    expect(why(checkStructuredTailoring(original(), twice))).toBe('listed an employer twice (Flipkart)');
    const swapped = faithful();
    swapped.experience.reverse();
    expect(why(checkStructuredTailoring(original(), swapped))).toBe(
      'changed the order of your entries (Flipkart → Razorpay)',
    );
    const bullets = faithful();
    bullets.experience[1]!.bullets = ['a', 'b', 'c'];
    expect(why(checkStructuredTailoring(original(), bullets))).toBe('added bullet points to Razorpay');
    const section = faithful();
    section.awards = [
      {
        id: 'a',
        title: 'Best Engineer',
        subtitle: '',
        duration: '',
        location: '',
        description: '',
        bullets: [],
        tags: '',
      },
    ];
    expect(why(checkStructuredTailoring(original(), section))).toBe(
      'added a section that is not on your resume (Awards)',
    );
    const noSummary = original();
    noSummary.summary = [];
    expect(why(checkStructuredTailoring(noSummary, faithful()))).toBe(
      'added a summary that is not on your resume',
    );
  });

  it('refuses changed contact details', () => {
    const data = faithful();
    data.personal[0]!.phone = '+91 90000 00000';
    expect(why(checkStructuredTailoring(original(), data))).toBe(
      'changed your phone number (+91 98765 43210 → +91 90000 00000)',
    );
  });

  it('checks custom sections like projects', () => {
    const withCustom = ResumeDataSchema.parse({
      ...original(),
      certifications: [{ title: 'AWS Solutions Architect', subtitle: 'Amazon', duration: '2021' }],
    });
    const tailored = structuredClone(withCustom);
    expect(checkStructuredTailoring(withCustom, tailored)).toEqual({ ok: true });
    tailored.certifications![0] = { ...tailored.certifications![0]!, duration: '2020' } as never;
    expect(why(checkStructuredTailoring(withCustom, tailored))).toBe('changed a date (2021 → 2020)');
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
SKILLS: TypeScript, Go, Kafka, PostgreSQL`;

function fromText(): ResumeData {
  return ResumeDataSchema.parse({
    personal: [{ name: 'Priya Sharma', email: 'priya.sharma@example.com', phone: '+91 98765 43210' }],
    experience: [
      {
        company: 'Flipkart',
        title: 'Software Engineer II',
        duration: 'Jul 2022 - Present',
        location: 'Bengaluru, India',
        bullets: ['Cut p99 latency by 38% by leading the checkout migration'],
        tags: ['Go', 'Kafka'],
      },
      { company: 'Razorpay', title: 'Software Engineer', duration: 'Jul 2020 – Jun 2022' },
    ],
    education: [
      {
        school: 'Indian Institute of Technology Bombay',
        degree: 'B.Tech. in Computer Science',
        duration: 'Aug 2016 - May 2020',
        scoreType: 'CGPA',
        gpa: '8.9/10',
      },
    ],
    skills: [{ category: 'Skills', skills: ['Go', 'typescript', 'Kafka'] }],
  });
}

describe('checkTextTailoring', () => {
  it('accepts a resume built from facts of the text', () => {
    expect(checkTextTailoring(TEXT, fromText())).toEqual({ ok: true });
  });

  it('refuses an employer, a date, a skill, a technology and a number the text does not hold', () => {
    const employer = fromText();
    employer.experience.push({ ...employer.experience[1]!, company: 'Acme Corp' });
    expect(why(checkTextTailoring(TEXT, employer))).toBe(
      'added an employer that is not on your resume (Acme Corp)',
    );
    const date = fromText();
    date.experience[1]!.duration = 'Jul 2019 - Jun 2022';
    expect(why(checkTextTailoring(TEXT, date))).toBe(
      'added a date that is not on your resume (Jul 2019 - Jun 2022)',
    );
    const skill = fromText();
    skill.skills[0]!.skills = ['Go', 'Kubernetes'];
    expect(why(checkTextTailoring(TEXT, skill))).toBe('listed a skill you do not have (Kubernetes)');
    const tag = fromText();
    tag.experience[0]!.tags = ['Go', 'Rust'];
    expect(why(checkTextTailoring(TEXT, tag))).toBe('listed a technology you do not have (Rust)');
    const number = fromText();
    number.experience[0]!.bullets = ['Cut latency by 45%'];
    expect(why(checkTextTailoring(TEXT, number))).toBe('added a number that is not on your resume (45%)');
    const title = fromText();
    title.experience[1]!.title = 'Staff Engineer';
    expect(why(checkTextTailoring(TEXT, title))).toBe(
      'added a job title that is not on your resume (Staff Engineer)',
    );
  });

  it('refuses a resume with nothing but contact details', () => {
    const empty = ResumeDataSchema.parse({ personal: fromText().personal });
    expect(why(checkTextTailoring(TEXT, empty))).toBe('left out everything on your resume');
  });

  it('matches whole words only: "Go" is not found inside "Google"', () => {
    const skill = fromText();
    skill.skills[0]!.skills = ['Java'];
    expect(why(checkTextTailoring(`${TEXT}\nJavaScript`, skill))).toBe(
      'listed a skill you do not have (Java)',
    );
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
