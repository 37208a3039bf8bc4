import ui from '../components/site-ui.module.css';
import { FEATURE_CARDS } from '../content/feature-cards';
import styles from './features-section.module.css';

export function FeaturesSection() {
  return (
    <section id="features" className={`${ui.section} ${ui.alt}`} aria-labelledby="features-title">
      <div className={ui.container}>
        <div className={ui.head}>
          <span className={ui.eyebrow}>Features</span>
          <h2 id="features-title" className={ui.title}>
            Everything You Need for an Automated Job Search
          </h2>
          <p className={ui.lead}>
            From the first search to the last screening question, ApplyPilot does the repetitive part.
          </p>
        </div>
        <div className={styles.grid}>
          {FEATURE_CARDS.map((card) => (
            <article key={card.title} className={styles.card}>
              <span className={styles.icon}>{card.icon}</span>
              <h3 className={styles.title}>{card.title}</h3>
              {card.tag ? <span className={styles.tag}>{card.tag}</span> : null}
              <p className={styles.text}>{card.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
