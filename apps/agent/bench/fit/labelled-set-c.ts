import type { LabelledJob } from './labelled-types';

/** Labelled job descriptions, part C: long LinkedIn-style posts with boilerplate, and the tricky cases. */
export const SET_C: LabelledJob[] = [
  {
    id: 'c01-long-boilerplate-apply',
    title: 'Software Engineer III, Full Stack',
    location: 'Bengaluru, Karnataka, India (Hybrid)',
    label: 'apply',
    why: 'A long post whose real asks are React, Python and SQL; the boilerplate names nothing the user must have.',
    description: `About the job
At Northwind Health, we believe everyone deserves care that is simple and affordable. Since 2015 we have served more than 10 million members, and over the past 10 years we have grown to 4,000 employees in 6 countries.

About the Team
The Member Experience team builds the web and mobile apps our members use to find doctors, book visits and pay bills. We are a team of 12 engineers, 2 designers and a product manager.

What You'll Do
- Build new features end to end across our React frontend and Python services
- Write well-tested code and take part in code reviews
- Improve the performance and reliability of our member portal
- Collaborate with designers to turn ideas into polished experiences
- Participate in an on-call rotation (one week every two months)

What You'll Bring
- Three or more years of experience as a software engineer
- Experience with React and modern JavaScript
- Experience building APIs in Python, Java or Go
- Working knowledge of SQL and relational databases
- Clear written communication

Nice To Have
- TypeScript
- Experience with GraphQL
- Experience in healthcare
- Kubernetes and Terraform

Benefits
- Comprehensive medical, dental and vision insurance for you and your family
- 401(k)-style retirement plan
- Learning budget of 1,00,000 INR per year
- 25 days of paid leave

Northwind Health is an equal opportunity employer. We do not discriminate on the basis of race, religion, colour, national origin, gender, sexual orientation, age, marital status, veteran status, or disability status.`,
  },
  {
    id: 'c02-go-only-nice-apply',
    title: 'Backend Engineer',
    location: 'Bengaluru, Karnataka, India',
    label: 'apply',
    why: 'Go and Kubernetes are only nice to have; the must-haves are Python and SQL.',
    description: `Must have:
- 4+ years of backend development in Python
- Strong SQL and data modelling
- Experience with AWS services

Nice to have:
- Go
- Kubernetes
- Kafka`,
  },
  {
    id: 'c03-no-clearance-apply',
    title: 'Software Engineer',
    location: 'Bengaluru, Karnataka, India (Remote)',
    label: 'apply',
    why: 'States that no clearance is needed; the stack fits.',
    description: `We are building open-source tools for public health agencies. No security clearance is required for this role.

You have
- 3+ years with Python
- Experience with React
- SQL

This role is open to candidates in India only; we do not offer visa sponsorship.`,
  },
  {
    id: 'c04-ranges-words-apply',
    title: 'Python Developer',
    location: 'Bengaluru, Karnataka, India',
    label: 'apply',
    why: 'Five to eight years asked (a range; the profile has five), Python and SQL: fits.',
    description: `Experience required: 5-8 years.
We are looking for a seasoned Python developer who has spent at least four years building web backends with Django or Flask, is comfortable with PostgreSQL and has deployed on AWS. Exposure to React would be nice.`,
  },
  {
    id: 'c05-words-years-skip',
    title: 'Lead Data Scientist',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Nine years of data science with statistics and ML: the profile is a web developer profile.',
    description: `We are looking for a Lead Data Scientist with nine years of experience in machine learning and statistical modelling. You will lead a team of five data scientists.

Requirements:
- Nine+ years in data science
- Expertise in scikit-learn, XGBoost and deep learning frameworks such as TensorFlow
- Strong statistics background
- Python and SQL`,
  },
  {
    id: 'c06-india-no-sponsorship-apply',
    title: 'Frontend Developer',
    location: 'Pune, Maharashtra, India (Hybrid)',
    label: 'apply',
    why: 'No sponsorship, but the job is in India where the user is authorised; React and JavaScript fit.',
    description: `Requirements
- 3+ years with React, JavaScript, HTML and CSS
- Experience consuming REST APIs
- Must be authorized to work in India; we do not sponsor work permits.

Good to have
- TypeScript, Jest`,
  },
  {
    id: 'c07-ruby-rails-skip',
    title: 'Ruby on Rails Engineer',
    location: 'Bengaluru, Karnataka, India (Remote)',
    label: 'skip',
    why: 'Ruby on Rails for five years: a stack the profile lacks.',
    description: `About you
- You have 5+ years of experience building web applications with Ruby on Rails
- You know PostgreSQL well
- You've worked with Sidekiq and Redis
- React experience is a plus`,
  },
  {
    id: 'c08-mern-apply',
    title: 'MERN Stack Developer',
    location: 'Bengaluru, Karnataka, India',
    label: 'apply',
    why: 'React, Node.js and JavaScript with MongoDB: close to the profile.',
    description: `Job Description:
- 3 to 5 years of experience as a MERN stack developer
- Strong proficiency in JavaScript, React, Node.js and Express
- Experience with MongoDB
- Understanding of AWS deployment
- Git`,
  },
  {
    id: 'c09-site-reliability-skip',
    title: 'Site Reliability Engineer',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'SRE with Linux internals, Kubernetes and on-call: not a developer profile.',
    description: `You will keep our platform running at 99.99%.

Required:
- 5+ years in SRE or production operations
- Deep Linux and networking knowledge
- Kubernetes, Prometheus, Grafana
- Terraform
- Go or Python for automation`,
  },
  {
    id: 'c10-senior-react-python-apply',
    title: 'Senior Software Engineer',
    location: 'Bengaluru, Karnataka, India (Hybrid)',
    label: 'apply',
    why: 'Senior, five years, React and Python: the profile.',
    description: `In this role you will build product features across the stack and mentor two engineers. We are looking for five years of experience with Python and React, good SQL, and experience running services on AWS. Bonus points for experience with Kafka or Elasticsearch.`,
  },
  {
    id: 'c11-csharp-unity-skip',
    title: 'Game Developer',
    location: 'Hyderabad, Telangana, India',
    label: 'skip',
    why: 'Unity and C#: not the profile.',
    description: `Requirements
• 3+ years developing games in Unity
• Strong C# skills
• Experience with shaders and mobile performance
• A portfolio of shipped games`,
  },
  {
    id: 'c12-python-nlp-light-apply',
    title: 'Software Engineer, AI Products',
    location: 'Bengaluru, Karnataka, India (Hybrid)',
    label: 'apply',
    why: 'Product engineering in Python and React around LLM APIs: the profile fits; ML experience is only a plus.',
    description: `We build AI assistants for lawyers. You'll integrate LLM APIs into our product and build the React UI around them.

What we look for
- 4+ years of software engineering with Python
- Experience with React
- Solid SQL
- Experience with machine learning or LLMs is a plus, not a must`,
  },
  {
    id: 'c13-business-development-skip',
    title: 'Business Development Executive',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'A sales role a keyword search let through: nothing of a developer profile.',
    description: `About the role
We are looking for a driven Business Development Executive to grow our SaaS sales in South India.

Responsibilities
- Generate leads through calls, email and LinkedIn
- Run product demos and close deals
- Maintain the pipeline in our CRM

Requirements
- 2+ years of B2B sales experience
- Excellent communication in English and Kannada
- Target-driven and self-motivated`,
  },
  {
    id: 'c14-product-manager-skip',
    title: 'Product Manager, Payments',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'A product management role asking for product experience the profile does not show.',
    description: `You will own the roadmap of our payments product: talk to merchants, write specs, prioritise with engineering and design, and measure outcomes.

What we look for
- 4+ years of product management experience
- Experience shipping B2B or fintech products
- Strong written communication and stakeholder management`,
  },
];
