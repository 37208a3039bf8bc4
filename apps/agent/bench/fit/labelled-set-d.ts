import type { LabelledJob } from './labelled-types';

/**
 * Labelled job descriptions, part D (decision 047): jobs of another kind than the one searched for (support, manual
 * testing, customer success, sales, data entry, project and product management, teaching, writing) and jobs for
 * beginners (internships, freshers, "2025 batch", SDE-1, Junior), written in the shapes Indian and foreign job boards
 * use. The reference job seeker (five years; Python, JavaScript, React, SQL, AWS) searches for "Software Engineer":
 * each of these names the seeker's technologies, and each is one they would not apply to, for what it is.
 */
export const SET_D: LabelledJob[] = [
  {
    id: 'd01-l2-application-support-skip',
    title: 'L2 Application Support Engineer',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'A support role: tickets escalated from L1, SQL to investigate, 24x7 shifts, no development.',
    description: `Job Title: L2 Application Support Engineer
Location: Bengaluru (Work from office)
Experience: 3-6 years

Roles & Responsibilities:
- Handle tickets escalated from the L1 team and resolve them within the agreed SLA
- Investigate data issues by writing SQL queries against PostgreSQL and Oracle databases
- Analyse application logs (Kibana, Splunk) to identify the root cause of incidents
- Coordinate with the development team for bug fixes and track them to closure
- Communicate with customers and internal stakeholders over email and calls during outages
- Prepare shift handover notes and maintain the knowledge base

Required Skills:
- 3+ years of experience in application or production support
- Good knowledge of SQL and Unix/Linux commands
- Basic understanding of Python or shell scripting for automation of routine checks
- Familiarity with AWS (EC2, S3, CloudWatch)
- Willing to work in 24x7 rotational shifts, including weekends

Please note: this is a support position and does not involve software development.`,
  },
  {
    id: 'd02-technical-support-saas-skip',
    title: 'Technical Support Engineer',
    location: 'Pune, Maharashtra, India (Hybrid)',
    label: 'skip',
    why: 'Customer-facing support for a SaaS product: answering tickets and calls, reproducing issues; no coding.',
    description: `About the job
CloudLedger is the accounting platform for 40,000 small businesses. Our Support team is the voice of the customer.

What you'll do
• Be the first technical point of contact for customers via chat, email and phone
• Troubleshoot integration issues with our REST APIs using Postman and browser developer tools
• Reproduce customer issues, collect logs and escalate bugs to engineering with clear steps
• Write help-centre articles for common problems
• Meet our response and resolution SLAs

What we're looking for
• 2+ years in a technical support or customer support role for a software product
• Working knowledge of SQL, JSON and how web applications work (HTML, JavaScript)
• Excellent written and spoken English
• Comfortable working in shifts (US hours)

Our support engineers do not write production code; you will work closely with the developers who do.`,
  },
  {
    id: 'd03-manual-qa-tester-skip',
    title: 'QA Tester (Manual)',
    location: 'Noida, Uttar Pradesh, India',
    label: 'skip',
    why: 'Manual testing: test cases, regression runs and defect logging; the profile is a developer.',
    description: `We are looking for a detail-oriented Manual QA Tester to join our product team.

Responsibilities:
1. Understand business requirements and prepare test scenarios and test cases
2. Execute manual functional, regression and smoke testing of our React web application and REST APIs
3. Log defects in Jira with clear reproduction steps and verify fixes
4. Validate data in the backend by running SQL queries
5. Participate in release sign-off and UAT with clients

Requirements:
- 3-5 years of experience in manual testing of web applications
- Good understanding of STLC and the defect life cycle
- Working knowledge of SQL
- Basic knowledge of JavaScript and HTML will be an added advantage
- ISTQB certification preferred`,
  },
  {
    id: 'd04-software-test-engineer-skip',
    title: 'Software Test Engineer',
    location: 'Hyderabad, Telangana, India',
    label: 'skip',
    why: 'A testing role written in prose: test plans, manual test execution and defect tracking.',
    description: `As a Software Test Engineer at Finverse you will own the quality of our lending platform. You will review requirement documents, design test plans and test cases, and execute them manually across web and mobile. You will log and track defects through their life cycle, run regression testing before every release and support user acceptance testing with our bank partners.

You have 4+ years of experience testing financial applications, you are comfortable writing SQL to check data, and you understand APIs well enough to test them with Postman. Some exposure to Python or JavaScript is nice to have. Experience with AWS-hosted applications is a plus.`,
  },
  {
    id: 'd05-customer-success-skip',
    title: 'Customer Success Manager',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Customer success: onboarding accounts, renewals and customer communication, not engineering.',
    description: `About the role
As a Customer Success Manager you will own a portfolio of 40 mid-market accounts and make sure they get value from our analytics platform.

Key responsibilities
- Onboard new customers and run training sessions for their teams
- Hold regular business reviews and track account health in Salesforce
- Be the customer's advocate internally: relay feedback to product and engineering
- Drive renewals and identify upsell opportunities with the sales team
- Resolve escalations quickly and keep customers informed

About you
- 4+ years in customer success or account management for a B2B SaaS product
- Comfortable with data: basic SQL and dashboards in Looker or Tableau
- Familiarity with APIs and integrations (Python or JavaScript basics are a bonus)
- Outstanding communication skills`,
  },
  {
    id: 'd06-inside-sales-skip',
    title: 'Inside Sales Executive - EdTech',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Selling coding courses by phone against monthly targets.',
    description: `Job description
We are hiring Inside Sales Executives to counsel working professionals on our Full Stack Development and Data Science programs.

Responsibilities
• Call prospective learners, understand their goals and recommend the right program
• Achieve monthly revenue targets and maintain the sales pipeline in our CRM
• Follow up on leads generated through webinars and campaigns
• Explain course content (Python, JavaScript, React, SQL) in simple terms

Requirements
• 1-4 years of inside sales experience, ideally in EdTech
• Excellent communication in English and Hindi
• Target-driven, with a track record of closing deals
• A technical background is a plus but not required`,
  },
  {
    id: 'd07-data-entry-operator-skip',
    title: 'Data Entry Operator',
    location: 'Chennai, Tamil Nadu, India',
    label: 'skip',
    why: 'Data entry and back-office work.',
    description: `Urgent opening for Data Entry Operator (back office).

Job responsibilities:
- Enter customer and invoice data into our systems accurately
- Update records in Excel and the internal database
- Verify documents and maintain files
- Prepare daily MIS reports

Skills required:
- Typing speed of at least 35 wpm
- Good knowledge of MS Excel and basic SQL queries
- Graduates in any discipline; 0-3 years of experience
- Immediate joiners preferred`,
  },
  {
    id: 'd08-technical-project-manager-skip',
    title: 'Technical Project Manager',
    location: 'Gurugram, Haryana, India',
    label: 'skip',
    why: 'Project management of web projects: plans, timelines, ceremonies and clients.',
    description: `About the Role
We are looking for a Technical Project Manager to lead delivery of web and mobile projects built in React, Node.js and Python on AWS.

What you will do
- Own project plans, timelines, budgets and resource planning for 3-4 concurrent projects
- Run sprint planning, daily stand-ups and retrospectives
- Be the primary point of contact for clients and manage their expectations
- Track risks and dependencies and publish weekly status reports
- Work with the tech leads on estimates and architecture decisions

What you will bring
- 6+ years of experience, including 3+ years managing software projects
- A technical background: you understand React, APIs, SQL and AWS well enough to discuss trade-offs
- PMP or CSM certification is a plus`,
  },
  {
    id: 'd09-product-owner-skip',
    title: 'Product Owner',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'Product ownership: backlog, user stories and stakeholders.',
    description: `You will own the backlog for our payments team of 7 engineers. You will write user stories with clear acceptance criteria, prioritise the backlog with stakeholders, and shape the product roadmap with our Head of Product.

Requirements:
- 4+ years as a product owner or business analyst on software products
- Able to read SQL and work with data in Python notebooks or dashboards
- Understanding of REST APIs and how web applications built with React work
- Experience in fintech is a plus`,
  },
  {
    id: 'd10-python-trainer-skip',
    title: 'Python Trainer',
    location: 'Pune, Maharashtra, India',
    label: 'skip',
    why: 'Teaching Python and web development to students.',
    description: `We are looking for an experienced Python Trainer for our training institute.

Responsibilities:
- Deliver classroom and online training sessions on Python, Django, SQL and React
- Prepare curriculum, assignments and projects for students
- Evaluate students and guide them through their capstone projects
- Conduct doubt-clearing sessions on weekends

Requirements:
- 3+ years of experience in Python development or training
- Strong knowledge of Python, SQL and JavaScript
- Excellent presentation skills`,
  },
  {
    id: 'd11-technical-writer-skip',
    title: 'Technical Writer',
    location: 'Bengaluru, Karnataka, India (Remote)',
    label: 'skip',
    why: 'Writing documentation, not software.',
    description: `About the job
Our developer platform is used by 12,000 engineers. We need a Technical Writer to make it easy to use.

What you'll do
- Write and maintain API reference documentation, user guides and release notes
- Create code samples in Python and JavaScript with help from our engineers
- Review documentation written by engineers for clarity and consistency

What you'll need
- 3+ years of experience writing developer documentation
- Ability to read Python and JavaScript and to test REST APIs
- Familiarity with docs-as-code tools (Git, Markdown)`,
  },
  {
    id: 'd12-sde1-new-grads-skip',
    title: 'SDE-1',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'A first-level role for 2024/2025 graduates with 0-2 years; the profile has five years.',
    description: `About the role
Join our core platform team as an SDE-1.

Who can apply
- B.E./B.Tech/MCA graduates of 2024 or 2025 batch
- 0-2 years of experience (internships count)

What we look for
- Strong fundamentals in data structures and algorithms
- Good programming skills in Python, Java or JavaScript
- Exposure to React, SQL and AWS through projects
- Eagerness to learn`,
  },
  {
    id: 'd13-graduate-engineer-trainee-skip',
    title: 'Graduate Engineer Trainee (GET)',
    location: 'Chennai, Tamil Nadu, India',
    label: 'skip',
    why: 'A trainee programme for the 2025 batch.',
    description: `Graduate Engineer Trainee - 2025 Batch

Eligibility:
- B.E / B.Tech (CSE, IT, ECE) with 60% throughout
- 2025 pass-outs only; no active backlogs

Training: 6 months of training in Python, Java, SQL and web technologies (HTML, CSS, JavaScript, React), after which trainees are placed in project teams.

Stipend during training; bond of 2 years.`,
  },
  {
    id: 'd14-junior-developer-range-skip',
    title: 'Software Developer',
    location: 'Remote, India',
    label: 'skip',
    why: 'Says it is a junior role for 1-3 years; the title does not.',
    description: `We're hiring a Junior, 1-3 years, to help build our customer portal.

You will:
- Build UI components in React and JavaScript
- Write small Python services and SQL queries
- Fix bugs and write tests

You have:
- 1-3 years of experience with React and JavaScript
- Some Python and SQL
- Curiosity and a willingness to learn`,
  },
  {
    id: 'd15-associate-freshers-skip',
    title: 'Associate Software Engineer',
    location: 'Hyderabad, Telangana, India',
    label: 'skip',
    why: 'For freshers and up to a year of experience.',
    description: `Associate Software Engineer – Freshers welcome

Experience: 0 - 1 years
Qualification: BE/B.Tech/MCA/M.Sc (CS)

Skills:
• Python or Java
• HTML, CSS, JavaScript; React is an added advantage
• SQL basics
• Good communication skills`,
  },
  {
    id: 'd16-software-engineer-i-new-grad-skip',
    title: 'Software Engineer I',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'A new-graduate role (Software Engineer I, recent graduates).',
    description: `About the job
We're looking for recent graduates to join as Software Engineer I on our consumer apps team.

Minimum qualifications:
- Bachelor's degree in Computer Science or a related field, or equivalent practical experience
- Experience with one or more of Python, JavaScript or Java (through coursework, internships or projects)

Preferred qualifications:
- Experience with React and SQL
- Familiarity with AWS`,
  },
  {
    id: 'd17-summer-intern-skip',
    title: 'Software Development Intern (Summer 2025)',
    location: 'Bengaluru, Karnataka, India',
    label: 'skip',
    why: 'An internship.',
    description: `This is a 6-month paid internship on our web team (stipend: 40,000 INR per month).

You will work with React, Python and AWS and ship real features with a mentor.

Requirements
- Currently pursuing a B.Tech/M.Tech in Computer Science, graduating in 2026
- Knowledge of Python or JavaScript`,
  },
];
