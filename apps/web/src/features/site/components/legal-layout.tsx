import type { ReactNode } from 'react';
import ui from './site-ui.module.css';
import styles from './legal-layout.module.css';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

export interface LegalLayoutProps {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** The privacy policy and terms of service: a title, a table of contents and numbered sections. */
export function LegalLayout({ title, updated, intro, sections }: LegalLayoutProps) {
  return (
    <article className={ui.section} aria-labelledby="legal-title">
      <div className={styles.layout}>
        <header className={styles.header}>
          <span className={ui.eyebrow}>Legal</span>
          <h1 id="legal-title" className={ui.title}>
            {title}
          </h1>
          <p className={styles.updated}>Last updated: {updated}</p>
          <div className={styles.intro}>{intro}</div>
        </header>
        <nav className={styles.toc} aria-label="On this page">
          <h2 className={styles.tocTitle}>On this page</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-h`}
            >
              <h2 id={`${section.id}-h`}>
                {index + 1}. {section.heading}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
