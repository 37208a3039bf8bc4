import { Link } from 'react-router';
import { CheckIcon, ArrowRightIcon } from '../components/icons';
import ui from '../components/site-ui.module.css';
import { FEATURE_DETAILS } from '../content/feature-details';
import { useScrollToHash } from '../lib/use-scroll-to-hash';
import styles from './features-page.module.css';

export function FeaturesPage() {
  // The home page links to /features#resume-ai.
  useScrollToHash();
  return (
    <>
      <section className={`${ui.section} ${styles.top}`} aria-labelledby="features-page-title">
        <div className={ui.head}>
          <span className={ui.eyebrow}>Features</span>
          <h1 id="features-page-title" className={ui.title}>
            Everything ApplyPilot does for your job search
          </h1>
          <p className={ui.lead}>
            Easy Apply automation that runs from your own computer and starts from your dashboard, AI resume
            and cover-letter tailoring, application tracking, a resume builder and an interview assistant with
            a practice question.
          </p>
        </div>
        <nav className={styles.jump} aria-label="Features on this page">
          {FEATURE_DETAILS.map((feature) => (
            <a key={feature.id} href={`#${feature.id}`}>
              {feature.eyebrow.replace('Premium · ', '')}
            </a>
          ))}
        </nav>
      </section>
      <div className={styles.list}>
        {FEATURE_DETAILS.map((feature, index) => (
          <section
            key={feature.id}
            id={feature.id}
            className={`${styles.feature} ${index % 2 === 1 ? styles.flip : ''}`}
            aria-labelledby={`${feature.id}-title`}
          >
            <div className={styles.visual} aria-hidden="true">
              <span className={styles.icon}>{feature.icon}</span>
            </div>
            <div>
              <span className={ui.eyebrow}>{feature.eyebrow}</span>
              {feature.status ? <span className={styles.status}>{feature.status}</span> : null}
              <h2 id={`${feature.id}-title`} className={styles.title}>
                {feature.title}
              </h2>
              <p className={styles.text}>{feature.text}</p>
              <ul className={styles.points}>
                {feature.points.map((point) => (
                  <li key={point}>
                    <CheckIcon size={18} /> {point}
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ))}
      </div>
      <section className={`${ui.section} ${styles.cta}`} aria-label="Get started">
        <div className={ui.buttons} style={{ justifyContent: 'center' }}>
          <Link to="/dashboard" className={ui.primary}>
            Claim 5 Free Applications <ArrowRightIcon size={18} />
          </Link>
          <Link to="/pricing" className={ui.secondary}>
            See pricing
          </Link>
        </div>
      </section>
    </>
  );
}
