import { useRef, useState, type DragEvent } from 'react';
import styles from './interview-settings.module.css';

interface PersonaDropProps {
  /** Whether a persona is loaded (the drop then offers to replace it). */
  loaded: boolean;
  busy: boolean;
  onFile: (file: File) => void;
}

/**
 * The resume PDF by click or drag and drop (section 2.5). The picker offers PDFs only; a dropped file is checked by
 * the caller. The visible button opens the hidden input, which keeps its own label for assistive technology.
 */
export function PersonaDrop({ loaded, busy, onFile }: PersonaDropProps) {
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
        disabled={busy}
        aria-describedby="interview-persona-state"
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="persona-drop"
      >
        <strong>{loaded ? 'Replace your resume (PDF)' : 'Upload your resume (PDF)'}</strong>
        <span>Click to choose a file or drop it here</span>
      </button>
      <input
        ref={input}
        type="file"
        accept=".pdf,application/pdf"
        hidden
        aria-label="Resume PDF"
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
