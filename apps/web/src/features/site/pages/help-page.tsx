import { useRef, useState, type KeyboardEvent } from 'react';
import ui from '../components/site-ui.module.css';
import { BEST_PRACTICES, FAQ, HOW_TO_USE, type HelpItem } from '../content/help-content';
import styles from './help-page.module.css';

const TABS = [
  { id: 'how-to-use', label: 'How to Use' },
  { id: 'best-practices', label: 'Best Practices' },
  { id: 'faq', label: 'FAQ' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Help centre: three tabs (section 2), a keyboard-operable tab list as the ARIA tabs pattern describes. */
export function HelpPage() {
  const [active, setActive] = useState<TabId>('how-to-use');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((tab) => tab.id === active);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : -1;
    if (next === -1) return;
    event.preventDefault();
    setActive(TABS[next]!.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className={ui.section} aria-labelledby="help-title">
      <div className={ui.narrow}>
        <div className={ui.head}>
          <span className={ui.eyebrow}>Help centre</span>
          <h1 id="help-title" className={ui.title}>
            How can we help?
          </h1>
          <p className={ui.lead}>Set-up steps, tips for better results and answers to common questions.</p>
        </div>
        <div className={styles.tabs} role="tablist" aria-label="Help topics" onKeyDown={onKeyDown}>
          {TABS.map((tab, index) => (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={active === tab.id}
              aria-controls={`panel-${tab.id}`}
              tabIndex={active === tab.id ? 0 : -1}
              className={`${styles.tab} ${active === tab.id ? styles.activeTab : ''}`}
              onClick={() => setActive(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`panel-${active}`}
          aria-labelledby={`tab-${active}`}
          className={styles.panel}
          tabIndex={0}
        >
          {active === 'how-to-use' ? <Steps items={HOW_TO_USE} /> : null}
          {active === 'best-practices' ? <Cards items={BEST_PRACTICES} /> : null}
          {active === 'faq' ? <Faq items={FAQ} /> : null}
        </div>
      </div>
    </section>
  );
}

function Steps({ items }: { items: HelpItem[] }) {
  return (
    <ol className={styles.steps}>
      {items.map((item, index) => (
        <li key={item.title}>
          <span className={styles.number}>{index + 1}</span>
          <div>
            <h2 className={styles.itemTitle}>{item.title}</h2>
            <p className={styles.itemBody}>{item.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function Cards({ items }: { items: HelpItem[] }) {
  return (
    <div className={styles.cards}>
      {items.map((item) => (
        <article key={item.title} className={styles.card}>
          <h2 className={styles.itemTitle}>{item.title}</h2>
          <p className={styles.itemBody}>{item.body}</p>
        </article>
      ))}
    </div>
  );
}

function Faq({ items }: { items: HelpItem[] }) {
  return (
    <div className={styles.faq}>
      {items.map((item) => (
        <details key={item.title} className={styles.question}>
          <summary>{item.title}</summary>
          <p className={styles.itemBody}>{item.body}</p>
        </details>
      ))}
    </div>
  );
}
