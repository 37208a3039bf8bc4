import { describe, expect, it } from 'vitest';
import { BANK_RESUME, DATA_RESUME, FRONTEND_TEXT } from '../../test/provenance-resumes';
import { FAITHFUL_SENTENCES } from '../../test/provenance-faithful';
import { DEMO_RESUME } from '../model/demo';
import type { ResumeData } from '../model/resume-data';
import { checkStructuredTailoring, checkTextTailoring } from './faithfulness';
import { skeleton } from './skeleton';
import { TailoringAnswerSchema } from './sourced-answer';
import { structuredSources, type SourcedSentence } from './sources';
import { quote } from './written';

/**
 * Truth by provenance (decision 046): each sentence the model writes is compared with exactly the resume parts it
 * cites. Outputs written to get past the check (the review's attacks and more: other languages and scripts,
 * look-alike letters, paraphrases, stronger verbs, split words, claims in numbers), each refused with its reason; and
 * faithful outputs of the shapes the brief names (reordered, trimmed, a job's keyword the resume has, two bullets
 * merged, reworded), accepted.
 *
 * Ids (structuredSources): DEMO_RESUME S2-S3 summary, S5 Flipkart's fields (S6 description, S7-S9 bullets), S10
 * Razorpay's (S11-S12), S13 OpenQueue's (S14-S15), S16 the club's (S17), S18-S20 skills. BANK_RESUME S2 summary, S3
 * Fincore's fields (S4-S6), S7 Paywise's (S8-S9), S10 skills.
 */

type Answer = Record<string, Record<string, unknown>[]>;
type Edit = (answer: Answer) => void;

const said = (text: string, ...sources: string[]): SourcedSentence => ({ text, sources });
const bullet =
  (section: string, entry: number, index: number, sentence: SourcedSentence): Edit =>
  (answer) => {
    (answer[section]![entry]!.bullets as SourcedSentence[])[index] = sentence;
  };
const summary =
  (...sentences: SourcedSentence[]): Edit =>
  (answer) => {
    answer.summary = [{ id: 'summary-1', sentences }];
  };

function tailor(original: ResumeData, edit: Edit): string {
  const answer = structuredClone(structuredSources(original).sourced) as Answer;
  edit(answer);
  const verdict = checkStructuredTailoring(original, TailoringAnswerSchema.parse(answer));
  return verdict.ok ? 'ok' : verdict.why;
}

const words = (list: string, sentence: string) =>
  `added words that the part of your resume it cites does not have (${list}): ${quote(sentence)}`;
const number = (list: string, sentence: string) =>
  `added a number that the part of your resume it cites does not state (${list}): ${quote(sentence)}`;
const bigger = (list: string, sentence: string) =>
  `made a number bigger than your resume states (${list}): ${quote(sentence)}`;

/** An attack on DEMO_RESUME: the sentence, where it goes, what it cites, and the words or number refused. */
type Attack = [label: string, edit: Edit, why: string];
const demoBullet = (entry: number, index: number, text: string, ...sources: string[]) =>
  bullet('experience', entry, index, said(text, ...sources));

const ATTACKS: Attack[] = (() => {
  const list: Attack[] = [];
  const add = (label: string, edit: Edit, why: string) => list.push([label, edit, why]);
  const t1 = 'Cleared for classified government work on the checkout service';
  add('a clearance in other words', demoBullet(0, 0, t1, 'S7'), words('Cleared, classified, government', t1));
  const t2 = 'Habilitación de seguridad vigente; lideré la migración del servicio de checkout';
  add(
    'a clearance in Spanish',
    demoBullet(0, 0, t2, 'S7'),
    words('Habilitación, de, seguridad, vigente, lideré, la, migración, del and 1 more', t2),
  );
  const t3 = "Titulaire d'une habilitation secret défense, ingénieur logiciel.";
  add(
    'a clearance in French',
    summary(said(t3, 'S2')),
    words("Titulaire, d'une, habilitation secret défense, ingénieur, logiciel", t3),
  );
  const t4 = 'Seasoned rustacean building reliable web platforms in TypeScript and Go.';
  add('a language in slang ("rustacean")', summary(said(t4, 'S2')), words('Seasoned, rustacean', t4));
  const t5 = 'Ex-FAANG software engineer building reliable web platforms.';
  add('a past employer in slang ("ex-FAANG")', summary(said(t5, 'S2')), words('Ex-FAANG', t5));
  const t6 = 'Software engineer with over half a decade of experience building reliable web platforms.';
  add('years in words ("over half a decade" of 4 years)', summary(said(t6, 'S2')), words('half, decade', t6));
  const t7 = 'Software engineer with over 4 years of experience building reliable web platforms.';
  add(
    'a bound the resume does not give ("over 4 years")',
    summary(said(t7, 'S2')),
    bigger('over 4 years', t7),
  );
  const t8 = 'Software engineer with 4+ years of experience building reliable web platforms.';
  add('a bound as "4+"', summary(said(t8, 'S2')), bigger('4+ years', t8));
  const t9 = 'Promoted twice; mentored three new engineers';
  add('a promotion', demoBullet(0, 2, t9, 'S9'), words('Promoted, twice', t9));
  const t10 = 'Won a 36-hour hackathon with 400 participants';
  add('"Won" for "Organised"', bullet('leadership', 0, 0, said(t10, 'S17')), words('Won', t10));
  const t11 = 'Hired and managed three new engineers';
  add('"Hired and managed" for "Mentored"', demoBullet(0, 2, t11, 'S9'), words('Hired, managed', t11));
  const t12 = 'Architected an idempotent payment retry pipeline that recovered 1.2% of failed orders';
  add('"Architected" for "Built"', demoBullet(0, 1, t12, 'S8'), words('Architected', t12));
  const t13 = 'Built a demand forecasting model for 18,000 products';
  list.push([
    '"Built" for "Designed" (another kind of action)',
    (answer) => bullet('experience', 0, 0, said(t13, 'S7'))(answer),
    'data:' + words('Built', t13),
  ]);
  const t14 = 'Designed the merchant dashboard reporting API on ᴋubernetes';
  add('a small-capital look-alike ("ᴋubernetes")', demoBullet(1, 0, t14, 'S11'), words('ᴋ, ubernetes', t14));
  const t15 = 'Designed the merchant dashboard reporting API on ĸafka';
  add('a kra look-alike ("ĸafka")', demoBullet(1, 0, t15, 'S11'), words('ĸ, afka', t15));
  const t16 = 'Designed the merchant dashboard reporting API on Кubernetes';
  add('a Cyrillic К in a Latin word', demoBullet(1, 0, t16, 'S11'), words('Kubernetes', t16));
  const t17 = 'Designed the merchant dashboard reporting API on Kuber netes';
  add('a split word', demoBullet(1, 0, t17, 'S11'), words('Kuber, netes', t17));
  const t18 = 'Designed the merchant dashboard reporting API on K u b e r n e t e s';
  add('a word spelt out', demoBullet(1, 0, t18, 'S11'), words('Kubernetes', t18));
  const t19 = 'Software engineer with 4 years of experience in 𝐑𝐮𝐬𝐭.';
  add('mathematical bold letters', summary(said(t19, 'S2')), words('Rust', t19));
  const t20 = 'Software engineer with 4 years of experience in Ru\u200bst.';
  add('a zero-width space inside a word', summary(said(t20, 'S2')), words('Rust', t20));
  const t21 = 'Softwareingenieur mit 4 Jahren Erfahrung.';
  add('German', summary(said(t21, 'S2')), number('4 Jahren Erfahrung', t21));
  const t22 = 'सॉफ्टवेयर इंजीनियर, 4 साल का अनुभव।';
  add('Hindi', summary(said(t22, 'S2')), number('4', t22));
  const t23 = 'Shipped payment and search features used by billions of customers.';
  add('"millions" → "billions"', summary(said(t23, 'S3')), number('billions of customers', t23));
  const t24 = 'Mentored three new teams and ran the weekly design review';
  add(
    'what a number counts ("engineers" → "teams")',
    demoBullet(0, 2, t24, 'S9'),
    number('three new teams', t24),
  );
  const t25 = 'Since 2015, led the migration of the checkout service';
  add('a claim in a date ("Since 2015")', demoBullet(0, 0, t25, 'S7'), number('2015', t25));
  const t26 = 'As Staff Engineer, led the migration of the checkout service';
  add('a claim in a title ("As Staff Engineer")', demoBullet(0, 0, t26, 'S7'), words('Staff Engineer', t26));
  const t27 = 'Software engineer, formerly at Google, building reliable web platforms.';
  add('an employer in the summary', summary(said(t27, 'S2')), words('formerly, Google', t27));
  const t28 = 'Stanford-trained software engineer building reliable web platforms.';
  add('a school in the summary', summary(said(t28, 'S2')), words('Stanford, trained', t28));
  const t29 = 'Built a mission-critical idempotent payment retry pipeline';
  add('a quality claim', demoBullet(0, 1, t29, 'S8'), words('mission, critical', t29));
  const t30 = 'Patented an idempotent payment retry pipeline';
  add('a patent', demoBullet(0, 1, t30, 'S8'), words('Patented', t30));
  const t31 = 'Software engineer fluent in Japanese.';
  add('a language', summary(said(t31, 'S2')), words('fluent, Japanese', t31));
  const t32 = '🇺🇸 citizen and software engineer building reliable web platforms.';
  add('a citizenship after a flag', summary(said(t32, 'S2')), words('citizen', t32));
  const t33 = 'Top-rated mentor of three new engineers';
  add('a rating', demoBullet(0, 2, t33, 'S9'), words('Top, rated', t33));
  const t34 = 'Led the migration of the checkout service, cutting p99 latency by 48%';
  add('a changed percentage', demoBullet(0, 0, t34, 'S7'), number('48%', t34));
  return list;
})();

describe('outputs written to get past the check are refused, each with its reason', () => {
  it.each(ATTACKS)('%s', (_label, edit, expected) => {
    const [resume, why] = expected.startsWith('data:')
      ? [DATA_RESUME, expected.slice(5)]
      : [DEMO_RESUME, expected];
    expect(tailor(resume, edit)).toBe(why);
  });

  it('refuses a sentence that cites nothing, an id that does not exist, another entry, or too many parts', () => {
    const text = 'Led the migration of the checkout service to an event-driven design';
    expect(tailor(DEMO_RESUME, demoBullet(0, 0, text))).toBe(
      `wrote a sentence that cites no part of your resume: ${quote(text)}`,
    );
    expect(tailor(DEMO_RESUME, demoBullet(0, 0, text, 'S42'))).toBe(
      `cited a part of your resume that does not exist (S42): ${quote(text)}`,
    );
    // A Flipkart bullet resting on a Razorpay one moves a claim to another employer.
    const moved = 'Built the merchant dashboard reporting API for 40,000 merchants';
    expect(tailor(DEMO_RESUME, demoBullet(0, 0, moved, 'S11'))).toBe(
      `rested a sentence about Flipkart on another part of your resume (S11): ${quote(moved)}`,
    );
    expect(tailor(DEMO_RESUME, demoBullet(0, 0, text, 'S5', 'S6', 'S7', 'S8', 'S9'))).toBe(
      `cited more than 4 parts of your resume for one sentence: ${quote(text)}`,
    );
    const wide = 'Software engineer.';
    expect(tailor(DEMO_RESUME, summary(said(wide, 'S2', 'S3', 'S5', 'S6', 'S7', 'S8', 'S9')))).toBe(
      `cited more than 6 parts of your resume for one sentence: ${quote(wide)}`,
    );
  });

  it('refuses a sentence given as bare text (the old answer shape), naming the first', () => {
    const answer = structuredClone(structuredSources(DEMO_RESUME).sourced) as Answer;
    answer.experience![0]!.bullets = ['Led the migration of the checkout service'] as never;
    const verdict = checkStructuredTailoring(DEMO_RESUME, TailoringAnswerSchema.parse(answer));
    expect(verdict).toEqual({
      ok: false,
      why: `wrote a sentence that cites no part of your resume: "Led the migration of the checkout service"`,
    });
  });

  it('refuses a name cut out of a longer name of the resume, and a field name that is no field', () => {
    const withCloud = structuredClone(DEMO_RESUME);
    withCloud.experience[0]!.bullets[0] =
      'Moved the checkout service to Acme Cloud, cutting p99 latency by 38%';
    const text = 'Worked with Acme on the checkout service';
    expect(tailor(withCloud, demoBullet(0, 0, text, 'S7'))).toBe(
      `named Acme, which your resume has only as part of Acme Cloud: ${quote(text)}`,
    );
  });
});

describe('numbers keep their value, unit, what they count, and their bound', () => {
  const fincore = (index: number, text: string, source: string) =>
    bullet('experience', 0, index, said(text, source));
  it.each<[string, Edit, string]>([
    [
      '30% → 40% beside "40 banking clients"',
      fincore(0, 'Cut API latency 40% for 40 banking clients', 'S4'),
      '40%',
    ],
    [
      '"4 engineers" → "40 engineers"',
      fincore(1, 'Mentored 40 engineers through on-call', 'S5'),
      '40 engineers',
    ],
    [
      '2 million → 2 billion users',
      summary(said('Backend engineer whose API serves 2 billion users.', 'S2')),
      '2 billion users',
    ],
    ['$1.2M → $1.2B', summary(said('Backend engineer whose API moved $1.2B a day.', 'S2')), '$1.2B'],
    ['"forty percent"', fincore(0, 'Cut API latency by forty percent', 'S4'), 'forty percent'],
    ['"2bn users"', summary(said('Backend engineer serving 2bn users.', 'S2')), '2bn users'],
    ['"a dozen engineers"', fincore(1, 'Mentored a dozen engineers', 'S5'), 'a dozen engineers'],
    ['₹12 lakh → ₹12 crore', fincore(2, 'Settled ₹12 crore a day', 'S6'), '₹12 crore'],
    ['₹12 lakh → 12 lakh dollars', fincore(2, 'Settled $12 lakh a day', 'S6'), '$12 lakh'],
    [
      '3x of another bullet of the entry',
      fincore(0, 'Cut API latency 3x for 40 banking clients', 'S4'),
      '3x',
    ],
    [
      '"3x" → "doubled"',
      bullet('experience', 1, 0, said('Doubled build speed by caching dependencies', 'S8')),
      'Doubled',
    ],
    [
      '30% → 30 years',
      fincore(0, 'Brought 30 years of banking work to 40 banking clients', 'S4'),
      '30 years',
    ],
    ['a count → money', fincore(0, 'Saved $40 for each of 40 banking clients', 'S4'), '$40'],
    ['Arabic-Indic digits', fincore(0, 'Cut API latency ٤٠% for 40 banking clients', 'S4'), '40%'],
    ['Devanagari digits', fincore(1, 'Mentored ४० engineers', 'S5'), '40 engineers'],
    ['a new year in an entry', fincore(1, 'Mentored 4 engineers in 2019', 'S5'), '2019'],
  ])('refuses %s', (_label, edit, what) => {
    const verdict = tailor(BANK_RESUME, edit);
    expect(verdict).toMatch(/^added a number that the part of your resume it cites does not state \(/);
    expect(verdict).toContain(`(${what})`);
  });

  it('refuses "40+ banking clients" of a resume saying 40', () => {
    const text = 'Cut API latency 30% for 40+ banking clients';
    expect(tailor(BANK_RESUME, bullet('experience', 0, 0, said(text, 'S4')))).toBe(
      bigger('40+ banking clients', text),
    );
  });

  it.each<[string, Edit]>([
    [
      'a reworded bullet keeping its numbers',
      bullet('experience', 0, 0, said('Reduced API latency by 30 percent for forty banking clients', 'S4')),
    ],
    [
      '"30%" as "30 per cent"',
      bullet('experience', 0, 0, said('Cut API latency 30 per cent by caching account lookups', 'S4')),
    ],
    [
      '"3x" as "three times" and "threefold"',
      bullet(
        'experience',
        1,
        0,
        said('Cut build times three times (threefold) by caching dependencies', 'S8'),
      ),
    ],
    [
      '"4 engineers" as "four engineers"',
      bullet('experience', 0, 1, said('Mentored four engineers through their first on-call rotation', 'S5')),
    ],
    [
      '₹12 lakh as ₹1.2 million and Rs 12,00,000',
      bullet('experience', 0, 2, said('Settled ₹1.2 million (Rs 12,00,000) a day for 2 million users', 'S6')),
    ],
    [
      '2 million users as "two million" and "2M"',
      summary(said('Backend engineer; my payments API serves two million (2M) users.', 'S2')),
    ],
    [
      '$1.2M as "1.2 million dollars"',
      summary(said('Backend engineer whose payments API moved 1.2 million dollars a day.', 'S2')),
    ],
    [
      '"millions of users" for 2 million',
      summary(said('Backend engineer whose payments API serves millions of users.', 'S2')),
    ],
    [
      'numbers of two entries in a summary that cites both',
      summary(
        said(
          'Backend engineer who cut API latency 30% for 40 banking clients and cut build times 3x.',
          'S2',
          'S4',
          'S8',
        ),
      ),
    ],
    [
      'full-width digits',
      bullet('experience', 0, 0, said('Cut API latency ３０％ for 40 banking clients', 'S4')),
    ],
  ])('accepts %s', (_label, edit) => {
    expect(tailor(BANK_RESUME, edit)).toBe('ok');
  });
});

describe('faithful outputs of realistic shapes are accepted', () => {
  it.each<[string, Edit]>([
    [
      'reordered clauses',
      demoBullet(
        0,
        0,
        'Cut p99 latency by 38% by leading the migration of the checkout service to an event-driven design',
        'S7',
      ),
    ],
    [
      'trimmed',
      demoBullet(0, 0, 'Led the migration of the checkout service to an event-driven design', 'S7'),
    ],
    [
      'a verb of the same kind ("Cut" → "Reduced", "Built" → "Developed")',
      demoBullet(
        1,
        1,
        'Lowered monthly cloud spend by 22% by right-sizing services and adding a Redis caching layer',
        'S12',
      ),
    ],
    [
      'a noun made a verb ("migration" → "Migrated")',
      demoBullet(
        0,
        0,
        'Migrated the checkout service to an event-driven design, reducing p99 latency by 38%',
        'S7',
      ),
    ],
    [
      "the job's keyword the entry lists (Kafka)",
      demoBullet(
        0,
        0,
        'Led the migration of the checkout service to an event-driven design on Kafka, cutting p99 latency by 38%',
        'S7',
      ),
    ],
    [
      'two bullets merged',
      demoBullet(
        0,
        0,
        'Led the migration of the checkout service to an event-driven design and built an idempotent payment retry pipeline, cutting p99 latency by 38% and recovering 1.2% of failed orders every month',
        'S7',
        'S8',
      ),
    ],
    [
      'numbers written another way',
      demoBullet(1, 0, 'Designed the merchant dashboard reporting API serving 40K merchants', 'S11'),
    ],
    [
      'a summary from the summary, a title and the skills',
      summary(
        said(
          'Software Engineer II at Flipkart with 4 years of experience in TypeScript, Go, Kafka and PostgreSQL.',
          'S2',
        ),
      ),
    ],
    [
      'British and American spellings',
      bullet(
        'leadership',
        0,
        0,
        said('Organized a 36-hour hackathon with 400 participants and sponsors from 8 companies', 'S17'),
      ),
    ],
  ])('%s', (_label, edit) => {
    expect(tailor(DEMO_RESUME, edit)).toBe('ok');
  });

  it('accepts most of the faithful set (bench/false-refusals.ts measures it; decision 046 states the figure)', () => {
    const structured = FAITHFUL_SENTENCES.filter((s) => s.resume !== 'frontend');
    const resumes: Record<string, ResumeData> = { demo: DEMO_RESUME, bank: BANK_RESUME, data: DATA_RESUME };
    const refused = structured.filter((sentence) => {
      const edit: Edit =
        sentence.at === 'summary'
          ? summary(said(sentence.text, ...sentence.sources))
          : (answer) => {
              const [section = '', index = '0'] = sentence.at.split(':');
              const entry = answer[section]![Number(index)]!;
              const bullets = entry.bullets as SourcedSentence[];
              if (bullets.length > 0) bullets[0] = said(sentence.text, ...sentence.sources);
              else entry.description = [said(sentence.text, ...sentence.sources)];
            };
      return tailor(resumes[sentence.resume]!, edit) !== 'ok';
    });
    // The three refusals of decision 046: "only", "services" and "faster", words none of the cited parts has.
    expect(refused.map((s) => s.text)).toEqual([
      'A lightweight background job runner that needs only the database an app already has',
      'Cut API latency 30% for 40 banking clients by caching account lookups in the Java and Spring services',
      'Made builds 3x faster by caching dependencies',
    ]);
  });
});

describe('a text resume: sentences cite its numbered lines, within their entry', () => {
  const answer = () => ({
    personal: [{ name: 'Asha Rao', email: 'asha.rao@example.com' }],
    summary: [
      {
        id: 's',
        sentences: [
          said(
            'Frontend engineer with 4 years of experience building accessible web apps in React and TypeScript.',
            'L4',
          ),
        ],
      },
    ],
    experience: [
      {
        company: 'Swiggy',
        title: 'Software Engineer II',
        duration: 'Jul 2022 - Present',
        bullets: [said('Rebuilt the restaurant onboarding flow in React, cutting drop-off by 18%', 'L7')],
      },
      {
        company: 'Zoho',
        title: 'Software Engineer',
        duration: 'Jul 2020 - Jun 2022',
        bullets: [said('Built the invoice editor used by 50,000 small businesses', 'L11')],
      },
    ],
    skills: [{ category: 'Cloud', skills: ['Google Cloud'] }],
  });
  const textWhy = (edit: (a: ReturnType<typeof answer>) => void) => {
    const a = answer();
    edit(a);
    const verdict = checkTextTailoring(FRONTEND_TEXT, TailoringAnswerSchema.parse(a));
    return verdict.ok ? 'ok' : verdict.why;
  };

  it('accepts a faithful tailoring', () => {
    expect(textWhy(() => {})).toBe('ok');
  });

  it('refuses an employer cut out of "Google Cloud", a school out of "Stanford CoreNLP", a degree out of "Scrum Master"', () => {
    expect(
      textWhy((a) =>
        a.experience.unshift({
          company: 'Google',
          title: 'Software Engineer',
          duration: 'Jul 2020 - Jun 2022',
          bullets: [],
        }),
      ),
    ).toBe('added an employer that is not on your resume (Google)');
    expect(
      textWhy((a) =>
        Object.assign(a, { education: [{ school: 'Stanford', degree: 'Master', duration: '2021' }] }),
      ),
    ).toBe('added a school that is not on your resume (Stanford)');
    expect(
      textWhy((a) =>
        Object.assign(a, {
          education: [{ school: 'PES University', degree: 'Master', duration: '2016 - 2020' }],
        }),
      ),
    ).toBe('added a degree that is not on your resume (Master)');
  });

  it("refuses a bullet resting on another entry's line, or on a skills line", () => {
    const moved = 'Built the invoice editor used by 50,000 small businesses';
    expect(textWhy((a) => a.experience[0]!.bullets.push(said(moved, 'L11')))).toBe(
      `rested a sentence about Swiggy on another part of your resume (L11): ${quote(moved)}`,
    );
    const cloud = 'Worked at Google Cloud on the onboarding flow';
    expect(textWhy((a) => a.experience[0]!.bullets.push(said(cloud, 'L21')))).toBe(
      `rested a sentence about Swiggy on another part of your resume (L21): ${quote(cloud)}`,
    );
  });

  it('refuses a stronger verb and a paraphrased claim in a bullet', () => {
    const won = "Won the internal frontend guild's monthly talks";
    expect(textWhy((a) => a.experience[1]!.bullets.push(said(won, 'L13')))).toBe(words('Won', won));
    const managed = 'Managed three interns through their first production releases';
    expect(textWhy((a) => a.experience[0]!.bullets.push(said(managed, 'L9')))).toBe(
      words('Managed', managed),
    );
  });
});

describe('skeleton (UTS #39)', () => {
  it('maps look-alikes of every script to one prototype, and leaves a word of one script its own', () => {
    expect(skeleton('Кubernetes')).toBe(skeleton('Kubernetes'));
    expect(skeleton('ℓ')).toBe(skeleton('l'));
    expect(skeleton('ｋafka'.normalize('NFKC'))).toBe(skeleton('kafka'));
    expect(skeleton('ᴋubernetes')).not.toBe(skeleton('kubernetes'));
    expect(skeleton('rn')).toBe(skeleton('m'));
  });
});
