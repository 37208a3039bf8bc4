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
    title: 'Build your resume',
    body: 'In the dashboard, open Resume Builder: fill in your details, reorder the sections by dragging them, and watch the live preview, which is exactly the PDF you download. "Set for Automation" makes it the resume the assistant will use.',
  },
  {
    title: 'Coming soon: install the local server',
    body: (
      <>
        When the download opens, the <Link to="/try-now">Try Now</Link> guide will walk you through it:
        download the zip (Windows, macOS or Linux), extract it, run ApplyPilot and log in to LinkedIn in the
        Chrome window it opens.
      </>
    ),
  },
  {
    title: 'Coming soon: add the browser extension',
    body: 'The extension is not published yet. Once it is, "Get Extension" in the dashboard sidebar will take you to it; it connects this site to the local server, and the dashboard shows when it is connected.',
  },
  {
    title: 'Coming soon: Assistant Setup and Start Automation',
    body: `When automation launches, you will enter your CTC, notice period and job search in Assistant Setup and press Start Automation; ApplyPilot will then apply to Easy Apply jobs one by one, up to ${DAILY_APPLICATION_LIMIT} a day, each application using 1 credit. Your dashboard will list every application and your credits left.`,
  },
];

export const BEST_PRACTICES: HelpItem[] = [
  {
    title: 'Keep a human pace: about 40 a day',
    body: `LinkedIn restricts accounts that apply too fast. ApplyPilot waits a random time between actions, and when automation launches from the dashboard it will stop at ${DAILY_APPLICATION_LIMIT} applications in any 24 hours (and ${MONTHLY_APPLICATION_LIMIT} in 30 days). Spread your search over several days rather than trying to apply to everything at once.`,
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
    title: 'Tailor the resume where it counts (coming soon)',
    body: `AI resume customisation, when it launches, will cost ${CUSTOMIZE_CREDIT_COST} extra credits per job. Plan to switch it on for the searches you care most about and leave it off for high-volume ones.`,
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
    body: `One Easy Apply application uses 1 credit; AI resume tailoring, once it launches, will use ${CUSTOMIZE_CREDIT_COST} more for a job. A credit is only used when an application is actually submitted. Credit packs are one-time payments; see Pricing.`,
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
    body: 'That is expected for now: the ApplyPilot extension is not published yet, so there is nothing to connect. Once it is, the dashboard will show it as connected when the extension is installed in the same Chrome and the local server is running.',
  },
  {
    title: 'Which computers will it run on?',
    body: 'The local server, coming soon, runs on Windows, macOS and Linux and needs Google Chrome installed.',
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
