/**
 * Faithful sentences of realistic shapes (decision 046), as a model tailoring a resume to a job writes them: reordered,
 * trimmed, reworded with verbs of the same kind, a job's keyword the resume has brought forward (from the entry's
 * technologies), two bullets merged, numbers written another way, summaries rebuilt from the summary, the skills and
 * the entries' fields. Written from the resumes of provenance-resumes.ts, by hand, without running the check: the
 * bench (bench/false-refusals.ts) counts how many the check refuses, and the unit tests hold the shapes named in the
 * brief to passing. `at` is `summary` or the entry (`experience:0`) the sentence is written for; sources as the
 * prompt numbers them (structuredSources / textSources).
 */
export interface FaithfulSentence {
  resume: 'demo' | 'bank' | 'data' | 'frontend';
  at: string;
  text: string;
  sources: string[];
  shape: 'reorder' | 'trim' | 'reword' | 'keyword' | 'merge' | 'numbers' | 'summary';
}

const s = (
  resume: FaithfulSentence['resume'],
  at: string,
  shape: FaithfulSentence['shape'],
  text: string,
  ...sources: string[]
): FaithfulSentence => ({ resume, at, text, sources, shape });

export const FAITHFUL_SENTENCES: FaithfulSentence[] = [
  // DEMO_RESUME: Flipkart (S5 fields; S7, S8, S9), Razorpay (S10; S11, S12), OpenQueue (S13; S14, S15),
  // the hackathon (S16; S17), skills S18-S20, summary S2-S3.
  s(
    'demo',
    'experience:0',
    'trim',
    'Led the migration of the checkout service to an event-driven design',
    'S7',
  ),
  s(
    'demo',
    'experience:0',
    'reorder',
    'Cut p99 latency by 38% by leading the migration of the checkout service to an event-driven design',
    'S7',
  ),
  s(
    'demo',
    'experience:0',
    'reword',
    'Migrated the checkout service to an event-driven design, reducing p99 latency by 38%',
    'S7',
  ),
  s(
    'demo',
    'experience:0',
    'keyword',
    'Led the migration of the checkout service to an event-driven design on Kafka, cutting p99 latency by 38%',
    'S7',
  ),
  s(
    'demo',
    'experience:0',
    'keyword',
    'Drove the move of the checkout service to an event-driven architecture using Kafka and Go, cutting p99 latency by 38 percent',
    'S7',
  ),
  s(
    'demo',
    'experience:0',
    'reword',
    'Developed an idempotent payment retry pipeline that recovers 1.2% of failed orders each month',
    'S8',
  ),
  s(
    'demo',
    'experience:0',
    'keyword',
    'Built an idempotent payment retry pipeline in Go and PostgreSQL, recovering 1.2% of failed orders every month',
    'S8',
  ),
  s(
    'demo',
    'experience:0',
    'numbers',
    'Mentored 3 new engineers and ran the weekly design review for distributed systems',
    'S9',
  ),
  s('demo', 'experience:0', 'trim', "Ran the team's weekly design review for distributed systems", 'S9'),
  s(
    'demo',
    'experience:0',
    'merge',
    'Led the migration of the checkout service to an event-driven design and built an idempotent payment retry pipeline, cutting p99 latency by 38% and recovering 1.2% of failed orders every month',
    'S7',
    'S8',
  ),
  s('demo', 'experience:0', 'reword', 'Checkout and payments platform team', 'S6'),
  s(
    'demo',
    'experience:1',
    'reword',
    'Designed the reporting API for the merchant dashboard, serving 40,000 merchants with sub-second queries',
    'S11',
  ),
  s(
    'demo',
    'experience:1',
    'numbers',
    'Designed the merchant dashboard reporting API serving 40K merchants',
    'S11',
  ),
  s(
    'demo',
    'experience:1',
    'reword',
    'Lowered monthly cloud spend by 22% through right-sizing services and adding a Redis caching layer',
    'S12',
  ),
  s(
    'demo',
    'experience:1',
    'keyword',
    'Added a Redis caching layer and right-sized services on AWS, reducing monthly cloud spend by 22%',
    'S12',
  ),
  s(
    'demo',
    'experience:1',
    'merge',
    'Designed the merchant dashboard reporting API for 40,000 merchants and reduced monthly cloud spend by 22% with a Redis caching layer',
    'S11',
    'S12',
  ),
  s(
    'demo',
    'projects:0',
    'reword',
    'Reached 1,800 GitHub stars and adoption by 30+ production teams in its first year',
    'S15',
  ),
  s(
    'demo',
    'projects:0',
    'reword',
    'A lightweight background job runner that needs only the database an app already has',
    'S14',
  ),
  s(
    'demo',
    'leadership:0',
    'reword',
    'Organized a 36-hour hackathon with 400 participants and sponsors from 8 companies',
    'S17',
  ),
  s(
    'demo',
    'summary',
    'summary',
    'Software engineer with 4 years of experience building reliable web platforms in Go and TypeScript.',
    'S2',
  ),
  s(
    'demo',
    'summary',
    'summary',
    'Software engineer with 4 years of experience in TypeScript, Go, Kafka and PostgreSQL, building reliable web platforms.',
    'S2',
    'S5',
  ),
  s('demo', 'summary', 'summary', 'Shipped payment and search features used by millions of customers.', 'S3'),
  s('demo', 'summary', 'summary', 'Enjoys turning slow, fragile systems into fast, well-tested ones.', 'S3'),
  s(
    'demo',
    'summary',
    'summary',
    'Software Engineer II at Flipkart with 4 years of experience building reliable web platforms.',
    'S2',
    'S5',
  ),
  s(
    'demo',
    'summary',
    'summary',
    'Software engineer experienced in Go, TypeScript, Kafka and Kubernetes.',
    'S18',
    'S20',
  ),

  // BANK_RESUME: Fincore (S3; S4, S5, S6), Paywise (S7; S8, S9), summary S2, skills S10.
  s(
    'bank',
    'experience:0',
    'reword',
    'Reduced API latency by 30% for 40 banking clients by caching account lookups',
    'S4',
  ),
  s(
    'bank',
    'experience:0',
    'reorder',
    'Cached account lookups for 40 banking clients, cutting API latency 30%',
    'S4',
  ),
  s(
    'bank',
    'experience:0',
    'keyword',
    'Cut API latency 30% for 40 banking clients by caching account lookups in the Java and Spring services',
    'S4',
  ),
  s('bank', 'experience:0', 'numbers', 'Mentored four engineers through their first on-call rotation', 'S5'),
  s(
    'bank',
    'experience:0',
    'reword',
    'Ran a payments ledger that settles ₹12 lakh a day across 2 million users',
    'S6',
  ),
  s(
    'bank',
    'experience:0',
    'numbers',
    'Ran a payments ledger settling ₹1.2 million a day across two million users',
    'S6',
  ),
  s('bank', 'experience:1', 'reword', 'Made builds 3x faster by caching dependencies', 'S8'),
  s('bank', 'experience:1', 'reword', 'Increased test coverage to 85%', 'S9'),
  s(
    'bank',
    'experience:1',
    'merge',
    'Cut build times 3x by caching dependencies and grew test coverage to 85%',
    'S8',
    'S9',
  ),
  s(
    'bank',
    'summary',
    'summary',
    'Backend engineer whose payments API serves 2 million users and moves $1.2M a day.',
    'S2',
  ),
  s(
    'bank',
    'summary',
    'summary',
    'Backend engineer working in Java, Python and PostgreSQL; my payments API serves 2 million users.',
    'S2',
    'S10',
  ),

  // DATA_RESUME: BigBasket (S5; S6, S7, S8, S9), Mu Sigma (S10; S11, S12), Review Sentiment (S13; S14, S15),
  // certification S16, skills S17-S19, summary S2-S3.
  s(
    'data',
    'experience:0',
    'reword',
    'Designed a demand forecasting model for 18,000 products that cut food waste by 12%',
    'S7',
  ),
  s(
    'data',
    'experience:0',
    'keyword',
    'Designed a demand forecasting model in Python and XGBoost for 18,000 products, reducing food waste by 12%',
    'S7',
  ),
  s(
    'data',
    'experience:0',
    'reorder',
    'Reduced food waste by 12% with a demand forecasting model covering 18,000 products',
    'S7',
  ),
  s(
    'data',
    'experience:0',
    'reword',
    'Ran 40 A/B tests on checkout pricing with the product team, raising average order value by 4.5%',
    'S8',
  ),
  s('data', 'experience:0', 'trim', 'Ran 40 A/B tests on checkout pricing', 'S8'),
  s(
    'data',
    'experience:0',
    'reword',
    'Trained 2 junior analysts in experiment design and causal inference',
    'S9',
  ),
  s(
    'data',
    'experience:0',
    'merge',
    'Ran 40 A/B tests on checkout pricing, lifting average order value by 4.5%, and trained two junior analysts in experiment design',
    'S8',
    'S9',
  ),
  s(
    'data',
    'experience:1',
    'reword',
    'Developed churn models for a US telecom client that flagged 20% of churners a month earlier',
    'S11',
  ),
  s(
    'data',
    'experience:1',
    'reword',
    'Automated weekly SQL and Tableau reporting, saving analysts 10 hours each week',
    'S12',
  ),
  s('data', 'projects:0', 'reword', 'Fine-tuned a BERT model with a small REST API in FastAPI', 'S14'),
  s(
    'data',
    'projects:0',
    'reword',
    'Reached an F1 of 0.91 on a labelled set of 25,000 product reviews',
    'S15',
  ),
  s(
    'data',
    'summary',
    'summary',
    'Data scientist with 5 years of experience in forecasting, experimentation and NLP, working in Python and SQL.',
    'S2',
    'S3',
  ),
  s(
    'data',
    'summary',
    'summary',
    'Senior Data Scientist at BigBasket with 5 years of experience in forecasting and experimentation.',
    'S2',
    'S5',
  ),
  s(
    'data',
    'summary',
    'summary',
    'Builds models in Python and SQL that drive pricing and supply decisions for a grocery business serving 3 million households.',
    'S3',
  ),
  s(
    'data',
    'summary',
    'summary',
    'Data scientist skilled in XGBoost, PyTorch, PySpark and Airflow.',
    'S2',
    'S18',
    'S19',
  ),
  s(
    'data',
    'summary',
    'summary',
    'AWS Certified Machine Learning - Specialty data scientist with 5 years of experience in NLP.',
    'S2',
    'S16',
  ),

  // FRONTEND_TEXT: Swiggy fields L6, bullets L7-L9; Zoho fields L10, bullets L11-L13; summary L4; skills L19-L22.
  s(
    'frontend',
    'experience:0',
    'reword',
    'Rebuilt the restaurant onboarding flow in React, reducing drop-off by 18%',
    'L7',
  ),
  s(
    'frontend',
    'experience:0',
    'keyword',
    'Rebuilt the restaurant onboarding flow in React and TypeScript, cutting drop-off by 18%',
    'L7',
    'L6',
  ),
  s(
    'frontend',
    'experience:0',
    'numbers',
    'Led the move from Redux to React Query across six apps, removing 9,000 lines of code',
    'L8',
  ),
  s('frontend', 'experience:0', 'reword', 'Mentored 3 interns through their first production releases', 'L9'),
  s(
    'frontend',
    'experience:0',
    'merge',
    'Rebuilt the restaurant onboarding flow in React, cutting drop-off by 18%, and led the move from Redux to React Query across 6 apps',
    'L7',
    'L8',
  ),
  s('frontend', 'experience:1', 'reword', 'Built the invoice editor used by 50,000 small businesses', 'L11'),
  s(
    'frontend',
    'experience:1',
    'reword',
    'Raised Lighthouse accessibility scores from 62 to 95 on the billing pages',
    'L12',
  ),
  s('frontend', 'experience:1', 'reword', "Organized the internal frontend guild's monthly talks", 'L13'),
  s(
    'frontend',
    'summary',
    'summary',
    'Frontend engineer with 4 years of experience building accessible web apps in React and TypeScript.',
    'L4',
  ),
  s(
    'frontend',
    'summary',
    'summary',
    'Frontend engineer with 4 years of experience in React, TypeScript, Next.js and Jest.',
    'L4',
    'L20',
    'L22',
  ),
];

/** Faithful cover letters of DEMO_RESUME for "Senior Backend Engineer (Payments)" at Acme Payments, as sentences. */
export interface FaithfulLetter {
  job: { title: string; company: string };
  paragraphs: { text: string; sources: string[] }[][];
}

const l = (text: string, ...sources: string[]) => ({ text, sources });
const PAYMENTS = { title: 'Senior Backend Engineer (Payments)', company: 'Acme Payments' };

export const FAITHFUL_LETTERS: FaithfulLetter[] = [
  {
    job: PAYMENTS,
    paragraphs: [
      [l('Dear Hiring Manager,')],
      [
        l('I am writing to apply for the Senior Backend Engineer (Payments) role at Acme Payments.'),
        l(
          'I am a software engineer with 4 years of experience building reliable web platforms in TypeScript and Go.',
          'S2',
        ),
      ],
      [
        l(
          'At Flipkart, I led the migration of the checkout service to an event-driven design, cutting p99 latency by 38%.',
          'S5',
          'S7',
        ),
        l(
          'I also built an idempotent payment retry pipeline that recovered 1.2% of failed orders every month.',
          'S8',
        ),
      ],
      [
        l(
          'At Razorpay, I reduced monthly cloud spend by 22% by right-sizing services and adding a Redis caching layer.',
          'S10',
          'S12',
        ),
      ],
      [l('Thank you for your time and consideration.'), l('I look forward to hearing from you.')],
      [l('Sincerely,'), l('Priya Sharma')],
    ],
  },
  {
    job: PAYMENTS,
    paragraphs: [
      [l('Dear Acme Payments Hiring Team,')],
      [
        l('I am excited to apply for the Senior Backend Engineer position at Acme Payments.'),
        l(
          'As a Software Engineer II at Flipkart, I work on the checkout and payments platform team.',
          'S5',
          'S6',
        ),
      ],
      [
        l(
          'I built an idempotent payment retry pipeline that recovered 1.2% of failed orders every month, and I mentored three new engineers.',
          'S8',
          'S9',
        ),
        l(
          'Before that, at Razorpay, I designed the merchant dashboard reporting API, serving 40,000 merchants with sub-second queries.',
          'S10',
          'S11',
        ),
      ],
      [
        l('I would welcome the opportunity to discuss how my background fits this role.'),
        l('Kind regards,'),
        l('Priya Sharma'),
      ],
    ],
  },
  {
    job: { title: 'Platform Engineer', company: 'Zeta Pvt. Ltd.' },
    paragraphs: [
      [l('Dear Hiring Manager,')],
      [
        l("I'd like to apply for the Platform Engineer role at Zeta."),
        l('I have 4 years of experience building reliable web platforms in TypeScript and Go.', 'S2'),
      ],
      [
        l(
          'My open-source job queue for PostgreSQL, OpenQueue, reached 1,800 GitHub stars and adoption by 30+ production teams within the first year of release.',
          'S13',
          'S15',
        ),
      ],
      [l('Thank you for considering my application.'), l('Best regards,'), l('Priya Sharma')],
    ],
  },
];

/** Faithful tailorings of FRONTEND_TEXT: the fields as the text writes them, bullets citing their lines. */
export const FAITHFUL_TEXT_ENTRIES = {
  personal: [
    {
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: '+91 90000 11111',
      github: 'github.com/asharao',
    },
  ],
  experience: [
    {
      company: 'Swiggy',
      title: 'Software Engineer II',
      duration: 'Jul 2022 - Present',
      location: 'Bengaluru',
      tags: ['React', 'TypeScript'],
    },
    { company: 'Zoho', title: 'Software Engineer', duration: 'Jul 2020 - Jun 2022' },
  ],
  education: [
    {
      school: 'PES University',
      degree: 'B.E. in Computer Science',
      duration: '2016 - 2020',
      scoreType: 'CGPA',
      gpa: '8.1/10',
    },
  ],
  skills: [
    { category: 'Languages', skills: ['TypeScript', 'JavaScript'] },
    { category: 'Frameworks', skills: ['React', 'Next.js', 'React Query'] },
  ],
};

/**
 * A second faithful set, written after the check was tuned on the first and counted as it came out, unchanged
 * (decision 046 reports both figures): the same resumes, other wordings a model uses.
 */
export const HELD_OUT_SENTENCES: FaithfulSentence[] = [
  s(
    'demo',
    'experience:0',
    'reword',
    'Led the checkout service migration to an event-driven design, which cut p99 latency by 38%',
    'S7',
  ),
  s(
    'demo',
    'experience:0',
    'reorder',
    'Recovered 1.2% of failed orders every month by building an idempotent payment retry pipeline',
    'S8',
  ),
  s(
    'demo',
    'experience:0',
    'keyword',
    'Built an idempotent payment retry pipeline with Kafka and PostgreSQL that recovered 1.2% of failed orders monthly',
    'S8',
  ),
  s(
    'demo',
    'experience:0',
    'reword',
    'Ran weekly design reviews on distributed systems for the team and mentored three new engineers',
    'S9',
  ),
  s('demo', 'experience:0', 'trim', 'Mentored three new engineers', 'S9'),
  s(
    'demo',
    'experience:0',
    'merge',
    'Built an idempotent payment retry pipeline recovering 1.2% of failed orders every month, and mentored three new engineers',
    'S8',
    'S9',
  ),
  s(
    'demo',
    'experience:1',
    'reword',
    'Cut monthly cloud spend by 22% by right-sizing services and introducing a Redis caching layer',
    'S12',
  ),
  s(
    'demo',
    'experience:1',
    'keyword',
    'Designed the merchant dashboard reporting API in Node.js, serving 40,000 merchants with sub-second queries',
    'S11',
  ),
  s(
    'demo',
    'experience:1',
    'trim',
    'Designed the merchant dashboard reporting API for 40,000 merchants',
    'S11',
  ),
  s(
    'demo',
    'projects:0',
    'reword',
    'Open-source job queue for PostgreSQL that reached 1,800 GitHub stars and 30+ production teams within its first year',
    'S13',
    'S15',
  ),
  s(
    'demo',
    'summary',
    'summary',
    'Software engineer building reliable web platforms in TypeScript and Go, with payment and search features used by millions of customers.',
    'S2',
    'S3',
  ),
  s(
    'demo',
    'summary',
    'summary',
    'Software engineer with 4 years of experience, focused on turning slow, fragile systems into fast, well-tested ones.',
    'S2',
    'S3',
  ),
  s(
    'demo',
    'summary',
    'summary',
    'Backend-focused software engineer with experience in Go, Kafka, PostgreSQL and Kubernetes at Flipkart.',
    'S2',
    'S5',
  ),
  s(
    'bank',
    'experience:0',
    'reword',
    'Reduced API latency 30% for 40 banking clients through account lookup caching',
    'S4',
  ),
  s('bank', 'experience:0', 'reword', 'Mentored 4 engineers during their first on-call rotation', 'S5'),
  s(
    'bank',
    'experience:0',
    'keyword',
    'Ran a Java payments ledger settling ₹12 lakh a day across two million users',
    'S6',
  ),
  s('bank', 'experience:1', 'reword', 'Cut build times threefold by caching dependencies', 'S8'),
  s('bank', 'experience:1', 'keyword', 'Grew test coverage of the Python services to 85%', 'S9'),
  s(
    'bank',
    'summary',
    'summary',
    'Backend engineer with a payments API serving 2 million users and moving $1.2M a day.',
    'S2',
  ),
  s(
    'data',
    'experience:0',
    'reword',
    'Designed a demand forecasting model covering 18,000 products, reducing food waste 12%',
    'S7',
  ),
  s(
    'data',
    'experience:0',
    'keyword',
    'Ran 40 A/B tests on checkout pricing in Python with the product team, increasing average order value by 4.5%',
    'S8',
  ),
  s(
    'data',
    'experience:0',
    'reword',
    'Trained two junior analysts on experiment design and causal inference',
    'S9',
  ),
  s(
    'data',
    'experience:1',
    'reword',
    'Built churn models for a US telecom client, flagging 20% of churners a month earlier',
    'S11',
  ),
  s(
    'data',
    'experience:1',
    'reword',
    'Automated the weekly reporting with SQL and Tableau, saving analysts 10 hours per week',
    'S12',
  ),
  s(
    'data',
    'projects:0',
    'reword',
    'Open-source sentiment classifier for Indian English reviews that reached 0.91 F1 on 25,000 labelled product reviews',
    'S13',
    'S15',
  ),
  s(
    'data',
    'summary',
    'summary',
    'Data scientist with 5 years of experience in forecasting, experimentation and NLP for a grocery business serving 3 million households.',
    'S2',
    'S3',
  ),
  s(
    'data',
    'summary',
    'summary',
    'Senior Data Scientist experienced in Python, SQL, PySpark and Airflow.',
    'S5',
    'S17',
  ),
  s(
    'frontend',
    'experience:0',
    'reword',
    'Rebuilt the restaurant onboarding flow in React and cut drop-off by 18%',
    'L7',
  ),
  s(
    'frontend',
    'experience:0',
    'reword',
    'Moved 6 apps from Redux to React Query, removing 9,000 lines of code',
    'L8',
  ),
  s(
    'frontend',
    'experience:1',
    'reword',
    'Raised accessibility scores in Lighthouse from 62 to 95 on the billing pages',
    'L12',
  ),
  s('frontend', 'experience:1', 'trim', 'Built the invoice editor for 50,000 small businesses', 'L11'),
  s(
    'frontend',
    'summary',
    'summary',
    'Frontend engineer building accessible web apps in React and TypeScript for 4 years.',
    'L4',
  ),
];
