import {
  FREE_TRIAL_CREDITS,
  PRODUCT_NAME,
  SUPPORT_EMAIL,
  SUPPORT_RESPONSE_HOURS,
} from '@applypilot/contracts';
import { Link } from 'react-router';
import { LegalLayout, type LegalSection } from '../components/legal-layout';
import { LEGAL_UPDATED } from '../content/legal-facts';

const SECTIONS: LegalSection[] = [
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    body: (
      <>
        <p>We collect only three kinds of data:</p>
        <ul>
          <li>
            <strong>Your email address</strong> (and the name you give at sign-up), to run your account, sign
            you in and write to you about it.
          </li>
          <li>
            <strong>Payment data</strong>: which credit pack you bought, when, the amount and the payment
            provider's order and payment references. Card, UPI and bank details are entered with our payment
            provider (Razorpay) and never reach us.
          </li>
          <li>
            <strong>Anonymised usage data</strong>: a record of each application the assistant submits (when
            it was sent and the credits it used), so we can keep your credit balance and daily limits and show
            your counts in the dashboard. It contains no resume text, no answers and no LinkedIn credentials,
            and is never sold or used for advertising.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'stays-on-your-computer',
    heading: 'What stays on your computer',
    body: (
      <>
        <p>
          {PRODUCT_NAME} applies to jobs from your own computer. Your resume, your LinkedIn login and the
          answers you give in Assistant Setup stay on your computer, in your browser's storage and in the
          local server's folder. None of them is stored on our servers.
        </p>
        <p>
          You log in to LinkedIn yourself, in a Chrome window on your computer. We never see or store your
          LinkedIn password.
        </p>
      </>
    ),
  },
  {
    id: 'ai-features',
    heading: 'AI features',
    body: (
      <>
        <p>
          When you switch on AI resume customisation, your resume and the job description pass through our
          server to our AI provider (Google Gemini) to produce the tailored version; we do not keep their text
          afterwards, only a record that a tailoring was made for that job and the credits it used. The
          tailored PDF is kept on your computer. When the engine meets a screening question your profile does
          not answer directly, the question, the job and your screening profile are sent the same way for a
          suggested answer, which is used only when it rests on your own profile facts. The interview
          assistant runs in your browser with your own API key and sends audio, screenshots and text straight
          to Google, not to us.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <p>
        We set one cookie, the session cookie that keeps you signed in. It is HttpOnly and is deleted when you
        log out. We use no advertising or tracking cookies. The site keeps your settings and resume in your
        browser's local storage, which only you can read.
      </p>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share data with',
    body: (
      <p>
        We do not sell your data. We share it only with the services that run {PRODUCT_NAME} for us: our
        payment provider (to take payments), our email provider (to send account emails) and our hosting
        provider, each under an agreement to use it only for that purpose; and with authorities when the law
        requires it.
      </p>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <p>
        Your account data is kept while your account exists. Payment records are kept as long as tax and
        accounting law requires. When you ask us to delete your account, we delete your email and usage data
        within 30 days.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <p>
        You may ask for a copy of the data we hold about you, its correction or its deletion, by writing to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Data on your own computer you can delete
        yourself at any time by clearing the site's storage and removing the local server's folder.
      </p>
    ),
  },
  {
    id: 'trials',
    heading: 'Free trials and paid plans',
    body: (
      <p>
        New accounts get a limited free trial of {FREE_TRIAL_CREDITS} applications, one per person. Paid plans
        are credit-based packs described in our <Link to="/terms">terms of service</Link>. We keep the records
        needed to prevent trial abuse (your email and the trial grant).
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Questions about this policy: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or our{' '}
        <Link to="/contact">contact page</Link>. We answer within {SUPPORT_RESPONSE_HOURS} business hours.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      updated={LEGAL_UPDATED}
      intro={
        <p>
          {PRODUCT_NAME} is built so that the sensitive parts of your job search stay with you. This policy
          explains the little we collect, why, and what you can ask of us.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
