import type { LabelledJob } from './labelled-types';

/**
 * Labelled job descriptions, part E (decision 047): who may be hired, as postings in Singapore, the United Kingdom,
 * Australia, the United States, the United Arab Emirates, Canada, France and Germany write it (citizenship, residency,
 * the right to work, clearances, "locals only"); stacks the old vocabulary did not know (Angular with "React-only
 * candidates will not be considered", .NET, Elixir); and jobs that must not be skipped although they mention support,
 * QA, juniors, management or another country: an SDET who writes automation code, "support our customers by
 * building", a developer who works with QA, a senior who mentors juniors, sponsorship offered, "open to candidates from
 * anywhere", a search that asks for the kind.
 */
export const SET_E: LabelledJob[] = [
  {
    id: 'e01-singapore-citizens-pr-skip',
    title: 'Software Engineer (Full Stack)',
    location: 'Singapore, Singapore',
    label: 'skip',
    why: 'Open only to Singapore Citizens and Permanent Residents; the profile is authorised in India only.',
    description: `Responsibilities
- Develop and maintain web applications using React and Python (Django)
- Design RESTful APIs and PostgreSQL schemas
- Deploy and operate services on AWS

Requirements
- Degree in Computer Science or equivalent
- At least 4 years of full-stack development experience
- Proficient in JavaScript, React, Python and SQL

This position is open only to Singapore Citizens and Permanent Residents.`,
  },
  {
    id: 'e02-uk-sc-clearance-skip',
    title: 'Python Developer',
    location: 'London, England, United Kingdom',
    label: 'skip',
    why: 'SC clearance eligibility for a UK government client; no UK right to work.',
    description: `Python Developer – Government Digital Services – Hybrid (London)

We are looking for a Python Developer to join a team delivering citizen-facing services for a central government department.

Essential skills
- Strong Python (Django or Flask) and SQL
- Experience building accessible front ends with React
- Experience of AWS

Due to the nature of the client, candidates must hold or be eligible for SC clearance. You must have lived in the UK for the last 5 years.`,
  },
  {
    id: 'e03-australia-baseline-citizens-skip',
    title: 'Full Stack Developer',
    location: 'Canberra, Australian Capital Territory, Australia',
    label: 'skip',
    why: 'Australian citizens only, with a Baseline clearance to obtain.',
    description: `About the opportunity
Our client, a federal agency, requires a Full Stack Developer for a 12-month contract with a view to extension.

Key criteria
- 5+ years of experience with React, JavaScript and Python
- Experience with AWS and CI/CD pipelines
- Strong stakeholder engagement

Security: Applicants must be Australian citizens and able to obtain and maintain a Baseline security clearance. NV1 highly regarded.`,
  },
  {
    id: 'e04-us-person-itar-skip',
    title: 'Software Engineer',
    location: 'Huntsville, Alabama, United States',
    label: 'skip',
    why: 'ITAR work: U.S. persons only.',
    description: `Build mission software for satellite ground systems in Python and React.

Basic Qualifications:
- Bachelor's degree and 4+ years of software development experience
- Python, JavaScript/React, SQL
- Experience with AWS GovCloud

Due to ITAR regulations, applicants must be a U.S. Person (U.S. citizen or lawful permanent resident).`,
  },
  {
    id: 'e05-uk-right-to-work-skip',
    title: 'Backend Engineer (Python)',
    location: 'Manchester, England, United Kingdom',
    label: 'skip',
    why: 'Must already hold the right to work in the UK; the profile needs sponsorship.',
    description: `About us
We're a 60-person insurtech in Manchester.

What you'll bring
- 4+ years building backend services in Python
- Solid SQL and PostgreSQL
- Experience with AWS (Lambda, SQS, DynamoDB)
- A good eye for testing

Please note: applicants must already hold the right to work in the UK. We are not able to offer sponsorship for this role.`,
  },
  {
    id: 'e06-uae-nationals-skip',
    title: 'Senior Software Engineer',
    location: 'Abu Dhabi, Abu Dhabi Emirate, United Arab Emirates',
    label: 'skip',
    why: 'An Emiratisation role: UAE Nationals only.',
    description: `Job Purpose
Design and build digital services for a government entity using React, Python and cloud services.

Qualifications
- Bachelor's degree in Computer Science
- 5+ years of software engineering experience
- React, Python, SQL, AWS or Azure

This is an Emiratisation role; UAE Nationals only.`,
  },
  {
    id: 'e07-canada-reliability-skip',
    title: 'Full Stack Developer',
    location: 'Ottawa, Ontario, Canada',
    label: 'skip',
    why: 'A Canadian federal contract that needs Reliability Status clearance.',
    description: `Our Ottawa team is looking for a Full Stack Developer for a federal government client.

Requirements:
- 5 years of experience developing web applications with React and Python
- Experience with SQL databases
- Valid Reliability Status security clearance is mandatory
- Bilingualism (English/French) is an asset`,
  },
  {
    id: 'e08-france-habilitation-skip',
    title: 'Développeur Full Stack / Full Stack Developer',
    location: 'Paris, Île-de-France, France',
    label: 'skip',
    why: 'Defence work requiring "habilitation secret défense".',
    description: `Context: defence programme for a French ministry.

Profile:
- 5+ years of experience with React and Python
- SQL (PostgreSQL)
- English required, French appreciated

Candidates must be eligible for a habilitation secret défense (the role requires it before starting).`,
  },
  {
    id: 'e09-germany-sicherheit-skip',
    title: 'Software Engineer Backend (m/w/d)',
    location: 'Munich, Bavaria, Germany',
    label: 'skip',
    why: 'Requires a German security check (Sicherheitsüberprüfung Ü2) and EU citizenship.',
    description: `Your tasks
- Development of backend services in Python for defence customers
- Integration with React front ends and PostgreSQL

Your profile
- 4+ years of Python development
- Good SQL skills
- EU citizenship and willingness to undergo a security check (Sicherheitsüberprüfung Ü2) are mandatory`,
  },
  {
    id: 'e10-dubai-locals-only-skip',
    title: 'React Developer',
    location: 'Dubai, United Arab Emirates',
    label: 'skip',
    why: 'Local candidates only; the profile is not authorised in the UAE.',
    description: `We need a React Developer for a 6-month project with a retail client in Dubai.

Requirements:
- 4+ years of React and JavaScript
- REST APIs, Python is a plus
- Immediate joiners

Local candidates only: you must currently reside in the UAE and hold a valid visa.`,
  },
  {
    id: 'e11-angular-react-only-refused-skip',
    title: 'Frontend Engineer',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Four years of Angular, and the post refuses React-only candidates.',
    description: `We are rebuilding our trading terminal and need an experienced Angular engineer.

Must have:
- 4+ years of hands-on experience with Angular 12+ and TypeScript
- RxJS and NgRx for state management
- Unit testing with Jest or Karma
- HTML, CSS/SCSS

Please note: React-only candidates will not be considered for this role.`,
  },
  {
    id: 'e12-dotnet-csharp-skip',
    title: '.NET Developer',
    location: 'Hyderabad, Telangana, India',
    label: 'skip',
    why: 'C#, ASP.NET Core and Azure: the core stack is one the profile lacks.',
    description: `Key Skills: C#, ASP.NET Core, Entity Framework Core, SQL Server, Azure Functions, Azure Service Bus

Experience: 5-8 years

Job Description:
- Design and develop microservices using .NET 6/8 and C#
- Write complex T-SQL queries and stored procedures
- Deploy to Azure App Service and AKS
- Knowledge of Angular or React is an added advantage`,
  },
  {
    id: 'e13-elixir-phoenix-skip',
    title: 'Backend Engineer',
    location: 'Remote (Europe or India)',
    label: 'skip',
    why: 'Elixir and Phoenix, three years required.',
    description: `Our backend is written in Elixir, and we're hiring.

You have:
- 3+ years of professional Elixir experience (Phoenix, Ecto, OTP)
- Experience with PostgreSQL
- Some React is welcome, as we are a small team`,
  },
  {
    id: 'e14-sdet-python-automation-apply',
    title: 'Software Development Engineer in Test (SDET)',
    location: 'Bengaluru, Karnataka, India',
    label: 'apply',
    why: 'An SDET who writes automation code in Python against a React app: engineering, in the profile’s stack.',
    description: `What you'll do
- Design and build our test automation framework in Python (pytest, Playwright)
- Write automated tests for our React web app and REST APIs, and run them in CI
- Build tools that make our developers faster: test data services, mocks, reporting dashboards
- Review code with the product engineers and improve the testability of our services

What you'll need
- 4+ years of software engineering experience, including test automation
- Strong Python; good JavaScript
- Experience with SQL and AWS`,
  },
  {
    id: 'e15-support-by-building-apply',
    title: 'Software Engineer, Customer Platform',
    location: 'Bengaluru, Karnataka, India',
    label: 'apply',
    why: 'A developer who supports customers by building the integrations: Python and React.',
    description: `The Customer Platform team supports our customers by building the integrations, APIs and self-serve tools they rely on.

You will
- Build and own Python services and React interfaces used by 8,000 customers
- Work with the support team to find the root causes of problems and fix them in code
- Take part in an on-call rotation for the services you own

You bring
- 4+ years of software development with Python and JavaScript
- Experience with React, SQL and AWS`,
  },
  {
    id: 'e16-developer-with-qa-duty-apply',
    title: 'Python Developer',
    location: 'Kochi, Kerala, India',
    label: 'apply',
    why: 'A developer role that names QA as one of its duties.',
    description: `Responsibilities:
- Develop new features in our Django application and the React admin panel
- Write unit and integration tests and take part in QA before each release
- Support the QA team in reproducing and fixing defects
- Optimise SQL queries and maintain AWS infrastructure

Requirements:
- 4-7 years of Python development
- Django, React, SQL, AWS`,
  },
  {
    id: 'e17-senior-mentors-juniors-apply',
    title: 'Senior Software Engineer',
    location: 'Pune, Maharashtra, India (Hybrid)',
    label: 'apply',
    why: 'A senior role that mentors juniors and interns: not a junior role.',
    description: `As a Senior Software Engineer you will design and build features across our React frontend and Python backend, mentor junior engineers and interns, and help shape our engineering practices.

Requirements
- 5+ years of experience building web applications
- Expert in Python and React; strong SQL
- Experience running services on AWS`,
  },
  {
    id: 'e18-must-be-authorised-india-apply',
    title: 'Full Stack Engineer',
    location: 'Bengaluru, Karnataka, India',
    label: 'apply',
    why: '"Must be authorised to work in India": the profile is.',
    description: `Requirements
- 4+ years with React and Python
- SQL and AWS

Candidates must be authorised to work in India. We do not offer visa sponsorship.`,
  },
  {
    id: 'e19-berlin-sponsorship-apply',
    title: 'Backend Engineer (Python)',
    location: 'Berlin, Germany',
    label: 'apply',
    why: 'Visa sponsorship and relocation offered, English-speaking team; Python, SQL, AWS.',
    description: `About us
We're a climate-tech company in Berlin; our team of 30 engineers comes from 20 countries and works in English.

What you'll do
- Build Python services that process energy data
- Design PostgreSQL schemas and AWS infrastructure

What you bring
- 4+ years of Python and SQL
- Experience with AWS
- React knowledge is a plus

We sponsor visas (EU Blue Card) and offer relocation support. German is not required.`,
  },
  {
    id: 'e20-remote-anywhere-apply',
    title: 'Senior Full Stack Engineer (Remote)',
    location: 'Remote',
    label: 'apply',
    why: 'Open to candidates from anywhere; React, Python, SQL.',
    description: `We are a fully remote company and this role is open to candidates from anywhere in the world.

You have:
- 5+ years of professional experience with React and TypeScript or JavaScript
- Strong Python and SQL
- Experience with AWS

We pay in USD via our employer-of-record partners.`,
  },
  {
    id: 'e21-support-tools-team-apply',
    title: 'Senior Software Engineer, Support Tools',
    location: 'Bengaluru, Karnataka, India',
    label: 'apply',
    why: 'An engineer on the team that builds tools for support agents.',
    description: `The Support Tools team builds the internal applications our 500 support agents use every day.

What you'll do
- Build React applications and Python APIs for ticket routing and customer history
- Improve the performance of our SQL queries and AWS services
- Work with support agents to understand their workflow

What you need
- 5+ years of experience in Python and React
- SQL, AWS`,
  },
  {
    id: 'e22-singapore-sponsors-apply',
    title: 'Software Engineer (Python)',
    location: 'Singapore, Singapore',
    label: 'apply',
    why: 'Singaporeans and foreigners both welcome; the company sponsors the Employment Pass.',
    description: `Requirements
- 4+ years of Python development
- React and SQL
- AWS experience

We welcome applications from Singaporeans and foreigners alike and will sponsor an Employment Pass for the right candidate.`,
  },
  {
    id: 'e23-engineering-manager-searched-apply',
    title: 'Engineering Manager',
    location: 'Bengaluru, Karnataka, India',
    label: 'apply',
    why: 'The search asks for Engineering Manager roles, and the stack is the profile’s.',
    search: { jobTitle: 'Engineering Manager' },
    description: `Lead a team of 6 engineers building our React and Python product.

What you'll do
- Manage and grow the team: hiring, one-on-ones and performance reviews
- Stay hands-on in design reviews and code reviews
- Own delivery with product and design

What you bring
- 5+ years of software engineering in Python and React
- Experience leading engineers
- AWS and SQL`,
  },
  {
    id: 'e24-support-searched-apply',
    title: 'Technical Support Engineer',
    location: 'Bengaluru, Karnataka, India',
    label: 'apply',
    why: 'The search asks for Technical Support Engineer roles; SQL and Python fit.',
    search: { jobTitle: 'Technical Support Engineer' },
    description: `Responsibilities
- Troubleshoot customer issues with our data platform and resolve tickets within SLA
- Write SQL and small Python scripts to investigate data problems
- Escalate product bugs to engineering with clear reproduction steps

Requirements
- 3+ years of technical support for a software product
- SQL and Python
- Familiarity with AWS`,
  },
  {
    id: 'e25-software-engineer-ii-apply',
    title: 'Software Engineer II',
    location: 'Bengaluru, Karnataka, India',
    label: 'apply',
    why: 'A mid-level role for 2-5 years: not a first level.',
    description: `Requirements
- 2-5 years of experience building web applications
- React and JavaScript
- Python and SQL
- AWS basics`,
  },
  {
    id: 'e26-angular-or-react-apply',
    title: 'Frontend Developer',
    location: 'Chennai, Tamil Nadu, India',
    label: 'apply',
    why: 'Angular or React either way: the profile has React.',
    description: `Must have
- 4+ years of frontend development with Angular or React
- Strong JavaScript, HTML and CSS
- Experience consuming REST APIs

Good to have
- Python for small backend tasks
- AWS`,
  },
  {
    id: 'e27-bengaluru-preferred-apply',
    title: 'Backend Developer',
    location: 'Bengaluru, Karnataka, India',
    label: 'apply',
    why: 'A preference for candidates in Bengaluru is not a restriction, and the profile is authorised in India.',
    description: `Skills: Python, Django, SQL, AWS, React (good to have)
Experience: 4-7 years
Candidates based in Bengaluru are preferred; we will consider others willing to relocate.`,
  },
  {
    id: 'e28-vue3-or-react-apply',
    title: 'Frontend Engineer',
    location: 'Bengaluru, Karnataka, India (Hybrid)',
    label: 'apply',
    why: 'Vue3 or React with TypeScript; the profile has React and JavaScript.',
    description: `We use Vue3 today and are open to engineers from React backgrounds.

Requirements
- 4+ years building single-page applications with Vue3 or React
- JavaScript (ES6+) and TypeScript
- Experience with REST APIs and SQL basics`,
  },
];
