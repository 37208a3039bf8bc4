import {
  CUSTOMIZE_CREDIT_COST,
  DAILY_APPLICATION_LIMIT,
  FREE_TRIAL_CREDITS,
  MESSAGES,
  MONTHLY_APPLICATION_LIMIT,
  REFUND_WINDOW_DAYS,
  SUPPORT_EMAIL,
  SUPPORT_RESPONSE_HOURS,
} from '@applypilot/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface HelpItem {
  title: string;
  body: ReactNode;
}

export const HOW_TO_USE: HelpItem[] = [
  {
    title: 'Create your account',
    body: (
      <>
        Sign up on the <Link to="/login">login page</Link> with your email or Google. Every new account gets{' '}
        {FREE_TRIAL_CREDITS} free applications.
      </>
    ),
  },
  {
    title: 'Install the local server',
    body: (
      <>
        Follow the <Link to="/try-now">Try Now</Link> guide: download the zip (Windows, macOS or Linux),
        extract it, run ApplyPilot and log in to LinkedIn in the Chrome window it opens.
      </>
    ),
  },
  {
    title: 'Add the browser extension',
    body: 'Use "Get Extension" in the dashboard sidebar. The extension connects this site to the local server; the dashboard shows when it is connected.',
  },
  {
    title: 'Complete Assistant Setup',
    body: 'In the dashboard, open Assistant Setup: upload your resume as a PDF, enter your current and expected CTC and notice period, then your job title or keywords, location, experience, work type and date posted. Save.',
  },
  {
    title: 'Start the automation',
    body: `Press Start Automation. ApplyPilot opens LinkedIn's job search with your criteria and applies to Easy Apply jobs one by one, up to ${DAILY_APPLICATION_LIMIT} a day. Each application uses 1 credit.`,
  },
  {
    title: 'Follow your progress',
    body: 'The dashboard lists every application with its time, your applications today and this month, and your credits left.',
  },
];

export const BEST_PRACTICES: HelpItem[] = [
  {
    title: 'Keep a human pace: about 40 a day',
    body: `LinkedIn restricts accounts that apply too fast. ApplyPilot waits a random time between actions and stops at ${DAILY_APPLICATION_LIMIT} applications in any 24 hours (and ${MONTHLY_APPLICATION_LIMIT} in 30 days). Spread your search over several days rather than trying to apply to everything at once.`,
  },
  {
    title: 'Use a focused job title',
    body: 'A specific title ("Frontend Engineer", "Data Analyst") and a real location give better matches than a broad keyword. Use the experience, work type and date-posted filters to skip jobs you would not take.',
  },
  {
    title: 'Keep your resume current and readable',
    body: 'Upload a text-based PDF (not a scan) with standard headings. The Resume Builder in the dashboard produces one that applicant tracking systems read cleanly.',
  },
  {
    title: 'Tailor the resume where it counts',
    body: `AI resume customisation costs ${CUSTOMIZE_CREDIT_COST} extra credits per job. Switch it on for searches you care most about and leave it off for high-volume ones.`,
  },
  {
    title: 'Leave the agent’s Chrome to the agent',
    body: 'While ApplyPilot applies, do not click around in the Chrome window it controls. Use your usual browser for everything else.',
  },
  {
    title: 'Check LinkedIn yourself every day',
    body: 'Recruiters answer on LinkedIn and by email. If LinkedIn shows a security check or a limit message, ApplyPilot stops; solve it yourself, then start again the next day.',
  },
];

export const FAQ: HelpItem[] = [
  {
    title: 'How do credits work?',
    body: `One Easy Apply application uses 1 credit, and an AI-tailored resume for a job uses ${CUSTOMIZE_CREDIT_COST} more. A credit is only used when an application is actually submitted. Credit packs are one-time payments; see Pricing.`,
  },
  {
    title: 'Is my data safe?',
    body: (
      <>
        Your resume, LinkedIn login and screening answers stay on your computer. Our servers keep only your
        email, your payments and anonymised usage data (a record of the applications sent, for your credits
        and limits). Read the <Link to="/privacy">privacy policy</Link>.
      </>
    ),
  },
  {
    title: `The dashboard says "${MESSAGES.extensionNotConnected}"`,
    body: 'Check that the ApplyPilot extension is installed and enabled in chrome://extensions, that the local server is running, and that you opened the dashboard in the same Chrome where the extension is installed. Then reload the dashboard page. If it still does not connect, remove and re-add the extension and pair it again from its popup.',
  },
  {
    title: 'Nothing happens after I press Start Automation',
    body: 'Make sure the local server window is open and LinkedIn is logged in inside the Chrome it opened. Your setup must have a resume and a job title, and you need at least 1 credit and fewer than 40 applications in the last 24 hours.',
  },
  {
    title: 'Which computers does it run on?',
    body: 'The local server runs on Windows, macOS and Linux and needs Google Chrome installed.',
  },
  {
    title: 'Can I get a refund?',
    body: `Write to us within about ${REFUND_WINDOW_DAYS} days of the purchase; we look at each request case by case, especially for unused credits. See the terms of service.`,
  },
  {
    title: 'How do I reach support?',
    body: (
      <>
        Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use the{' '}
        <Link to="/contact">contact page</Link>. We answer within {SUPPORT_RESPONSE_HOURS} business hours.
      </>
    ),
  },
];
