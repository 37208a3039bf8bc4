import {
  CREDIT_COST_TEXT,
  DAILY_APPLICATION_LIMIT,
  FREE_TRIAL_CREDITS,
  LIABILITY_CAP_MONTHS,
  MONTHLY_APPLICATION_LIMIT,
  PLANS,
  PRODUCT_NAME,
  REFUND_WINDOW_DAYS,
  SUPPORT_EMAIL,
} from '@applypilot/contracts';
import { Link } from 'react-router';
import { LegalLayout, type LegalSection } from '../components/legal-layout';
import { LEGAL_UPDATED } from '../content/legal-facts';

const SECTIONS: LegalSection[] = [
  {
    id: 'service',
    heading: 'The service',
    body: (
      <p>
        {PRODUCT_NAME} helps you apply to LinkedIn jobs: through Easy Apply and, when you switch it on, on the
        employer's own site when it runs on Greenhouse, Lever or Ashby. The automation runs on your own
        computer, using the resume and search criteria you provide, through a browser extension and a local
        server that you start from your dashboard. The service offers your account, credit packs, a resume
        builder and application tracking, AI resume and cover-letter customisation and an interview assistant
        that uses your own Gemini API key.
      </p>
    ),
  },
  {
    id: 'account',
    heading: 'Your account',
    body: (
      <p>
        You need an account with a valid email address. Keep your password to yourself; you are responsible
        for what happens under your account. One person, one account.
      </p>
    ),
  },
  {
    id: 'plans',
    heading: 'Credits and paid plans',
    body: (
      <>
        <p>
          Paid plans are credit-based, one-time purchases in Indian rupees (INR).{' '}
          {CREDIT_COST_TEXT.perApplication} {CREDIT_COST_TEXT.givenBack} {CREDIT_COST_TEXT.queued} An
          application a company site did not confirm is charged only when you tell us in your history that it
          arrived.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Price</th>
              <th scope="col">Credits</th>
            </tr>
          </thead>
          <tbody>
            {PLANS.map((plan) => (
              <tr key={plan.name}>
                <td>{plan.name.replace(' Pack', '')}</td>
                <td>{plan.price.toLocaleString('en-IN')} INR</td>
                <td>{plan.credits.toLocaleString('en-IN')} credits</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Credits are added to your account once the payment is confirmed. They are personal and cannot be
          transferred or exchanged for money.
        </p>
      </>
    ),
  },
  {
    id: 'free-trial',
    heading: 'Free trial',
    body: (
      <p>
        New accounts get a free trial of {FREE_TRIAL_CREDITS} applications. Free trials are limited to one per
        person; we may withdraw trial credits obtained with several accounts.
      </p>
    ),
  },
  {
    id: 'fair-use',
    heading: 'Fair use and LinkedIn',
    body: (
      <>
        <p>
          You use {PRODUCT_NAME} with your own LinkedIn account and remain responsible for it and for the
          applications sent in your name. LinkedIn's user agreement restricts automated activity, so the
          automation keeps a human pace and stops when LinkedIn shows a limit or a security check. The service
          applies to at most {DAILY_APPLICATION_LIMIT} jobs in any 24 hours and {MONTHLY_APPLICATION_LIMIT} in
          any 30 days.
        </p>
        <p>
          The assistant answers forms only from your resume and the screening answers you give. It never
          consents, agrees or signs for you: a question or box that consents to anything (a background check,
          sharing your data, terms, marketing) gets only the answer you gave to that exact question, and
          otherwise waits for you. If you switch on “Tick declarations that my application is accurate”, you
          confirm, for each application it sends, that the information you provided is true and complete.
        </p>
        <p>
          We cannot guarantee interviews or job offers, nor that LinkedIn will not restrict an account. Do not
          use the service to send false information or to apply to jobs you would not accept.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    body: (
      <p>
        If you are not satisfied, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> within
        about {REFUND_WINDOW_DAYS} days of your purchase. Refunds are decided case by case, taking into
        account the credits already used.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    body: (
      <p>
        The service is provided as is. To the extent the law allows, our total liability for any claim is
        limited to the amount you paid us in the {LIABILITY_CAP_MONTHS} months before the event that gave rise
        to it.
      </p>
    ),
  },
  {
    id: 'privacy',
    heading: 'Privacy',
    body: (
      <p>
        We keep only your account, payment data and records of your applications and AI tailorings, never the
        text of your resume, answers or cover letters. The details are in our{' '}
        <Link to="/privacy">privacy policy</Link>.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes and termination',
    body: (
      <p>
        We may change these terms; we will email you about important changes before they apply. You can close
        your account at any time. We may suspend accounts that break these terms.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or our{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      updated={LEGAL_UPDATED}
      intro={<p>These terms apply when you use {PRODUCT_NAME}. Please read them before you buy credits.</p>}
      sections={SECTIONS}
    />
  );
}
