import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import styles from './file-drop.module.css';

export interface FileDropProps {
  /** The first, bold line of the area. */
  label: ReactNode;
  /** The second, muted line. */
  hint?: ReactNode;
  /** What the picker offers; a dropped file is not filtered, so the caller checks it. */
  accept: string;
  /** The hidden input's accessible name (tests and assistive technology find the picker by it). */
  inputLabel: string;
  /** The data-testid of the visible area. */
  testId?: string;
  disabled?: boolean;
  /** The id of an element that describes the area (aria-describedby). */
  describedBy?: string;
  onFile: (file: File) => void;
}

/**
 * A file by click or drag and drop: the visible button opens a hidden file input, which keeps its own label. Renders
 * the button and the input side by side (no wrapper), so the caller's layout applies to them directly.
 */
export function FileDrop({
  label,
  hint = 'Click to choose a file or drop it here',
  accept,
  inputLabel,
  testId,
  disabled,
  describedBy,
  onFile,
}: FileDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <>
      <button
        type="button"
        className={`${styles.drop} ${over ? styles.dropOver : ''}`}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid={testId}
      >
        <strong>{label}</strong>
        <span>{hint}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={inputLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // The same file chosen again still fires a change.
          event.target.value = '';
        }}
      />
    </>
  );
}
