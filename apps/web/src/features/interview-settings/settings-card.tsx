import type { ReactNode } from 'react';
import styles from './interview-settings.module.css';

/**
 * One titled group of settings. The heading structures the page for screen readers; the section is deliberately not
 * a named region, whose name ("API & Model") would also answer for the fields' own labels ("Model").
 */
export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{title}</h2>
        {description ? <p className={styles.hint}>{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
