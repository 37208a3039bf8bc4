import { Link } from 'react-router';
import type { MouseEvent } from 'react';
import ui from '../components/site-ui.module.css';
import { ArrowRightIcon, CheckIcon, LockIcon, SparklesIcon, ZapIcon } from '../components/icons';
import { scrollToSection } from '../lib/scroll-target';
import styles from './hero.module.css';

const HIGHLIGHTS = [
  {
    icon: <LockIcon size={20} />,
    title: 'Runs locally, stays private',
    text: 'Your resume and logins are kept on your PC, never on our servers.',
  },
  {
    icon: <ZapIcon size={20} />,
    title: 'Smart automation',
    text: 'Dozens of Easy Apply jobs a day, at a human pace.',
  },
  {
    icon: <SparklesIcon size={20} />,
    title: 'AI resume tailoring',
    text: 'A resume and cover letter matched to each job, from your own facts.',
  },
];

const DEMO_JOBS = [
  { title: 'Frontend Engineer', company: 'Nimbus Labs · Bengaluru', status: 'Applied' },
  { title: 'React Developer', company: 'Orbit Pay · Remote', status: 'Applied' },
  { title: 'Software Engineer II', company: 'Kite Systems · Pune', status: 'Applying…' },
  { title: 'UI Engineer', company: 'Lumen Health · Hybrid', status: 'Queued' },
];

export function HeroSection() {
  const seeHow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    scrollToSection('how-it-works');
  };
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <span className={ui.eyebrow}>Your job search, on autopilot</span>
          <h1 id="hero-title" className={styles.title}>
            Apply to dozens of jobs a day{' '}
            <span className={styles.accent}>while you prepare for interviews</span>
          </h1>
          <p className={styles.subtitle}>
            ApplyPilot fills in and submits LinkedIn Easy Apply applications for you, from your own computer,
            using your resume and your search, started from your dashboard.
          </p>
          <div className={ui.buttons}>
            <Link to="/dashboard" className={ui.primary}>
              Apply Now <ArrowRightIcon size={18} />
            </Link>
            <a href="#how-it-works" className={ui.secondary} onClick={seeHow}>
              See How It Works
            </a>
          </div>
          <ul className={styles.highlights}>
            {HIGHLIGHTS.map((item) => (
              <li key={item.title}>
                <span className={styles.highlightIcon}>{item.icon}</span>
                <span>
                  <strong>{item.title}</strong>
                  <span className={styles.highlightText}>{item.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.visual} aria-hidden="true">
          <div className={styles.window}>
            <div className={styles.windowBar}>
              <span />
              <span />
              <span />
              <em>ApplyPilot · running locally</em>
            </div>
            <div className={styles.windowStats}>
              <div>
                <b>27</b>
                <small>applied today</small>
              </div>
              <div>
                <b>348</b>
                <small>credits left</small>
              </div>
              <div>
                <b>13</b>
                <small>left today</small>
              </div>
            </div>
            <ul className={styles.jobs}>
              {DEMO_JOBS.map((job) => (
                <li key={job.title}>
                  <span className={styles.jobLogo}>{job.title.charAt(0)}</span>
                  <span className={styles.jobText}>
                    <b>{job.title}</b>
                    <small>{job.company}</small>
                  </span>
                  <span className={`${styles.status} ${styles[statusClass(job.status)]}`}>
                    {job.status === 'Applied' ? <CheckIcon size={14} /> : null}
                    {job.status}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

function statusClass(status: string): 'done' | 'active' | 'queued' {
  if (status === 'Applied') return 'done';
  return status === 'Queued' ? 'queued' : 'active';
}
