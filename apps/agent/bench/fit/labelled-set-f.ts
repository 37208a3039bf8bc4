import type { LabelledJob } from './labelled-types';

/**
 * Labelled job descriptions, part F (decision 047): twenty postings written after the check was tuned on parts A-E
 * and measured once before any change to the check (the figures are in decision 047), then kept in the tuning set.
 * Mixed on purpose: kinds, audiences and eligibility worded otherwise than in parts D and E, and ordinary jobs.
 */
export const SET_F: LabelledJob[] = [
  {
    id: 'f01-business-analyst-skip',
    title: 'Business Analyst',
    location: 'Gurugram, Haryana, India',
    label: 'skip',
    why: 'Business analysis: requirements, process maps and user stories; the SQL is for reports.',
    description: `Key Responsibilities
• Gather and document business requirements (BRD, FRD) from stakeholders
• Create process flows and user stories for the development team
• Write SQL queries to analyse data and prepare reports in Power BI
• Support UAT and sign-off

Requirements
• 4-6 years as a Business Analyst in BFSI
• SQL, Excel, Power BI; basic Python is a plus
• Excellent communication`,
  },
  {
    id: 'f02-desktop-support-skip',
    title: 'Desktop Support Engineer',
    location: 'Mumbai, Maharashtra, India',
    label: 'skip',
    why: 'Desktop support: laptops, tickets and users.',
    description: `Job Description:
- Install and configure laptops, printers and software for 300 users
- Troubleshoot hardware, network and Outlook issues and close tickets in Freshservice
- Maintain the asset inventory
- Basic scripting in PowerShell or Python is an advantage
Experience: 2-5 years. Shift timings: 9 AM to 6 PM, rotational Saturdays.`,
  },
  {
    id: 'f03-uat-tester-banking-skip',
    title: 'UAT Tester - Banking',
    location: 'Chennai, Tamil Nadu, India',
    label: 'skip',
    why: 'User acceptance testing, by hand.',
    description: `We are looking for UAT testers with banking domain knowledge.
Responsibilities: prepare UAT test cases from business requirements, execute them, raise defects in ALM and retest fixes. Coordinate with business users for sign-off.
Skills: SQL for data validation, knowledge of core banking, exposure to API testing with Postman. 3+ years.`,
  },
  {
    id: 'f04-presales-skip',
    title: 'Pre-Sales Consultant',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Pre-sales: demos, proposals and RFPs.',
    description: `As a Pre-Sales Consultant you will run product demos for prospects, answer RFPs, build proofs of concept with our Python SDK and React widgets, and support the sales team in closing deals. 5+ years in pre-sales for SaaS; strong presentation skills; some SQL and AWS.`,
  },
  {
    id: 'f05-fresher-python-skip',
    title: 'Python Developer - Fresher',
    location: 'Indore, Madhya Pradesh, India',
    label: 'skip',
    why: 'For freshers.',
    description: `Qualification: B.Tech/BCA/MCA (2024, 2025 pass out)
Experience: Fresher
Skills: Python, Django, SQL, HTML, CSS, JavaScript
Salary: 2.4 - 3.6 LPA`,
  },
  {
    id: 'f06-apprentice-skip',
    title: 'Software Engineering Apprentice',
    location: 'Birmingham, England, United Kingdom',
    label: 'skip',
    why: 'An apprenticeship in the UK.',
    description: `Join our 2-year Software Engineering Apprenticeship and earn a Level 4 qualification while you work.
You will learn Python, JavaScript, React and AWS with our engineers.
You'll need: 5 GCSEs including Maths and English; the right to live and work in the UK.`,
  },
  {
    id: 'f07-early-talent-skip',
    title: 'Software Engineer, Early Career',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'An early-career role for up to two years of experience.',
    description: `About the program
Our early career program is designed for engineers with 0-2 years of experience.

Qualifications
- BS in Computer Science or related field
- Coding experience in Python, Java or JavaScript
- Interest in web technologies like React`,
  },
  {
    id: 'f08-usc-gc-contract-skip',
    title: 'Python Developer (W2 Contract)',
    location: 'Charlotte, North Carolina, United States',
    label: 'skip',
    why: 'A US contract for US citizens and green-card holders only.',
    description: `Title: Python Developer
Duration: 12 months
Location: Charlotte, NC (Hybrid)
Visa: USC/GC only

Must have: 6+ years of Python, Flask or Django, SQL, AWS, React is a plus.`,
  },
  {
    id: 'f09-aus-working-rights-skip',
    title: 'Full Stack Engineer',
    location: 'Melbourne, Victoria, Australia',
    label: 'skip',
    why: 'Full Australian working rights required.',
    description: `We're a Melbourne fintech hiring a Full Stack Engineer (React, Python, AWS).
To be considered you'll need 4+ years of experience and full Australian working rights (citizen or permanent resident). We're unable to offer sponsorship.`,
  },
  {
    id: 'f10-us-clearance-secret-skip',
    title: 'Software Developer',
    location: 'Colorado Springs, Colorado, United States',
    label: 'skip',
    why: 'An active Secret clearance is required.',
    description: `Required Skills:
- 5+ years of Python and JavaScript development
- React, SQL
- Active DoD Secret clearance

Desired: AWS GovCloud, Kubernetes`,
  },
  {
    id: 'f11-kotlin-spring-skip',
    title: 'Backend Engineer',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Kotlin and Spring Boot, five years of each.',
    description: `Our payments core is written in Kotlin with Spring Boot.
Requirements
- 5+ years of backend development with Kotlin or Java
- Spring Boot, Kafka, PostgreSQL
- Experience with high-throughput systems`,
  },
  {
    id: 'f12-python-django-apply',
    title: 'Senior Python Developer',
    location: 'Ahmedabad, Gujarat, India',
    label: 'apply',
    why: 'Python, Django, SQL and AWS: the profile.',
    description: `Experience: 5-8 Years
Must Have Skills: Python, Django/Flask, REST APIs, PostgreSQL/MySQL, AWS (EC2, S3, Lambda)
Good to Have: React.js, Docker, Celery
Notice Period: Immediate to 30 days`,
  },
  {
    id: 'f13-react-frontend-apply',
    title: 'React.js Developer',
    location: 'Jaipur, Rajasthan, India (Remote)',
    label: 'apply',
    why: 'React and JavaScript, four years.',
    description: `We're looking for a React.js Developer with 4+ years of experience.
- Strong proficiency in JavaScript, including DOM manipulation and the JavaScript object model
- Thorough understanding of React.js and its core principles
- Experience with Redux and REST APIs
- Familiarity with TypeScript and Next.js is a plus`,
  },
  {
    id: 'f14-data-engineer-apply',
    title: 'Data Engineer',
    location: 'Hyderabad, Telangana, India',
    label: 'apply',
    why: 'Python, SQL and AWS data services; Airflow is learnable.',
    description: `Responsibilities
- Build batch and streaming pipelines in Python on AWS (Glue, Lambda, S3, Redshift)
- Model data in SQL for analytics

Requirements
- 4+ years of data engineering with Python and SQL
- Experience with AWS data services
- Airflow or a similar orchestrator`,
  },
  {
    id: 'f15-fullstack-node-apply',
    title: 'Full Stack Engineer (React/Node)',
    location: 'Noida, Uttar Pradesh, India',
    label: 'apply',
    why: 'React with a Node.js backend: the profile’s JavaScript, and Python is accepted.',
    description: `You'll build features across our React front end and Node.js or Python services.
What we need: 4+ years of full-stack experience, React, JavaScript/TypeScript, one backend language (Node.js or Python), SQL.
Nice: AWS, GraphQL.`,
  },
  {
    id: 'f16-sdet-js-apply',
    title: 'Senior SDET',
    location: 'Bengaluru, Karnataka, India',
    label: 'apply',
    why: 'Test automation code in JavaScript and Python for a React product.',
    description: `You will write and maintain automated test suites in JavaScript (Cypress) and Python for our React application and APIs, build the test infrastructure in CI, and pair with developers on testability. 5+ years of engineering experience with JavaScript or Python; SQL; AWS is a plus.`,
  },
  {
    id: 'f17-remote-global-apply',
    title: 'Software Engineer (Backend, Python)',
    location: 'Remote',
    label: 'apply',
    why: 'Fully remote, open worldwide; Python and SQL.',
    description: `We hire globally and pay through Deel. You can live anywhere.
- 4+ years of Python
- PostgreSQL
- AWS or GCP
- Bonus: React`,
  },
  {
    id: 'f18-mid-level-range-apply',
    title: 'Software Engineer',
    location: 'Kolkata, West Bengal, India',
    label: 'apply',
    why: 'Three to six years asked; five is in range.',
    description: `Experience required: 3 to 6 years.
Tech stack: Python, FastAPI, React, PostgreSQL, AWS.
You will own features end to end and mentor two junior developers.`,
  },
  {
    id: 'f19-uk-sponsor-apply',
    title: 'Senior Software Engineer',
    location: 'London, England, United Kingdom',
    label: 'apply',
    why: 'Skilled Worker visa sponsorship offered; React and Python.',
    description: `Tech: React, TypeScript, Python, PostgreSQL, AWS.
You have 5+ years of experience building web products.
We are a licensed sponsor and can sponsor Skilled Worker visas for this role.`,
  },
  {
    id: 'f20-ml-lite-apply',
    title: 'Software Engineer, ML Platform',
    location: 'Bengaluru, Karnataka, India',
    label: 'apply',
    why: 'Platform engineering in Python on AWS; machine learning is a plus.',
    description: `Build the Python services and React tools our data scientists use to train and deploy models on AWS.
Requirements: 4+ years of Python, SQL, AWS; React for internal tools.
Nice to have: experience with PyTorch or SageMaker.`,
  },
];
