import {
  APPLICATION_CREDIT_COST,
  CREDIT_COST_TEXT,
  TAILORED_APPLICATION_CREDIT_COST,
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
import { useSiteConfig } from '../lib/site-config';

export interface HelpItem {
  title: string;
  body: ReactNode;
}

/**
 * "with your email or Google" only where this server offers Google sign-in (decision 050); until its config has
 * answered, and on a server without it, the step names email alone (never a button the login page will not show).
 */
function CreateAccountStep() {
  const { googleSignIn, loaded } = useSiteConfig();
  return (
    <span data-testid="help-sign-up" data-config={loaded ? 'loaded' : undefined}>
      Sign up on the <Link to="/login">login page</Link> with your email{googleSignIn ? ' or Google' : ''}.
      Every new account gets {FREE_TRIAL_CREDITS} free applications.
    </span>
  );
}

export const HOW_TO_USE: HelpItem[] = [
  {
    title: 'Create your account',
    body: <CreateAccountStep />,
  },
  {
    title: 'Build your resume',
    body: 'In the dashboard, open Resume Builder: fill in your details, reorder the sections by dragging them, and watch the live preview, which is exactly the PDF you download. "Set for Automation" makes it the resume the assistant will use.',
  },
  {
    title: 'Install the local server',
    body: (
      <>
        The <Link to="/try-now">Try Now</Link> guide walks you through it: download the zip for your system
        (Windows, macOS or Linux; everything it runs on is inside, you only need Chrome), extract it, run the
        launcher, load the extension and pair it. The agent opens its own Chrome window when you first press
        Start Automation: log in to LinkedIn there once.
      </>
    ),
  },
  {
    title: 'Add the browser extension and pair it',
    body: 'The zip holds the extension: in Chrome open chrome://extensions, switch on Developer mode, choose "Load unpacked" and pick its extension folder. Open the extension and type the 6-digit code the local server shows (after 5 wrong codes, press Enter in its window for a new one). The extension connects this site to the local server, and the dashboard shows when it is connected.',
  },
  {
    title: 'Assistant Setup and Start Automation',
    body: `In Assistant Setup, upload your resume, enter your CTC, notice period, job search and screening answers, save, and press Start Automation. ApplyPilot then applies to Easy Apply jobs one by one, up to ${DAILY_APPLICATION_LIMIT} a day, each application using ${APPLICATION_CREDIT_COST} credit (${TAILORED_APPLICATION_CREDIT_COST} with an AI-tailored resume); you watch each one land and can stop at any time. Questions it cannot answer from your profile wait for you in Assistant Setup.`,
  },
];

export const BEST_PRACTICES: HelpItem[] = [
  {
    title: 'Keep a human pace: about 40 a day',
    body: `LinkedIn restricts accounts that apply too fast. ApplyPilot waits a random time between actions, and it stops at ${DAILY_APPLICATION_LIMIT} applications in any 24 hours (and ${MONTHLY_APPLICATION_LIMIT} in 30 days). Spread your search over several days rather than trying to apply to everything at once.`,
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
    body: `An AI-tailored resume makes an application cost ${TAILORED_APPLICATION_CREDIT_COST} credits instead of ${APPLICATION_CREDIT_COST}, a cover letter included when the form asks for one; a tailoring that fails gives its credits back. Switch it on for the searches you care most about and leave it off for high-volume ones. The history shows which applications had a tailored resume, and opens the exact PDF that was sent.`,
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
    body: `${CREDIT_COST_TEXT.perApplication} It is the same whether the application goes through LinkedIn Easy Apply or a company site (Greenhouse, Lever, Ashby). AI tailoring is switched on or off in Assistant Setup. ${CREDIT_COST_TEXT.givenBack} ${CREDIT_COST_TEXT.queued} Credit packs are one-time payments; see Pricing. The interview assistant and the resume builder use no credits: the interview assistant runs on your own Gemini API key.`,
  },
  {
    title: 'Can it apply on company sites too?',
    body: 'Yes, when you switch on "Also apply on company sites (Greenhouse, Lever, Ashby)" in Assistant Setup; it is off until you do. Then the search also takes jobs whose Apply button leads to the employer’s own site, and ApplyPilot fills the form when the site runs on Greenhouse, Lever or Ashby. Your resume and answers go to the employer through that site, not through LinkedIn; these sites receive your resume the moment it is attached, and Ashby saves each answer as it is typed. Other company sites and closed postings are skipped and listed in your history, at no cost. When a site does not confirm an application, no credit is taken until you say in your history that it arrived.',
  },
  {
    title: 'What happens when ApplyPilot meets a page it does not understand?',
    body: 'It sends nothing for that job and spends no credit, keeps a copy of the page on your computer with your name, contact details and answers taken out, and goes on with the next job; after three such pages in a row it stops the run. The live panel, your history and the agent’s window say so. "Email support with the page" saves the copy in your downloads and opens an email to us in your mail program: attach the file and send it if you want the page fixed. The copy leaves your computer only if you do.',
  },
  {
    title: 'Is my data safe?',
    body: (
      <>
        Your resume, LinkedIn login and screening answers are kept on your computer, never stored on our
        servers; AI requests pass through our server without their text being kept. Our servers keep your
        email, your payments and a record of each application (job title, company, link and time), for your
        credits, limits and history. Read the <Link to="/privacy">privacy policy</Link>.
      </>
    ),
  },
  {
    title: 'Is my setup still there after I log out? Can someone else on this computer see it?',
    body: "Yes, it stays; and no, nobody else can read it. Your resume, screening answers, search and fit settings, the resume builder and your interview settings with your Gemini key stay in this browser, encrypted with a key of your account. The browser gets that key only while you are signed in and forgets it at Logout, so your setup comes back when you sign in again, and another person signing in on the same browser finds an empty setup. To remove it from a computer, clear this site's data in the browser's settings.",
  },
  {
    title: `The dashboard says "${MESSAGES.extensionNotConnected}"`,
    body: 'Install the extension from the download (see How to Use) in the same Chrome as this site, then reload the dashboard. To start applications, the local server must be running and paired with the extension too.',
  },
  {
    title: 'Why did ApplyPilot skip a job?',
    body: 'Before it applies, ApplyPilot checks each job against your profile and resume, and skips the ones you would not want, saying why in the live panel: the job asks for core skills your profile does not list, it is another kind of job than your search title (a support, manual testing or sales role for a developer), it is for freshers or interns when you have more experience, or it has a deal-breaker your profile answers (citizenship or work authorisation you do not have, a security clearance, relocation you do not want). A skipped job uses no credit. You can lower the threshold or switch the check off in Assistant Setup.',
  },
  {
    title: 'Which computers will it run on?',
    body: 'The local server runs on Windows (64-bit), macOS (a download each for Apple silicon and for Intel) and Linux (64-bit). Its download holds everything it runs on; you only need Google Chrome installed.',
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
