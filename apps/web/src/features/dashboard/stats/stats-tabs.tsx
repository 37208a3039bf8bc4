import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './stats.module.css';

export type StatsTabId = 'overview' | 'history' | 'metrics';

export const STATS_TABS: readonly { id: StatsTabId; label: string }[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'history', label: 'History' },
  { id: 'metrics', label: 'Metrics' },
];

const tabId = (id: StatsTabId) => `stats-tab-${id}`;
export const panelId = (id: StatsTabId) => `stats-panel-${id}`;

/**
 * The WAI-ARIA tabs pattern: one tab in the tab order, arrows (and Home/End) move and select, the panel names its tab.
 */
export function StatsTabs({
  selected,
  onSelect,
}: {
  selected: StatsTabId;
  onSelect: (id: StatsTabId) => void;
}) {
  const refs = useRef(new Map<StatsTabId, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = STATS_TABS.findIndex((tab) => tab.id === selected);
    const last = STATS_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % STATS_TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + STATS_TABS.length) % STATS_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : STATS_TABS[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div role="tablist" aria-label="Statistics" className={styles.tabs} onKeyDown={move}>
      {STATS_TABS.map((tab) => (
        <button
          key={tab.id}
          ref={(node) => {
            if (node) refs.current.set(tab.id, node);
            else refs.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={tab.id === selected ? panelId(tab.id) : undefined}
          tabIndex={tab.id === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function StatsTabPanel({ id, children }: { id: StatsTabId; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id)} tabIndex={0} className={styles.panel}>
      {children}
    </div>
  );
}
