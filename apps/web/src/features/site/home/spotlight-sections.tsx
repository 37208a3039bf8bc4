import { Link } from 'react-router';
import { CREDIT_COST_TEXT } from '@applypilot/contracts';
import ui from '../components/site-ui.module.css';
import {
  ArrowRightIcon,
  CheckIcon,
  FileCheckIcon,
  LaptopIcon,
  LockIcon,
  ShieldIcon,
  SparklesIcon,
} from '../components/icons';
import styles from './spotlight.module.css';

/** The AI resume tailoring and security/privacy sections of the home page (section 2). */
export function ResumeAiSection() {
  return (
    <section className={ui.section} aria-labelledby="resume-ai-title">
      <div className={`${ui.container} ${styles.split}`}>
        <div>
          <span className={ui.eyebrow}>Premium · AI resume tailoring</span>
          <h2 id="resume-ai-title" className={ui.title}>
            A resume written for every job you apply to
          </h2>
          <p className={ui.lead}>
            Switch on AI customisation and ApplyPilot rewrites your resume's summary and bullet points around
            each job description before it applies, and writes the cover letter a form asks for, so recruiters
            see the experience they asked for.
          </p>
          <ul className={styles.checks}>
            <li>
              <CheckIcon size={18} /> Keeps your facts: it rephrases and reorders, and never adds a fact or a
              number your resume lacks
            </li>
            <li>
              <CheckIcon size={18} /> ATS-friendly layout, leading with your skills the job asks for
            </li>
            <li>
              <CheckIcon size={18} /> {CREDIT_COST_TEXT.short} (cover letter included), only when you turn it
              on
            </li>
          </ul>
          <Link to="/features#resume-ai" className={ui.textLink}>
            Learn how AI tailoring works <ArrowRightIcon size={16} />
          </Link>
        </div>
        <div className={styles.resumeCard} aria-hidden="true">
          <div className={styles.resumeHead}>
            <FileCheckIcon size={20} /> resume-tailored.pdf
            <span className={styles.match}>Facts checked</span>
          </div>
          <div className={styles.resumeLine} style={{ width: '70%' }} />
          <div className={styles.resumeLine} style={{ width: '45%' }} />
          <p className={styles.resumeLabel}>
            <SparklesIcon size={14} /> Summary tailored for "Frontend Engineer"
          </p>
          <div className={`${styles.resumeLine} ${styles.highlight}`} style={{ width: '95%' }} />
          <div className={`${styles.resumeLine} ${styles.highlight}`} style={{ width: '88%' }} />
          <div className={styles.resumeLine} style={{ width: '92%' }} />
          <div className={styles.resumeLine} style={{ width: '60%' }} />
          <p className={styles.resumeLabel}>
            <SparklesIcon size={14} /> Keywords: React, TypeScript, accessibility
          </p>
          <div className={`${styles.resumeLine} ${styles.highlight}`} style={{ width: '80%' }} />
          <div className={styles.resumeLine} style={{ width: '75%' }} />
        </div>
      </div>
    </section>
  );
}

const PRIVACY_POINTS = [
  {
    icon: <LaptopIcon size={22} />,
    title: 'Runs on your computer',
    text: 'The Easy Apply engine runs in a Chrome on your machine, with your own network connection.',
  },
  {
    icon: <LockIcon size={22} />,
    title: 'Your credentials stay with you',
    text: 'You log in to LinkedIn yourself. We never see or store your password.',
  },
  {
    icon: <ShieldIcon size={22} />,
    title: 'Minimal data on our side',
    text: 'We keep your email, your payments and a record of each application (job, company, link, time), never your resume or answers.',
  },
];

export function SecuritySection() {
  return (
    <section className={`${ui.section} ${styles.dark}`} aria-labelledby="privacy-title">
      <div className={ui.container}>
        <div className={ui.head}>
          <span className={`${ui.eyebrow} ${styles.darkEyebrow}`}>Security & privacy</span>
          <h2 id="privacy-title" className={`${ui.title} ${styles.darkTitle}`}>
            Your resume and your logins stay on your computer
          </h2>
          <p className={`${ui.lead} ${styles.darkLead}`}>
            ApplyPilot is built so that the sensitive parts of your job search stay on your computer and are
            never stored on our servers.
          </p>
        </div>
        <div className={styles.points}>
          {PRIVACY_POINTS.map((point) => (
            <div key={point.title} className={styles.point}>
              <span className={styles.pointIcon}>{point.icon}</span>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </div>
          ))}
        </div>
        <p className={styles.center}>
          <Link to="/privacy" className={`${ui.textLink} ${styles.darkLink}`}>
            Read our privacy policy <ArrowRightIcon size={16} />
          </Link>
        </p>
      </div>
    </section>
  );
}
