import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import styles from '../resume-builder.module.css';

interface DragHandleProps {
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setRef: (element: HTMLElement | null) => void;
}

/**
 * The only part of a card that starts a drag: with the mouse, or from the keyboard (Space to pick up, arrows to
 * move, Space to drop, Escape to cancel), so inputs inside the card keep their own keys.
 */
export function DragHandle({ label, attributes, listeners, setRef }: DragHandleProps) {
  return (
    <button
      type="button"
      ref={setRef}
      className={styles.dragHandle}
      {...attributes}
      {...listeners}
      aria-label={label}
      title="Drag to reorder (or press Space, then the arrow keys)"
    >
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
        {[3, 7, 11].map((y) => (
          <g key={y}>
            <circle cx="4.5" cy={y} r="1.3" fill="currentColor" />
            <circle cx="9.5" cy={y} r="1.3" fill="currentColor" />
          </g>
        ))}
      </svg>
    </button>
  );
}

export function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 14 14"
      aria-hidden="true"
      style={{ transform: open ? 'rotate(90deg)' : 'none', transition: 'transform 0.15s' }}
    >
      <path d="M5 3l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
