import { memo, useRef, useState } from 'react';
import { DndContext, closestCenter, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { isStandardSection, sectionTitle, type ResumeConfig, type ResumeEntry } from '@applypilot/resume';
import styles from '../resume-builder.module.css';
import type { EntryEdits } from '../state/use-resume-builder';
import { EntryCard } from './entry-card';
import { EntryFields, entrySummary } from './entry-fields';
import { Chevron, DragHandle } from './sortable-handle';
import { useSortSensors } from './use-sort-sensors';

/** Personal and summary hold one entry and no 'Add New' (section 2.3). */
const SINGLE_ENTRY_SECTIONS = new Set(['personal', 'summary']);

interface SectionCardProps {
  sectionKey: string;
  entries: ResumeEntry[];
  config: ResumeConfig;
  edits: EntryEdits;
  onRemoveSection: (key: string) => void;
}

/** One section of the form; memoised so typing in one section re-renders only that one. */
export const SectionCard = memo(function SectionCard({
  sectionKey,
  entries,
  config,
  edits,
  onRemoveSection,
}: SectionCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: sectionKey });
  const [collapsed, setCollapsed] = useState(false);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  // An entry first seen empty (just added) starts open; one with content starts closed to keep the form short.
  const firstSeenOpen = useRef(new Map<string, boolean>());
  const sensors = useSortSensors();
  const title = sectionTitle(sectionKey);
  const single = SINGLE_ENTRY_SECTIONS.has(sectionKey);
  const bodyId = `section-body-${sectionKey}`;

  const isExpanded = (entry: ResumeEntry): boolean => {
    if ('isExpanded' in entry) return entry.isExpanded;
    if (!firstSeenOpen.current.has(entry.id)) {
      firstSeenOpen.current.set(entry.id, entrySummary(sectionKey, entry).title === '');
    }
    return expanded[entry.id] ?? firstSeenOpen.current.get(entry.id) ?? false;
  };
  const toggle = (entry: ResumeEntry) => {
    if ('isExpanded' in entry) edits.updateEntry(sectionKey, entry.id, { isExpanded: !entry.isExpanded });
    else setExpanded((state) => ({ ...state, [entry.id]: !isExpanded(entry) }));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) edits.moveEntry(sectionKey, String(active.id), String(over.id));
  };
  const addNew = () => {
    const id = edits.addEntry(sectionKey);
    setExpanded((state) => ({ ...state, [id]: true }));
    setCollapsed(false);
  };

  return (
    <li
      ref={setNodeRef}
      className={`${styles.sectionCard} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid={`section-${sectionKey}`}
    >
      <header className={styles.sectionHeader}>
        <DragHandle
          label={`Reorder section ${title}`}
          attributes={attributes}
          listeners={listeners}
          setRef={setActivatorNodeRef}
        />
        <h3 className={styles.sectionHeading}>
          <button
            type="button"
            className={styles.sectionToggle}
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={() => setCollapsed((value) => !value)}
          >
            <Chevron open={!collapsed} />
            <span className={styles.sectionTitle}>{title}</span>
            {!single ? (
              <span className={styles.count} aria-label={`${entries.length} entries`}>
                {entries.length}
              </span>
            ) : null}
          </button>
        </h3>
        {!isStandardSection(sectionKey) ? (
          <button
            type="button"
            className={styles.ghostButton}
            onClick={() => onRemoveSection(sectionKey)}
            aria-label={`Remove section ${title}`}
          >
            Remove
          </button>
        ) : null}
        {!single ? (
          <button type="button" className={styles.addButton} onClick={addNew} aria-label={`Add New ${title}`}>
            + Add New
          </button>
        ) : null}
      </header>
      {collapsed ? null : (
        <div id={bodyId} className={styles.sectionBody}>
          {single && entries[0] ? (
            <EntryFields
              section={sectionKey}
              entry={entries[0]}
              config={config}
              onChange={(patch) => entries[0] && edits.updateEntry(sectionKey, entries[0].id, patch)}
            />
          ) : null}
          {!single && entries.length === 0 ? (
            <p className={styles.emptyHint}>No entries yet. Use “Add New” to add one.</p>
          ) : null}
          {!single && entries.length > 0 ? (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{ announcements: entryAnnouncements(sectionKey, title, entries) }}
            >
              <SortableContext
                items={entries.map((entry) => entry.id)}
                strategy={verticalListSortingStrategy}
              >
                <ol className={styles.entryList}>
                  {entries.map((entry, index) => (
                    <EntryCard
                      key={entry.id}
                      section={sectionKey}
                      sectionName={title}
                      entry={entry}
                      position={index + 1}
                      config={config}
                      expanded={isExpanded(entry)}
                      onToggle={() => toggle(entry)}
                      onChange={(patch) => edits.updateEntry(sectionKey, entry.id, patch)}
                      onRemove={() => edits.removeEntry(sectionKey, entry.id)}
                    />
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
          ) : null}
        </div>
      )}
    </li>
  );
});

/** Screen-reader announcements that name entries ("Flipkart") instead of their ids. */
function entryAnnouncements(sectionKey: string, sectionName: string, entries: ResumeEntry[]): Announcements {
  const name = (id: string | number) => {
    const index = entries.findIndex((entry) => entry.id === id);
    const entry = entries[index];
    if (!entry) return 'entry';
    return entrySummary(sectionKey, entry).title || `${sectionName} entry ${index + 1}`;
  };
  const position = (id: string | number) =>
    `position ${entries.findIndex((entry) => entry.id === id) + 1} of ${entries.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} moved to ${position(over.id)}.` : `${name(active.id)} is outside the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at ${position(over.id)}.` : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
}
