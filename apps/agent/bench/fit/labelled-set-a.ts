import type { LabelledJob } from './labelled-types';

/**
 * Labelled job descriptions, part A (issue 21): written in the shapes LinkedIn shows (an "About the job" block,
 * bulleted requirements, prose, headings with and without colons, "nice to have" lists, years in digits, words and
 * ranges). The reference profile is apps/practice-board/catalogue/reference-profile.json: five years, Python 5,
 * JavaScript 4, React 3, SQL 4, AWS 2, authorised in India only, needs sponsorship elsewhere, willing to relocate.
 */
export const SET_A: LabelledJob[] = [
  {
    id: 'a01-python-backend-fit',
    title: 'Backend Engineer (Python)',
    location: 'Bengaluru, Karnataka, India (Hybrid)',
    label: 'apply',
    why: 'Python, SQL and AWS: the profile exactly.',
    description: `About the job
Razorleaf is a Series B fintech building reconciliation software for Indian SMEs.

What you'll do
- Design and build REST APIs in Python (Django / FastAPI)
- Own services end to end, from schema design in PostgreSQL to deployment on AWS
- Work with product and design to ship weekly

What we're looking for
- 3-6 years of backend development experience
- Strong Python and SQL skills
- Experience with AWS (EC2, S3, RDS)
- Good communication skills

Nice to have
- Docker, Kubernetes
- Experience in payments`,
  },
  {
    id: 'a02-go-k8s-skip',
    title: 'Senior Backend Engineer',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Eight years of Go and Kubernetes: the core stack is one the profile lacks.',
    description: `About the job
We are a cloud infrastructure company serving 2,000 enterprises.

Requirements:
• 8+ years of professional experience writing Go
• Deep knowledge of Kubernetes internals, operators and controllers
• Experience with gRPC and Protocol Buffers
• Strong understanding of distributed systems

Nice to have:
• Contributions to CNCF projects
• Rust`,
  },
  {
    id: 'a03-fullstack-react-node',
    title: 'Full Stack Developer',
    location: 'Bengaluru, Karnataka, India (Remote)',
    label: 'apply',
    why: 'React and JavaScript with a Node.js/TypeScript backend: close enough for a five-year full-stack developer.',
    description: `We're looking for a Full Stack Developer to join our growing product team. You will build features across our React frontend and Node.js backend, working closely with designers and product managers.

You have 4+ years of experience building web applications with React and JavaScript. You have worked with Node.js or Python on the server and know your way around SQL databases. Experience with TypeScript is a plus, and familiarity with AWS is helpful.

We offer flexible hours, health insurance for your family and a learning budget.`,
  },
  {
    id: 'a04-java-spring-skip',
    title: 'Java Developer',
    location: 'Pune, Maharashtra, India',
    label: 'skip',
    why: 'Java and Spring Boot, the profile lists neither.',
    description: `Job Description
Position: Java Developer
Experience: 5 to 8 years
Notice period: Immediate to 30 days

Mandatory skills:
1. Core Java, Java 8+
2. Spring Boot, Spring MVC, Hibernate
3. Microservices architecture
4. Oracle or MySQL

Good to have:
1. Kafka
2. Jenkins CI/CD`,
  },
  {
    id: 'a05-data-engineer-python-aws',
    title: 'Data Engineer',
    location: 'Hyderabad, Telangana, India (Hybrid)',
    label: 'apply',
    why: 'Python, SQL and AWS data work: a reasonable move for the profile even without Airflow.',
    description: `About the role
As a Data Engineer you will build and maintain the pipelines that feed our analytics platform.

Responsibilities
Build batch and streaming pipelines
Model data in our warehouse
Partner with analysts on data quality

Qualifications
- Four or more years of experience in data or software engineering
- Strong Python and advanced SQL
- Hands-on experience with AWS data services (S3, Glue, Redshift)
- Airflow or a similar orchestrator is a plus
- Spark is a bonus`,
  },
  {
    id: 'a06-ios-swift-skip',
    title: 'iOS Engineer',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Native iOS with Swift: nothing of the profile.',
    description: `About the job
Join the team behind one of India's most-used travel apps.

You will:
- Build new features for our iOS app in Swift and SwiftUI
- Improve app performance and crash-free rate

You have:
- 4+ years building iOS apps with Swift
- Strong knowledge of UIKit, Core Data and Combine
- Published apps on the App Store

Bonus: Objective-C, experience with Xcode Cloud.`,
  },
  {
    id: 'a07-react-frontend-fit',
    title: 'Frontend Engineer - React',
    location: 'Bengaluru, Karnataka, India (Hybrid)',
    label: 'apply',
    why: 'React and JavaScript frontend: the profile fits.',
    description: `Who we are
A design tools startup used by 50,000 teams.

The role
Own the UI of our editor: performance, accessibility and a delightful experience.

Must have
- 3+ years of experience with React
- Excellent JavaScript, HTML and CSS
- An eye for detail

Nice to have
- TypeScript
- Experience with Canvas or WebGL
- Redux or Zustand`,
  },
  {
    id: 'a08-staff-ten-years-skip',
    title: 'Staff Software Engineer',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Ten years and staff level against five years of experience.',
    description: `About the job
We are looking for a Staff Software Engineer to set the technical direction of our platform group.

Minimum qualifications:
- 10+ years of software engineering experience
- Experience leading architecture across multiple teams
- Proficiency in Python or Java
- Experience with large-scale distributed systems on AWS or GCP

Preferred qualifications:
- Experience mentoring senior engineers
- Master's degree in Computer Science`,
  },
  {
    id: 'a09-python-django-prose',
    title: 'Software Engineer II',
    location: 'Chennai, Tamil Nadu, India',
    label: 'apply',
    why: 'Python and Django with React: fits.',
    description: `Our engineering team builds the tools that thousands of clinics use every day. As a Software Engineer II you will work on our Django monolith and the React app that sits on top of it, shipping features from idea to production. We are looking for someone with three to five years of experience, comfortable in Python and JavaScript, who writes clean SQL and cares about tests. Experience with Celery and Redis would be great but is not required. We deploy to AWS with Terraform.`,
  },
  {
    id: 'a10-clearance-skip',
    title: 'Software Engineer',
    location: 'Arlington, Virginia, United States (On-site)',
    label: 'skip',
    why: 'An active TS/SCI clearance and US work: a deal-breaker.',
    description: `Overview
We build mission software for national security customers.

Responsibilities
- Develop Python services and React dashboards
- Work in an agile team on a secure network

Required Qualifications
- Active TS/SCI clearance with polygraph
- 3+ years of experience with Python
- Experience with JavaScript frameworks such as React

U.S. citizenship is required.`,
  },
  {
    id: 'a11-us-no-sponsorship-skip',
    title: 'Senior Full Stack Engineer',
    location: 'Austin, Texas, United States (Remote)',
    label: 'skip',
    why: 'US only and no sponsorship, the profile is authorised in India only.',
    description: `About Us
We help independent pharmacies run their business.

What You'll Do
Build features across our Python/Django backend and React frontend.

What You'll Bring
- 5+ years of full stack experience
- Python, React, PostgreSQL
- Experience with AWS

Candidates must be authorized to work in the United States. We are unable to sponsor visas at this time.`,
  },
  {
    id: 'a12-ml-engineer-pytorch',
    title: 'Machine Learning Engineer',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'PyTorch, deep learning and MLOps: Python alone does not make a machine learning engineer.',
    description: `Requirements
- 4+ years of experience training and deploying deep learning models
- Strong proficiency in PyTorch or TensorFlow
- Experience with MLOps tooling (MLflow, Kubeflow)
- Solid understanding of NLP or computer vision
- Python

Nice to have
- Publications at top ML conferences
- Experience with LLM fine-tuning`,
  },
  {
    id: 'a13-internship-skip',
    title: 'Software Engineering Intern',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'An internship for a person with five years of experience.',
    description: `About the internship
A six-month internship for students graduating in 2027.

What you'll learn
- Building web features with React and Python
- Writing tests and reviewing code

Who can apply
- Currently pursuing a B.Tech or B.E. in Computer Science
- Basic knowledge of JavaScript or Python
- Available for six months starting January`,
  },
  {
    id: 'a14-devops-skip',
    title: 'DevOps Engineer',
    location: 'Noida, Uttar Pradesh, India',
    label: 'skip',
    why: 'Terraform, Kubernetes, Jenkins and Ansible: an infrastructure role the profile does not cover.',
    description: `Key Responsibilities:
- Manage CI/CD pipelines with Jenkins and GitHub Actions
- Automate infrastructure with Terraform and Ansible
- Operate Kubernetes clusters on Azure

Skills Required:
- 5+ years in DevOps / SRE roles
- Terraform, Ansible, Kubernetes, Docker
- Azure (AKS, ARM templates)
- Scripting in Bash or PowerShell
- Monitoring with Prometheus and Grafana`,
  },
  {
    id: 'a15-python-aws-serverless',
    title: 'Python Developer',
    location: 'Gurugram, Haryana, India (Hybrid)',
    label: 'apply',
    why: 'Python on AWS Lambda: fits.',
    description: `Job description
We need a Python developer to build serverless APIs on AWS.
Experience: 4-7 years.
Skills: Python, AWS Lambda, API Gateway, DynamoDB, SQL.
Knowledge of React is an added advantage.
Immediate joiners preferred.`,
  },
  {
    id: 'a16-rust-systems-skip',
    title: 'Systems Engineer, Storage',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Rust or C++ systems programming: not the profile.',
    description: `What you'll work on
Our storage engine, written in Rust, serving petabytes a day.

You should have
- Six years of systems programming in Rust or C++
- Deep understanding of file systems, concurrency and memory management
- Experience with Linux performance tooling

It would be nice if you have
- Contributed to a database or storage engine`,
  },
  {
    id: 'a17-typescript-node-api',
    title: 'Backend Developer (Node.js)',
    location: 'Bengaluru, Karnataka, India (Remote)',
    label: 'apply',
    why: 'Node.js and JavaScript with SQL and AWS: close to the profile.',
    description: `About the job
We are hiring a Backend Developer to work on our Node.js services.

Requirements
- 3+ years of backend experience with Node.js and JavaScript
- Good knowledge of SQL (PostgreSQL or MySQL)
- Experience deploying to AWS
- TypeScript is a plus
- Python is a plus`,
  },
  {
    id: 'a18-salesforce-skip',
    title: 'Salesforce Developer',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Salesforce Apex and Lightning: a different platform.',
    description: `Roles and Responsibilities
Develop Apex classes, triggers and Lightning Web Components.
Integrate Salesforce with external systems through REST APIs.

Desired Candidate Profile
3-6 years of Salesforce development
Salesforce Platform Developer I certification is mandatory
Strong Apex, SOQL, Visualforce and LWC
JavaScript knowledge`,
  },
  {
    id: 'a19-senior-python-fit',
    title: 'Senior Software Engineer, Python',
    location: 'Bengaluru, Karnataka, India (Hybrid)',
    label: 'apply',
    why: 'Senior Python with five years asked: the profile has five.',
    description: `About the team
The Growth team runs experiments that reach millions of users.

You'll
- Build and scale Python services
- Design data models and write efficient SQL
- Mentor engineers

You have
- 5+ years of professional software development experience
- Expert Python
- Solid SQL
- Experience with cloud platforms such as AWS or GCP

Nice to have: React, experimentation platforms, Kafka.`,
  },
  {
    id: 'a20-german-language-skip',
    title: 'Software Engineer (m/w/d)',
    location: 'Berlin, Germany',
    label: 'skip',
    why: 'Fluent German is required and the profile does not list German.',
    description: `Your tasks
- Development of our Python and React web platform
- Close cooperation with our product team

Your profile
- At least 3 years of experience with Python and React
- Fluent German (C1) and good English are required
- Experience with PostgreSQL

We offer
- Visa sponsorship and relocation support
- 30 days of vacation`,
  },
  {
    id: 'a21-angular-dotnet-skip',
    title: 'Software Engineer - .NET',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'C#, .NET and Angular: a different stack.',
    description: `Requirements:
- 4-6 years of hands-on experience in C# and .NET Core
- Experience with Angular 12+
- SQL Server and Entity Framework
- Azure DevOps

Good to have:
- Microservices
- Docker`,
  },
  {
    id: 'a22-react-native-mobile',
    title: 'React Native Developer',
    location: 'Mumbai, Maharashtra, India (Hybrid)',
    label: 'apply',
    why: 'React Native builds on React and JavaScript: a reasonable match.',
    description: `We are looking for a React Native developer to build our consumer app.
Requirements
- 3+ years of experience with React and JavaScript
- 1+ years with React Native
- Experience with REST APIs and state management (Redux)
Good to have
- Native iOS or Android experience
- TypeScript`,
  },
  {
    id: 'a23-relocation-not-wanted',
    title: 'Software Engineer, Payments',
    location: 'Singapore',
    label: 'skip',
    why: 'Relocation to Singapore is required and this user does not want to relocate.',
    profile: { willingToRelocate: false },
    description: `About the job
Our payments team in Singapore is growing.

Requirements
- 4+ years of experience with Python or Java
- Experience with SQL databases
- Experience with AWS

Relocation to Singapore is required; we provide a relocation package and visa support.`,
  },
  {
    id: 'a24-salary-usd-skip',
    title: 'Remote Python Developer',
    location: 'India (Remote)',
    label: 'skip',
    why: 'The application asks for the salary in US dollars; the profile gives it only in lakhs.',
    description: `We are a US agency hiring remote contractors in India.

Must have:
- 4+ years with Python and Django
- React experience
- Good English

To apply, state your expected salary in USD per month in your application.`,
  },
];
