import type { LabelledJob } from './labelled-types';

/** Labelled job descriptions, part B (see labelled-set-a.ts for the profile and the shapes). */
export const SET_B: LabelledJob[] = [
  {
    id: 'b01-golang-python-nice-skip',
    title: 'Golang Developer',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Go is the job; Python only a plus.',
    description: `Job Summary:
We are seeking a Golang Developer with 4 to 6 years of experience.

Required Skills:
- Strong hands-on experience in Golang
- Experience building microservices with gRPC
- Knowledge of Docker and Kubernetes
- Redis, MongoDB

Preferred Skills:
- Python is a plus
- AWS certification`,
  },
  {
    id: 'b02-tech-stack-list-apply',
    title: 'Software Engineer',
    location: 'Bengaluru, Karnataka, India (Hybrid)',
    label: 'apply',
    why: 'A long stack list, but the asks are Python or JavaScript and SQL, which the profile has.',
    description: `About us
We build logistics software for 3,000 fleets across India.

Our stack
Python, Django, FastAPI, React, TypeScript, PostgreSQL, Redis, Kafka, Docker, Kubernetes, AWS, Terraform, Datadog.

What we look for
- 3+ years of experience shipping production software
- Fluency in Python or JavaScript
- Comfortable with SQL
- You care about users and write tests

You don't need to know our whole stack: we'll teach you the rest.`,
  },
  {
    id: 'b03-php-laravel-skip',
    title: 'PHP Developer',
    location: 'Ahmedabad, Gujarat, India',
    label: 'skip',
    why: 'PHP and Laravel: the profile lists neither.',
    description: `Requirements:
- Minimum 3 years of experience in PHP
- Strong knowledge of Laravel and CodeIgniter
- MySQL
- jQuery, HTML, CSS
- Experience with WordPress is a plus`,
  },
  {
    id: 'b04-embedded-c-skip',
    title: 'Embedded Software Engineer',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Embedded C on microcontrollers: nothing of the profile.',
    description: `Responsibilities
Develop firmware for ARM Cortex-M microcontrollers.
Write drivers for SPI, I2C and UART peripherals.

Requirements
5+ years of embedded C development
Experience with RTOS (FreeRTOS, Zephyr)
Ability to read schematics and use an oscilloscope
Python for test automation is a plus`,
  },
  {
    id: 'b05-data-analyst-apply',
    title: 'Senior Data Analyst',
    location: 'Bengaluru, Karnataka, India (Hybrid)',
    label: 'apply',
    why: 'SQL and Python analytics: within reach of the profile.',
    description: `What you'll do
Own the metrics of our lending product and answer the business's questions with data.

What you'll need
- 4+ years of experience in analytics
- Expert SQL
- Python (pandas) for analysis
- Experience with a BI tool such as Tableau, Looker or Power BI

Bonus
- Experience in lending or fintech
- dbt`,
  },
  {
    id: 'b06-principal-skip',
    title: 'Principal Engineer',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Principal level with twelve years asked.',
    description: `As a Principal Engineer you will shape the architecture of our commerce platform and guide 60 engineers.

We expect twelve or more years of experience building large systems, deep expertise in Java or Go, and a track record of leading cross-team technical initiatives. Experience with AWS is expected.`,
  },
  {
    id: 'b07-engineering-manager-skip',
    title: 'Engineering Manager',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'A people manager role asking for eight years including three of management.',
    description: `About the role
Lead a team of 8 engineers building our merchant dashboard.

Requirements
- 8+ years of software engineering experience, including 3+ years managing engineering teams
- Hands-on background in Python or Java
- Experience hiring and growing engineers
- Strong stakeholder management`,
  },
  {
    id: 'b08-junior-python-skip',
    title: 'Junior Python Developer',
    location: 'Kochi, Kerala, India',
    label: 'skip',
    why: 'A junior role for 0-2 years; the profile has five years.',
    description: `We are hiring a Junior Python Developer (0-2 years).
Requirements:
- Basic knowledge of Python and Django
- Understanding of SQL
- Willingness to learn
Freshers with good projects can apply.`,
  },
  {
    id: 'b09-senior-frontend-typescript-apply',
    title: 'Senior Frontend Engineer',
    location: 'Bengaluru, Karnataka, India (Remote)',
    label: 'apply',
    why: 'React with TypeScript, six years asked against five: a stretch a person would take.',
    description: `About the job
You'll lead frontend work on our analytics product.

Requirements
- 6+ years of frontend development
- Expert in React, TypeScript and modern JavaScript
- Experience with design systems and accessibility
- Performance profiling in the browser

Nice to have
- Next.js
- GraphQL
- D3.js`,
  },
  {
    id: 'b10-uk-right-to-work-skip',
    title: 'Python Engineer',
    location: 'London, England, United Kingdom (Hybrid)',
    label: 'skip',
    why: 'UK right to work without sponsorship; the profile is authorised in India only.',
    description: `About us
A London insurtech.

What you'll bring
- 4+ years of Python
- Django or Flask
- PostgreSQL
- AWS

Please note: you must have the right to work in the UK. We are not able to offer visa sponsorship for this role.`,
  },
  {
    id: 'b11-us-sponsorship-offered-apply',
    title: 'Software Engineer, Backend',
    location: 'Seattle, Washington, United States',
    label: 'apply',
    why: 'A Python and AWS role that sponsors visas: the user can apply.',
    description: `What you'll do
Build Python services for our logistics platform on AWS.

Basic qualifications
- 3+ years of non-internship professional software development experience
- Experience with Python and SQL
- Experience with AWS

We sponsor H-1B visas for this role and offer relocation assistance.`,
  },
  {
    id: 'b12-canada-eligible-skip',
    title: 'Full Stack Developer',
    location: 'Toronto, Ontario, Canada (Hybrid)',
    label: 'skip',
    why: 'Must be eligible to work in Canada, no sponsorship.',
    description: `We're looking for a full stack developer with React and Python experience (3+ years).

Requirements
- React, JavaScript
- Python (Django)
- SQL

Applicants must be legally eligible to work in Canada. Sponsorship is not available for this position.`,
  },
  {
    id: 'b13-android-kotlin-skip',
    title: 'Android Developer',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Android with Kotlin: not the profile.',
    description: `Must Have:
• 3+ years of Android app development
• Kotlin and Java
• Jetpack Compose, Coroutines, Room
• MVVM architecture

Good to Have:
• Flutter
• Experience publishing apps on Google Play`,
  },
  {
    id: 'b14-scala-spark-skip',
    title: 'Big Data Engineer',
    location: 'Pune, Maharashtra, India',
    label: 'skip',
    why: 'Seven years of Scala and Spark with Hadoop: the profile has none.',
    description: `Experience: 7-10 years
Skills: Scala, Apache Spark, Hadoop, Hive, HDFS
Must have strong experience in Scala and Spark.
Python and SQL knowledge is good to have.
Work location: Pune (work from office)`,
  },
  {
    id: 'b15-python-gcp-apply',
    title: 'Backend Engineer',
    location: 'Bengaluru, Karnataka, India (Hybrid)',
    label: 'apply',
    why: 'Python and SQL on GCP instead of AWS: fits the profile.',
    description: `You will build the APIs behind our healthcare app. We work in Python with FastAPI, store data in PostgreSQL and run on GCP. You should have four years of backend experience, strong Python, good SQL and experience with any major cloud provider. Knowledge of Docker is helpful.`,
  },
  {
    id: 'b16-django-vue-apply',
    title: 'Python/Django Developer',
    location: 'Bengaluru, Karnataka, India',
    label: 'apply',
    why: 'Django backend with a Vue frontend: the profile covers the backend and a similar frontend.',
    description: `Key responsibilities
- Develop features in our Django application
- Build UI components in Vue.js
- Write SQL reports

Required
- 3-5 years of experience with Python and Django
- Experience with a JavaScript framework (Vue.js, React or Angular)
- SQL

Nice to have
- Celery
- AWS`,
  },
  {
    id: 'b17-flutter-skip',
    title: 'Flutter Developer',
    location: 'Jaipur, Rajasthan, India',
    label: 'skip',
    why: 'Flutter and Dart: not the profile.',
    description: `We need an experienced Flutter developer.
- 3+ years of experience in Flutter and Dart
- Firebase
- State management with Bloc or Provider
- Published apps on Play Store and App Store`,
  },
  {
    id: 'b18-solidity-skip',
    title: 'Blockchain Engineer',
    location: 'Remote',
    label: 'skip',
    why: 'Solidity smart contracts: not the profile.',
    description: `What we need
- 3+ years of experience writing Solidity smart contracts
- Deep knowledge of the EVM and DeFi protocols
- Experience with Hardhat or Foundry
- Rust is a plus
- JavaScript or TypeScript for tooling`,
  },
  {
    id: 'b19-aws-cloud-engineer-mixed',
    title: 'Cloud Engineer',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Infrastructure as code and Kubernetes operations with certifications: the profile is a developer profile.',
    description: `Requirements:
- 5+ years of experience in cloud infrastructure
- AWS Certified Solutions Architect - Professional is required
- Terraform and CloudFormation
- Kubernetes (EKS) administration
- Networking: VPC, Transit Gateway, Direct Connect
- Python or Bash scripting`,
  },
  {
    id: 'b20-python-automation-apply',
    title: 'Software Engineer - Automation',
    location: 'Bengaluru, Karnataka, India (Hybrid)',
    label: 'apply',
    why: 'Python tooling and SQL with AWS: fits.',
    description: `The Internal Tools team automates how our 4,000 employees work.

About you:
• You have 4+ years of experience writing Python
• You've built web apps with React or a similar framework
• You are comfortable with SQL and REST APIs
• Experience with AWS is a bonus
• Experience with Airflow or Temporal would be nice`,
  },
  {
    id: 'b21-java-python-alternatives-apply',
    title: 'Software Development Engineer II',
    location: 'Hyderabad, Telangana, India',
    label: 'apply',
    why: 'Any one of Java, Python or C++ will do, and SQL and AWS are asked: fits.',
    description: `Basic Qualifications
- 3+ years of non-internship professional software development experience
- Programming experience with at least one software programming language such as Java, Python or C++
- Experience with SQL and relational databases

Preferred Qualifications
- Experience with AWS
- Bachelor's degree in computer science or equivalent`,
  },
  {
    id: 'b22-sap-abap-skip',
    title: 'SAP ABAP Consultant',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'SAP ABAP: a different field.',
    description: `Job Requirements
Total experience: 6 years, relevant SAP ABAP experience: 4 years
Skills: ABAP, SAP HANA, OData, Fiori, SmartForms, BAPI
Certification in SAP preferred`,
  },
  {
    id: 'b23-qa-automation-java-skip',
    title: 'QA Automation Engineer',
    location: 'Chennai, Tamil Nadu, India',
    label: 'skip',
    why: 'Selenium with Java and test frameworks: a QA role on a stack the profile lacks.',
    description: `Requirements
- 4+ years of experience in test automation
- Strong Java with Selenium WebDriver and TestNG
- API testing with Rest Assured
- Jenkins, Maven
- Knowledge of SQL`,
  },
  {
    id: 'b24-react-node-startup-apply',
    title: 'Founding Engineer',
    location: 'Bengaluru, Karnataka, India (On-site)',
    label: 'apply',
    why: 'React and Python at an early startup, five years asked: fits.',
    description: `We're a seed-stage startup (YC W26) building AI tools for chartered accountants. As our first engineer you will build the product with the founders.

You are probably a good fit if you have shipped full-stack products (React, Python), have about five years of experience, and like owning things end to end. We deploy on AWS and use PostgreSQL.

Competitive salary and meaningful equity.`,
  },
];
