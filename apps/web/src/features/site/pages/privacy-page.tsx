import {
  FREE_TRIAL_CREDITS,
  PRODUCT_NAME,
  RATE_LIMIT_WINDOW_MINUTES,
  SESSION_TTL_DAYS,
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
        <p>Our servers keep only these records:</p>
        <ul>
          <li>
            <strong>Your account</strong>: your email address and the name you give at sign-up (or your Google
            account's identifier when you sign in with Google), a hash of your password, your credit balance
            and each change to it, to run your account, sign you in and write to you about it.
          </li>
          <li>
            <strong>Payment data</strong>: which credit pack you bought, when, the amount and the payment
            provider's order and payment references. Card, UPI and bank details are entered with our payment
            provider (Razorpay) and never reach us.
          </li>
          <li>
            <strong>Your applications</strong>: for each application the assistant submits, the job title, the
            company, the link to the job and its times, whether it was sent or cancelled, the credit it used,
            a SHA-256 fingerprint of the resume PDF it uploaded and which AI tailoring it used, if any, and
            where it went: LinkedIn's Easy Apply, or the company site's name (Greenhouse, Lever or Ashby) and
            the link to its form, with whether that site confirmed it and, if not, your answer to "did it
            arrive?". They keep your credit balance and daily limits and fill your dashboard's history.
          </li>
          <li>
            <strong>Jobs not applied to</strong>: for each job the assistant skipped, the job title, the
            company, the link to the job, when, and why: its fit score and the skills your profile does not
            list, a page the assistant does not understand yet (with the file name of the copy kept on your
            computer, never the copy itself), a company site it does not fill yet or a closed posting (with
            the site's name and link).
          </li>
          <li>
            <strong>AI tailorings</strong>: for each tailoring, only its id, the job's id, SHA-256
            fingerprints of the resume sent and of the resume returned, whether it succeeded (and if not, the
            kind of failure, such as "added a fact"), the credits it used and its times. A fingerprint
            recognises the same text again but cannot be read back into it: it is how a second tailoring of
            the same job from the same resume within 24 hours is not charged again.
          </li>
          <li>
            <strong>Jobs skipped before applying</strong>: since the assistant checks each job's fit before it
            applies, for each job it skipped: the job's title, company, link and id, whether it was skipped
            for its fit or for a deal-breaker, its fit score, the one-line reason shown to you and the skills
            it asked for that your profile does not list, with the time. They fill your history's skipped jobs
            and the Job Fit figures; a job skipped again replaces its record. They use no credit.
          </li>
          <li>
            <strong>Questions waiting for you</strong>: a question a form asked that your profile does not
            answer, its choices, the job's title, company and link, and whether you answered or dismissed it.
            Your answer itself is kept in your browser, not by us.
          </li>
          <li>
            <strong>Your browser data key</strong>: one random key per account, made the first time you open
            the dashboard. Your browser needs it to read the setup it keeps for you (see Cookies and local
            storage); we give it only to a signed-in session of your account. We keep the key, never the data
            it opens.
          </li>
          <li>
            <strong>Security records</strong>: hashes of the tokens behind your sessions, the local agent's
            access and the links we email you, and counters of recent attempts (sign-ins, sign-ups and
            password resets per network address and per account; AI requests per account) that slow down
            abuse.
          </li>
        </ul>
        <p>
          These records contain no resume text, no cover letter, no screening answers and no LinkedIn
          credentials. They are never sold or used for advertising.
        </p>
      </>
    ),
  },
  {
    id: 'stays-on-your-computer',
    heading: 'What stays on your computer',
    body: (
      <>
        <p>
          {PRODUCT_NAME} applies to jobs from your own computer. Your resume, the resumes you build, your
          screening answers and your LinkedIn login stay on your computer: in this site's storage in your
          browser, encrypted with your account's key (see Cookies and local storage), and in the local
          server's folder, which keeps every PDF the assistant uploads (so your history can open the exact
          file sent) and, for 24 hours, each tailored resume with its job (so applying to that job again with
          the same resume reuses it, free). We do not store any of them on our servers. Apart from the AI
          requests described below, the assistant sends them, in your name, only to the jobs you apply to: on
          LinkedIn and, when you switch on "Also apply on company sites" in Assistant Setup, on the employer's
          own site.
        </p>
        <p>
          <strong>Company sites</strong> (off until you switch them on): when a job's Apply button leads to a
          site run by Greenhouse, Lever or Ashby, the assistant fills that form, and your resume and answers
          go to the employer through that company, not through LinkedIn or us. These sites receive your resume
          the moment it is attached, before anything is submitted, and Ashby saves each answer as it is typed:
          a form the assistant stops on may already hold them. Their own privacy policies apply to what they
          receive.
        </p>
        <p>
          You log in to LinkedIn yourself, in a Chrome window on your computer. We never see or store your
          LinkedIn password.
        </p>
      </>
    ),
  },
  {
    id: 'page-copies',
    heading: 'Copies of pages the assistant does not understand',
    body: (
      <>
        <p>
          When LinkedIn or a company site shows a page the assistant does not understand yet, it sends nothing
          for that job and keeps a copy of the page in the local server's folder on your computer, readable
          only by your user account, so the page can be shown to us if you want it fixed. The copy holds the
          page's layout, its own headings, labels, buttons and choices and whether each was shown or hidden.
          It holds nothing you typed or chose (no field values, no ticked boxes or selected choices), no
          scripts and no pictures, links without their query, and every text that matches your name, email,
          phone, city, profile links or file names, or looks like an email address or a phone number, replaced
          by [redacted].
        </p>
        <p>
          It leaves your computer only if you send it: "Email support with the page" in your dashboard saves
          the copy in your downloads and opens an email to us in your own mail program; nothing is sent until
          you attach the file and send that email. Delete the copies at any time from the local server's
          captures folder.
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
          Our AI features send what each request needs through our server to our AI provider, Google Gemini.
          Our server holds that text only while the request runs and keeps none of it afterwards:
        </p>
        <ul>
          <li>
            <strong>Resume and cover-letter customisation</strong> (when you switch on AI customisation): your
            resume and the job's details (its title, company, link and description), to tailor the resume;
            and, when a job's form asks for a cover letter, your resume and the job's details again, for a
            letter built only from your resume and the job's title and company. We keep only the tailoring
            record listed above; nothing of the letter.
          </li>
          <li>
            <strong>Screening questions</strong>: when a form asks something your profile does not answer
            directly, the question, its choices, the job and your screening profile, for a suggested answer
            that is used only when it rests on your own profile facts. We keep neither the answer nor your
            profile.
          </li>
          <li>
            <strong>A second opinion on a job's fit</strong>: when a job's fit score is close to the threshold
            you set, the job's title and description, the skills and years of experience your profile lists
            and the check's own score, for the AI's view of whether you meet its core requirements. It uses no
            credit, and we keep neither the job, nor your skills, nor the answer.
          </li>
        </ul>
        <p>
          Every sentence of a tailored resume or letter names the lines of your resume it rests on; one that
          says anything those lines do not (a fact, a name, a skill or a number) is refused and never sent. A
          question or box that consents, agrees or authorises anything (a background check, sharing your data,
          terms, marketing) is never answered by AI or ticked for you: it waits for your answer.
        </p>
        <p>
          The interview assistant runs in your browser with your own Gemini API key. The key is kept in your
          browser and sent only to Google (encrypted with the rest of your setup while it is stored); audio,
          screenshots and text go from your browser straight to Google, never to us.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <>
        <p>
          We set one cookie, the session cookie that keeps you signed in. It is HttpOnly and is deleted when
          you log out. We use no advertising or tracking cookies.
        </p>
        <p>
          The site keeps your setup in this browser's storage for this site (IndexedDB): your resume PDF and
          its text, professional details, job search and job fit settings, screening answers and remembered
          answers, the resume builder's resume, and the interview settings with your Gemini API key. Each item
          is encrypted (AES-256-GCM) with your account's key, under your account only, so two people's setups
          in one browser never mix. The browser gets the key from us only while you are signed in, holds it in
          the page's memory, never writes it to disk, and forgets it when you log out. So when you log out
          your setup stays on this computer for your next sign-in, and nobody else using this browser can read
          it: another person's account gets another key. Besides it, local storage holds your session's name
          and email while you are signed in, and a note to finish a logout that could not reach us.
        </p>
        <p>
          To remove your setup from a computer, clear this site's data in the browser's settings. When your
          account is deleted, its key is deleted with it and what any browser still keeps for it can never be
          read again.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share data with',
    body: (
      <p>
        We do not sell your data. We share it only with the services that run {PRODUCT_NAME} for us: our
        payment provider (to take payments), our email provider (to send account emails), our AI provider
        (Google Gemini, for the AI requests described above) and our hosting provider, each under an agreement
        to use it only for that purpose; and with authorities when the law requires it.
      </p>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <>
        <ul>
          <li>
            Your account, your applications, your AI tailoring records, the jobs skipped before applying, the
            questions waiting for you and the hashes of used or expired links: as long as your account exists.
          </li>
          <li>Payment records: as long as tax and accounting law requires.</li>
          <li>
            A session: until you log out, at most {SESSION_TTL_DAYS} days. An emailed link or the local
            agent's access stops working within 24 hours. Counters of attempts count over{' '}
            {RATE_LIMIT_WINDOW_MINUTES} minutes; old counters are deleted as new ones are written.
          </li>
          <li>
            The text of an AI request (your resume, profile, skills, the job description, a cover letter or an
            answer): only while the request runs.
          </li>
          <li>
            Your browser data key: as long as your account exists. The encrypted setup in your browser: until
            you clear this site's data in that browser (we cannot reach it).
          </li>
        </ul>
        <p>
          When you ask us to delete your account, we delete it and every record above within 30 days, except
          the payment records the law requires us to keep.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <p>
        You may ask for a copy of the data we hold about you, its correction or its deletion, by writing to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Data on your own computer you can delete
        yourself at any time by logging out (or clearing the site's storage) and removing the local server's
        folder.
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
          explains the little we keep, why, for how long, and what you can ask of us.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
