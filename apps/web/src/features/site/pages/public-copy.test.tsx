import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { forgetSiteConfig } from '../lib/site-config';
import { ContactPage } from './contact-page';
import { stubFetch, withQueryClient } from '../../../lib/test-support';
import { FeaturesPage } from './features-page';
import { HelpPage } from './help-page';
import { FAQ } from '../content/help-content';
import { HomePage } from './home-page';
import { PricingPage } from './pricing-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';
import { TryNowPage } from './try-now-page';

/**
 * Issue [2] of the truth work, part 5: the public pages promise only what the product does. The resume passes through
 * our server for AI requests (so it does "leave the machine"), the server keeps application records tied to the
 * account (so they are not "anonymised"), and no page may say otherwise.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetSiteConfig();
});

/** The page's visible text, spaces collapsed (JSX line breaks are not the reader's). */
function textOf(page: ReactNode): string {
  stubFetch(() => ({ body: { googleClientId: null, paymentMode: 'sandbox', plans: [] } }));
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/'] });
  const { container } = render(
    withQueryClient(
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>,
    ),
  );
  // The page itself, not an error screen: every public page has one h1.
  expect(container.querySelectorAll('h1')).toHaveLength(1);
  const text = (container.textContent ?? '').replace(/\s+/g, ' ');
  cleanup();
  return text;
}

const PAGES: [string, ReactNode][] = [
  ['/', <HomePage key="home" />],
  ['/features', <FeaturesPage key="features" />],
  ['/help', <HelpPage key="help" />],
  ['/pricing', <PricingPage key="pricing" />],
  ['/terms', <TermsPage key="terms" />],
  ['/privacy', <PrivacyPage key="privacy" />],
  ['/try-now', <TryNowPage key="try-now" />],
  ['/contact', <ContactPage key="contact" />],
];

describe('public copy', () => {
  it('no page promises that the resume never leaves the computer, or calls account records anonymous', () => {
    for (const [path, page] of PAGES) {
      const text = textOf(page);
      expect(text, path).not.toMatch(
        /never leaves? your (PC|machine|computer)|never reach our servers|anonymi[sz]ed|never invents|% match/i,
      );
    }
  }, 30_000);

  it('no page says a feature is still to come, and none shows a placeholder phone number (issue 20)', () => {
    for (const [path, page] of PAGES) {
      const text = textOf(page);
      expect(text, path).not.toMatch(
        /launches|on their way|coming soon|chat support|98765\s?43210|123[-\s]?456[-\s]?7890/i,
      );
    }
  }, 30_000);

  it('states the price of an application once, in the same words, on every page that states it (decision 050)', () => {
    const perApplication =
      'Each application uses 1 credit; an application with an AI-tailored resume uses 6 credits: 5 for the tailoring (cover letter included) and 1 for the application.';
    const queued =
      'A tailored job that then waits for your answer under Questions waiting for you has used its 5 credits of tailoring.';
    const pricing = textOf(<PricingPage />);
    expect(pricing).toContain(perApplication);
    expect(pricing).toContain(queued);
    expect(pricing).toContain('or 16 with an AI-tailored resume (6 credits each)');
    const terms = textOf(<TermsPage />);
    expect(terms).toContain(perApplication);
    expect(terms).toContain(queued);
    expect(textOf(<FeaturesPage />)).toContain(perApplication);
    const home = textOf(<HomePage />);
    expect(home).toContain('1 credit per application, 6 with an AI-tailored resume (cover letter included)');
    expect(home).toContain('Premium · 6 credits per application');
    expect(home).toContain('or 62 with an AI-tailored resume (6 credits each)');
    // No page keeps an older price: 5 "more" or "extra" credits, "Uses 5 Credits", 20/75/200 customised applications.
    for (const [path, page] of PAGES) {
      expect(textOf(page), path).not.toMatch(
        /\b5 (more|extra) credits|uses 5 more|uses 5 credits|customi[sz]ed applications|\b(20|75|200) AI/i,
      );
    }
  }, 30_000);

  it('the features page and the terms describe AI tailoring, dashboard automation, tracking and interview practice as they are', () => {
    const features = textOf(<FeaturesPage />);
    expect(features).toContain(
      'Easy Apply automation that runs from your own computer and starts from your dashboard, AI resume and cover-letter tailoring, application tracking, a resume builder and an interview assistant with a practice question.',
    );
    const terms = textOf(<TermsPage />);
    expect(terms).toContain(
      'The service applies to at most 40 jobs in any 24 hours and 1000 in any 30 days.',
    );
  });

  it('the home and features pages name the AI cover letter, the fact check and the consents left to the user', () => {
    const home = textOf(<HomePage />);
    expect(home).toContain('writes the cover letter a form asks for');
    expect(home).toContain('never adds a fact or a number your resume lacks');
    expect(home).toContain('anything that asks you to consent or agree');
    expect(home).toContain('never stored on our servers');

    const features = textOf(<FeaturesPage />);
    expect(features).toContain('A tailored resume and cover letter for every job');
    expect(features).toContain(
      'It never adds a fact or a number your resume lacks: every sentence it writes names the lines of your resume it rests on, and our server checks each against exactly those lines',
    );
    expect(features).toContain(
      'A question or box that consents or agrees to anything (a background check, sharing your data, terms, marketing) always waits for you.',
    );
  });

  it('the privacy policy and the FAQ say where the setup is kept, encrypted, and what Logout does (decision 049)', () => {
    const privacy = textOf(<PrivacyPage />);
    expect(privacy).toContain(
      "Each item is encrypted (AES-256-GCM) with your account's key, under your account only",
    );
    expect(privacy).toContain('never writes it to disk, and forgets it when you log out');
    expect(privacy).toContain('We keep the key, never the data it opens.');
    expect(privacy).toContain('clear this site');
    expect(privacy).not.toContain('which clears it');
    const item = FAQ.find((entry) => entry.title.startsWith('Is my setup still there after I log out?'));
    expect(item?.title).toBe(
      'Is my setup still there after I log out? Can someone else on this computer see it?',
    );
    expect(item?.body).toContain('another person signing in on the same browser finds an empty setup');
  });

  it('the privacy policy says what the server keeps of an AI request, and for how long', () => {
    const privacy = textOf(<PrivacyPage />);
    expect(privacy).toContain(
      'for each tailoring, only its id, the job\'s id, SHA-256 fingerprints of the resume sent and of the resume returned, whether it succeeded (and if not, the kind of failure, such as "added a fact"), the credits it used and its times.',
    );
    expect(privacy).toContain(
      'Our server holds that text only while the request runs and keeps none of it afterwards',
    );
    expect(privacy).toContain('nothing of the letter');
    expect(privacy).toContain(
      'Every sentence of a tailored resume or letter names the lines of your resume it rests on; one that says anything those lines do not (a fact, a name, a skill or a number) is refused and never sent.',
    );
    expect(privacy).toContain('We keep neither the answer nor your profile.');
    expect(privacy).toContain(
      'for each application the assistant submits, the job title, the company, the link to the job and its times',
    );
    expect(privacy).toContain('for 24 hours, each tailored resume with its job');
    expect(privacy).toContain('The key is kept in your browser and sent only to Google');
    expect(privacy).toContain(
      'Your account, your applications, your AI tailoring records, the jobs skipped before applying, the questions waiting for you and the hashes of used or expired links: as long as your account exists.',
    );
  });

  it('the privacy policy lists the skipped-job records and what the AI second opinion on fit is sent (decision 050)', () => {
    const privacy = textOf(<PrivacyPage />);
    expect(privacy).toContain(
      "Jobs skipped before applying: since the assistant checks each job's fit before it applies, for each job it skipped: the job's title, company, link and id, whether it was skipped for its fit or for a deal-breaker, its fit score, the one-line reason shown to you and the skills it asked for that your profile does not list, with the time.",
    );
    expect(privacy).toContain(
      "A second opinion on a job's fit: when a job's fit score is close to the threshold you set, the job's title and description, the skills and years of experience your profile lists and the check's own score, for the AI's view of whether you meet its core requirements. It uses no credit, and we keep neither the job, nor your skills, nor the answer.",
    );
  });

  it('every page that speaks of credits, sites and data says what company sites and page copies do (decision 055)', () => {
    const pricing = textOf(<PricingPage />);
    expect(pricing).toContain(
      'One credit is one confirmed application, whatever the site: LinkedIn Easy Apply, or the employer’s own site on Greenhouse, Lever or Ashby when you switch company sites on.',
    );
    expect(pricing).toContain('What if a company site does not confirm an application?');
    // The help page's FAQ opens on its tab: its answers are read from the content it renders.
    const faq = new Map(FAQ.map((item) => [item.title, String(item.body)]));
    expect(faq.get('Can it apply on company sites too?')).toContain(
      'these sites receive your resume the moment it is attached, and Ashby saves each answer as it is typed',
    );
    expect(faq.get('What happens when ApplyPilot meets a page it does not understand?')).toContain(
      'The copy leaves your computer only if you do.',
    );
    const home = textOf(<HomePage />);
    expect(home).toContain('on company sites run by Greenhouse, Lever or Ashby');
    const privacy = textOf(<PrivacyPage />);
    expect(privacy).toContain(
      'your resume and answers go to the employer through that company, not through LinkedIn or us. These sites receive your resume the moment it is attached, before anything is submitted, and Ashby saves each answer as it is typed',
    );
    expect(privacy).toContain('Copies of pages the assistant does not understand');
    expect(privacy).toContain(
      'It leaves your computer only if you send it: "Email support with the page" in your dashboard saves the copy in your downloads and opens an email to us in your own mail program; nothing is sent until you attach the file and send that email.',
    );
    expect(privacy).toContain('never the copy itself');
    const terms = textOf(<TermsPage />);
    expect(terms).toContain(
      'An application a company site did not confirm is charged only when you tell us in your history that it arrived.',
    );
  });
});
