import type { ReactNode } from 'react';
import styles from './coming-soon.module.css';

export interface ComingSoonProps {
  title: string;
  description?: ReactNode;
}

/** Placeholder card for a dashboard tool that a later release builds. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <section className={`ap-card ${styles.card}`} aria-label={title}>
      <div className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <div>
        <div className={styles.badge}>Coming soon</div>
        <h2 className={styles.title}>{title}</h2>
        {description ? <p className={styles.text}>{description}</p> : null}
      </div>
    </section>
  );
}
