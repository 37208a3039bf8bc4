import { ResumeDataSchema, type ResumeData } from '../src/index';

/**
 * Resumes for the provenance tests and the false-refusal bench (decision 046), beside DEMO_RESUME: the payments
 * engineer (numbers in several units), a data scientist (a summary, projects, a certification, a publication) and a
 * frontend developer's plain-text resume (fields between commas, bars and dashes; skills naming Google Cloud, Scrum
 * Master and Stanford CoreNLP, the words the review's attacks cut out of longer names).
 */
export const BANK_RESUME: ResumeData = ResumeDataSchema.parse({
  personal: [{ name: 'Arjun Mehta', email: 'arjun.mehta@example.com' }],
  summary: [
    { summaryText: 'Backend engineer; my payments API serves 2 million users and moved $1.2M a day.' },
  ],
  experience: [
    {
      company: 'Fincore',
      title: 'Backend Engineer',
      duration: 'Jan 2021 - Present',
      bullets: [
        'Cut API latency 30% for 40 banking clients by caching account lookups',
        'Mentored 4 engineers through their first on-call rotation',
        'Ran a payments ledger settling ₹12 lakh a day across two million users',
      ],
      tags: ['Java', 'Spring', 'Docker'],
    },
    {
      company: 'Paywise',
      title: 'Software Engineer',
      duration: 'Jun 2018 - Dec 2020',
      bullets: ['Cut build times 3x by caching dependencies', 'Grew test coverage to 85%'],
      tags: ['Python', 'PostgreSQL'],
    },
  ],
  skills: [{ category: 'Skills', skills: ['Java', 'Python', 'Docker', 'PostgreSQL', 'JavaScript'] }],
});

export const DATA_RESUME: ResumeData = ResumeDataSchema.parse({
  personal: [
    {
      name: 'Meera Iyer',
      email: 'meera.iyer@example.com',
      phone: '+91 99887 76655',
      linkedin: 'linkedin.com/in/meeraiyer',
    },
  ],
  summary: [
    {
      summaryText:
        'Data scientist with 5 years of experience in forecasting, experimentation and NLP. ' +
        'Built models in Python and SQL that drive pricing and supply decisions for a grocery business serving 3 million households.',
    },
  ],
  experience: [
    {
      company: 'BigBasket',
      title: 'Senior Data Scientist',
      duration: 'Apr 2022 - Present',
      location: 'Bengaluru, India',
      description: 'Demand forecasting and pricing team.',
      bullets: [
        'Designed a demand forecasting model for 18,000 products that reduced food waste by 12%',
        'Ran 40 A/B tests on checkout pricing with the product team, lifting average order value by 4.5%',
        'Trained two junior analysts in experiment design and causal inference',
      ],
      tags: ['Python', 'PySpark', 'Airflow', 'XGBoost'],
    },
    {
      company: 'Mu Sigma',
      title: 'Decision Scientist',
      duration: 'Jul 2019 - Mar 2022',
      location: 'Bengaluru, India',
      description: '',
      bullets: [
        'Built churn models for a US telecom client that flagged 20% of churners a month earlier',
        'Automated weekly reporting in SQL and Tableau, saving analysts 10 hours a week',
      ],
      tags: 'SQL, Tableau, R',
    },
  ],
  projects: [
    {
      title: 'Review Sentiment',
      subtitle: 'Open-source sentiment classifier for Indian English reviews',
      duration: '2021',
      description: 'A fine-tuned BERT model with a small REST API.',
      bullets: ['Reached 0.91 F1 on a labelled set of 25,000 product reviews'],
      tags: ['PyTorch', 'Hugging Face', 'FastAPI'],
    },
  ],
  education: [
    {
      school: 'Indian Statistical Institute',
      degree: 'M.Stat.',
      duration: '2017 - 2019',
      location: 'Kolkata, India',
      scoreType: 'GPA',
      gpa: '8.4/10',
    },
  ],
  certifications: [
    {
      title: 'AWS Certified Machine Learning - Specialty',
      subtitle: 'Amazon Web Services',
      duration: '2023',
      description: '',
      bullets: [],
      tags: '',
    },
  ],
  skills: [
    { category: 'Languages', skills: ['Python', 'SQL', 'R'] },
    { category: 'Machine learning', skills: ['XGBoost', 'PyTorch', 'scikit-learn', 'Hugging Face'] },
    { category: 'Data', skills: ['PySpark', 'Airflow', 'Tableau', 'BigQuery'] },
  ],
});

/** A frontend developer's resume as text taken from a PDF. */
export const FRONTEND_TEXT = `Asha Rao
asha.rao@example.com | +91 90000 11111 | Bengaluru, India | github.com/asharao

SUMMARY
Frontend engineer with 4 years of experience building accessible web apps in React and TypeScript.

EXPERIENCE
Software Engineer II, Swiggy, Bengaluru — Jul 2022 - Present
• Rebuilt the restaurant onboarding flow in React, cutting drop-off by 18%
• Led the move from Redux to React Query across 6 apps, removing 9,000 lines of code
• Mentored three interns through their first production releases
Software Engineer, Zoho — Jul 2020 - Jun 2022
• Built the invoice editor used by 50,000 small businesses
• Improved Lighthouse accessibility scores from 62 to 95 on the billing pages
• Organised the internal frontend guild's monthly talks

EDUCATION
B.E. in Computer Science, PES University, 2016 - 2020, CGPA 8.1/10

CERTIFICATIONS
Certified Scrum Master (CSM), 2021

SKILLS
Languages: TypeScript, JavaScript, HTML, CSS
Frameworks: React, Next.js, Redux, React Query
Cloud: Google Cloud, Firebase
Other: Jest, Playwright, Stanford CoreNLP (hobby project)
`;
