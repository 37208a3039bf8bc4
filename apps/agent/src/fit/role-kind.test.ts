import { describe, expect, it } from 'vitest';
import { verdictFor } from './fit-test-profile';

/**
 * What kind of job it is (decision 047): each posting below names the test profile's technologies, so only its kind
 * can tell the check that a Python and React developer searching for "Software Engineer" would not apply.
 */
describe('the kind of job: skipped when the search and profile do not ask for it', () => {
  it.each([
    {
      title: 'Production Support Analyst',
      description: `Responsibilities
- Monitor batch jobs and respond to incidents raised by business users
- Raise and update tickets in ServiceNow; resolve L2 issues within SLA
- Run SQL queries on PostgreSQL to investigate data issues
- Participate in the weekend on-call rotation and 24/7 shifts
Skills: SQL, Python scripting, AWS CloudWatch`,
      reason: 'is a support role: ticket triage, escalations and shift work, no development',
    },
    {
      title: 'Customer Support Engineer',
      description:
        'You will answer customer questions over chat and phone, troubleshoot integrations built with our Python and JavaScript SDKs, and escalate bugs to our developers with clear steps. This is not a coding role. You know SQL, React basics and AWS.',
      reason: 'is a support role: customer communication and escalations, no development',
    },
    {
      title: 'Service Desk Analyst',
      description: `What you'll do:
• Provide first-line support to 2,000 employees via the service desk
• Log, triage and resolve tickets in ServiceNow
• Work a 24x7 rota
What you'll need: basic Python or PowerShell, SQL, familiarity with AWS workspaces`,
      reason: 'is a support role: ticket triage, escalations and shift work, no development',
    },
    {
      title: 'Associate - Technology Operations',
      description: `Key responsibilities:
- Monitor alerts and handle tickets raised by clients
- Resolve L1 issues within SLA and escalate to the L2 team
- Work in rotational shifts
Tools: SQL, Python, AWS, React admin panels`,
      reason: 'is a support role: ticket triage, escalations and shift work, no development',
    },
    {
      title: 'Quality Analyst',
      description: `Requirements:
1. Test case preparation and execution for web and mobile apps built in React
2. Bug reporting and tracking in JIRA
3. Regression testing before every release
4. SQL for back-end validation; basic Python is a plus`,
      reason: 'is a manual testing role: test cases, regression testing and logging defects, no development',
    },
    {
      title: 'Software Tester',
      description:
        'We need a Software Tester to test our Python and React products manually. You will design test scenarios, carry out exploratory testing and file bugs with clear steps to reproduce them. SQL knowledge required.',
      reason: 'is a manual testing role: test cases, regression testing and logging defects, no development',
    },
    {
      title: 'Business Development Manager - IT Services',
      description: `We sell custom software (React, Python, AWS) to mid-size companies.
- Generate leads through cold outreach and LinkedIn
- Achieve quarterly revenue targets
- Understand client needs and work with our architects on proposals`,
      reason: 'is a sales role: sales targets and prospecting',
    },
    {
      title: 'Back Office Executive',
      description:
        'Data entry of orders into our React-based admin panel, updating records in Excel, document verification. Typing speed 30 wpm. Basic SQL is a plus.',
      reason: 'is a data entry role: entering data, typing and back-office work, no development',
    },
    {
      title: 'Scrum Master',
      description:
        'Facilitate sprint planning, stand-ups and retrospectives for two teams building React and Python services on AWS. Track milestones and report status to stakeholders.',
      reason: 'is a project management role: project plans and sprint ceremonies',
    },
    {
      title: 'IT Recruiter',
      description: `We hire engineers for our clients.
- Source candidates for Java, Python, React and AWS roles on LinkedIn and Naukri
- Screen profiles and schedule interviews with hiring managers
- Negotiate offers`,
      reason: 'is a recruiting role: sourcing candidates',
    },
    {
      title: 'Corporate Trainer - Full Stack',
      description:
        'Deliver training sessions on React, Python and SQL to batches of 30 learners, prepare the curriculum and assess students through projects.',
      reason: 'is a teaching role: teaching students',
    },
  ])('$title', (job) => {
    const verdict = verdictFor(job);
    expect(verdict.reasons[0]).toBe(`${job.reason}; you search for Software Engineer roles`);
    expect(verdict.skipped).toBe('fit');
    expect(verdict.summary).toMatch(new RegExp(`^Fit \\d+%: ${job.reason.replace(/[()]/g, '\\$&')};`));
  });

  it('skips a people manager’s role for someone who searches for engineering roles and manages no one', () => {
    const verdict = verdictFor({
      title: 'Engineering Manager, Payments',
      description: `You will manage a team of 7 engineers building our Python and React payments stack.
- Hiring, one-on-ones and performance reviews
- Partner with product on the roadmap
Requirements: 5+ years of software engineering, 2+ years managing engineers; Python, React, AWS`,
    });
    expect(verdict.reasons[0]).toBe(
      'is a people management role: managing a team and hiring and reviewing engineers; you search for Software Engineer roles',
    );
    expect(verdict.skipped).toBe('fit');
  });
});

describe('the kind of job: not skipped', () => {
  it.each([
    {
      title: 'Site Reliability Engineer',
      description: `Responsibilities:
- Monitor production systems and respond to incidents
- Participate in a 24x7 on-call rotation
- Handle escalations from the support team and tickets from developers
- Automate toil with Python on AWS
Requirements: 4+ years with Python, AWS, SQL`,
    },
    {
      title: 'Python Developer - Production Support',
      description: `- Provide L2/L3 support for our Python and React applications
- Fix bugs in the codebase and deploy patches
- Work on tickets raised by users within SLA
Requirements: 4+ years of Python, React, SQL, AWS`,
    },
    {
      title: 'SDET II',
      description: `What you'll do
- Build and maintain our test automation framework in Python with pytest and Playwright
- Write automated end-to-end tests for the React web app and run them in CI
- Review pull requests and improve the testability of our services
Requirements: 4+ years of software engineering with Python and JavaScript; SQL; AWS`,
    },
    {
      title: 'QA Engineer',
      description: `You'll own quality by writing code, not by clicking through test plans.
- Design and build our automation suite in Python
- Write automated API and UI tests for the React front end
- Integrate the tests into our CI pipelines on AWS
Requirements: 4+ years of Python; React and SQL`,
    },
    {
      title: 'Software Engineer',
      description: `- Develop features across our React front end and Python APIs
- Work closely with QA and take part in testing before releases
- Support the on-call rotation for the services you build
Requirements: 4+ years of Python and React, SQL, AWS`,
    },
    {
      title: 'Software Engineer - Support Platform',
      description:
        'We support our customers by building the tools they use to get help: a React help centre, Python APIs for ticket routing and AWS services that scale. 4+ years of Python and React required.',
    },
    {
      title: 'Product Engineer',
      description:
        'Product engineers at our company build features end to end: React front ends, Python services, SQL and AWS. You talk to users and ship weekly. 4+ years of experience.',
    },
  ])('$title', (job) => {
    const verdict = verdictFor(job);
    expect(verdict.skipped).toBeUndefined();
    expect(verdict.reasons.join(' ')).not.toMatch(/\brole: |people manag/);
  });

  it('applies to a people manager’s role when the search asks for it', () => {
    const job = {
      title: 'Engineering Manager',
      description: `Lead a team of 6 engineers: hiring, one-on-ones and performance reviews.
Requirements: 5+ years of Python and React, AWS, SQL; experience leading engineers.`,
    };
    const searched = verdictFor({ ...job, search: { jobTitle: 'Engineering Manager' } });
    expect(searched.skipped).toBeUndefined();
    expect(searched.reasons.join(' ')).not.toMatch(/people manag/);
    expect(verdictFor(job).skipped).toBe('fit');
  });

  it('applies to a support role when the search asks for it', () => {
    const verdict = verdictFor({
      title: 'Technical Support Engineer',
      description:
        'Resolve customer tickets within SLA, write SQL and Python scripts to investigate data issues, escalate bugs. 3+ years of technical support; SQL, Python, AWS.',
      search: { jobTitle: 'Technical Support Engineer' },
    });
    expect(verdict.skipped).toBeUndefined();
    expect(verdict.reasons.join(' ')).not.toMatch(/support role/);
  });

  it('applies to a manual tester’s job for a profile that lists manual testing', () => {
    const verdict = verdictFor({
      title: 'QA Tester (Manual)',
      description:
        'Write and execute manual test cases for our React app, log defects in Jira, run regression testing. 3+ years of manual testing; SQL.',
      profile: { skills: { 'Manual Testing': 5, SQL: 4, Jira: 4 } },
      search: { jobTitle: 'QA Tester' },
    });
    expect(verdict.skipped).toBeUndefined();
  });
});
