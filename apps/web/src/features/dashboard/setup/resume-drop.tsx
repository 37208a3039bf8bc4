import { useRef, useState, type DragEvent } from 'react';
import styles from './setup.module.css';

interface ResumeDropProps {
  currentName: string | null;
  pendingName: string | null;
  onFile: (file: File) => void;
}

/** Resume PDF by click or drop (section 2.1); the picker offers .pdf only, the drop is checked by the caller. */
export function ResumeDrop({ currentName, pendingName, onFile }: ResumeDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div>
      <button
        type="button"
        className={`${styles.drop} ${over ? styles.dropOver : ''}`}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="resume-drop"
      >
        <strong>Upload your resume (PDF)</strong>
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
          event.target.value = '';
        }}
      />
      {pendingName ? (
        <p className={styles.resumeNote}>New resume: {pendingName} (not saved yet)</p>
      ) : currentName ? (
        <p className={styles.resumeNote} data-testid="active-resume">
          Current resume: {currentName}
        </p>
      ) : (
        <p className={styles.resumeNote}>No resume yet.</p>
      )}
    </div>
  );
}
