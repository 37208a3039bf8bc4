import { useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ResumeConfig, ResumeEntry } from '@applypilot/resume';
import styles from '../resume-builder.module.css';
import type { EntryPatch } from '../state/resume-updates';
import { EntryFields, entrySummary } from './entry-fields';
import { Chevron, DragHandle } from './sortable-handle';

interface EntryCardProps {
  section: string;
  sectionName: string;
  entry: ResumeEntry;
  position: number;
  config: ResumeConfig;
  expanded: boolean;
  onToggle: () => void;
  onChange: (patch: EntryPatch) => void;
  onRemove: () => void;
}

/** One entry of a list section: drag handle, expand/collapse, remove, and its fields when expanded. */
export function EntryCard(props: EntryCardProps) {
  const { section, sectionName, entry, position, config, expanded, onToggle, onChange, onRemove } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: entry.id });
  const summary = entrySummary(section, entry);
  const name = summary.title || `${sectionName} entry ${position}`;
  const [bodyId] = useState(() => `entry-body-${entry.id}`);
  return (
    <li
      ref={setNodeRef}
      className={`${styles.entryCard} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid={`entry-${entry.id}`}
    >
      <div className={styles.entryHeader}>
        <DragHandle
          label={`Reorder ${name}`}
          attributes={attributes}
          listeners={listeners}
          setRef={setActivatorNodeRef}
        />
        <button
          type="button"
          className={styles.entryToggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <Chevron open={expanded} />
          <span className={styles.entryTitle}>{name}</span>
          {summary.detail ? <span className={styles.entryDetail}>{summary.detail}</span> : null}
        </button>
        <button
          type="button"
          className={styles.removeButton}
          onClick={onRemove}
          aria-label={`Remove ${name}`}
          title="Remove entry"
        >
          <svg width="15" height="15" viewBox="0 0 16 16" aria-hidden="true">
            <path
              d="M3 4h10M6.5 4V2.5h3V4M5 4l.6 9h4.8L11 4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      {expanded ? (
        <div id={bodyId} className={styles.entryBody}>
          <EntryFields section={section} entry={entry} config={config} onChange={onChange} />
        </div>
      ) : null}
    </li>
  );
}
