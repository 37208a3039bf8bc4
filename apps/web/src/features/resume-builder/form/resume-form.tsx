import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { sectionTitle } from '@applypilot/resume';
import styles from '../resume-builder.module.css';
import type { ResumeBuilder } from '../state/use-resume-builder';
import { SectionCard } from './section-card';
import { useSortSensors } from './use-sort-sensors';

interface ResumeFormProps {
  builder: ResumeBuilder;
  onRemoveSection: (key: string) => void;
}

/** The form: every section in the resume's order, sections draggable by their handles. */
export function ResumeForm({ builder, onRemoveSection }: ResumeFormProps) {
  const sensors = useSortSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) builder.moveSection(String(active.id), String(over.id));
  };
  const name = (id: string | number) => sectionTitle(String(id));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up section ${name(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `Section ${name(active.id)} is over ${name(over.id)}.`
              : `Section ${name(active.id)} moved.`,
          onDragEnd: ({ active, over }) =>
            over ? `Section ${name(active.id)} dropped in place of ${name(over.id)}.` : 'Dropped.',
          onDragCancel: ({ active }) => `Moving section ${name(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={builder.order} strategy={verticalListSortingStrategy}>
        <ol className={styles.sectionList} aria-label="Resume sections">
          {builder.order.map((key) => (
            <SectionCard
              key={key}
              sectionKey={key}
              entries={builder.data[key] ?? []}
              config={builder.config}
              edits={builder.entryEdits}
              onRemoveSection={onRemoveSection}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
