import { useEffect, useId, useRef } from 'react';
import type { ResumeConfig } from '@applypilot/resume';
import styles from '../resume-builder.module.css';
import { bulletWidth, unsupportedCharacters } from './text-checks';
import { UnsupportedWarning } from './text-field';

interface BulletListProps {
  bullets: string[];
  config: ResumeConfig;
  onChange: (bullets: string[]) => void;
}

/** Bullet Points: one per line, each with its remove button and its line-width indicator (section 5). */
export function BulletList({ bullets, config, onChange }: BulletListProps) {
  const groupId = useId();
  const focusIndex = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    // After Enter or Add Bullet, put the cursor in the new line.
    if (focusIndex.current === null) return;
    const inputs = listRef.current?.querySelectorAll('textarea');
    inputs?.[focusIndex.current]?.focus();
    focusIndex.current = null;
  });

  const insertAfter = (index: number) => {
    const next = [...bullets];
    next.splice(index + 1, 0, '');
    focusIndex.current = index + 1;
    onChange(next);
  };

  return (
    <div className={`${styles.field} ${styles.fieldWide}`} role="group" aria-labelledby={groupId}>
      <span id={groupId} className={styles.label}>
        Bullet Points
      </span>
      <ol ref={listRef} className={styles.bullets}>
        {bullets.map((bullet, index) => (
          <BulletRow
            key={index}
            index={index}
            text={bullet}
            config={config}
            onText={(text) => onChange(bullets.map((b, i) => (i === index ? text : b)))}
            onRemove={() => onChange(bullets.filter((_, i) => i !== index))}
            onEnter={() => insertAfter(index)}
          />
        ))}
      </ol>
      <button type="button" className={styles.linkButton} onClick={() => insertAfter(bullets.length - 1)}>
        + Add Bullet
      </button>
    </div>
  );
}

interface BulletRowProps {
  index: number;
  text: string;
  config: ResumeConfig;
  onText: (text: string) => void;
  onRemove: () => void;
  onEnter: () => void;
}

function BulletRow({ index, text, config, onText, onRemove, onEnter }: BulletRowProps) {
  const width = bulletWidth(text, config);
  const unsupported = unsupportedCharacters(text);
  const meterId = useId();
  return (
    <li className={styles.bulletRow} data-testid="bullet-row">
      <div className={styles.bulletLine}>
        <textarea
          className={`ap-input ${styles.bulletInput}`}
          rows={1}
          value={text}
          aria-label={`Bullet ${index + 1}`}
          aria-describedby={meterId}
          placeholder="Achieved X by doing Y, measured by Z"
          // A bullet is one line: a pasted line break becomes a space; Enter starts the next bullet.
          onChange={(event) => onText(event.target.value.replace(/\r?\n/g, ' '))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onEnter();
            }
          }}
        />
        <button
          type="button"
          className={`${styles.iconButton} ${styles.addIcon}`}
          aria-label={`Add a bullet after bullet ${index + 1}`}
          title="Add a bullet below (or press Enter)"
          onClick={onEnter}
        >
          +
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={`Remove bullet ${index + 1}`}
          title="Remove bullet"
          onClick={onRemove}
        >
          ×
        </button>
      </div>
      <div
        id={meterId}
        className={`${styles.widthMeter} ${styles[`width-${width.level}`]}`}
        data-testid="bullet-width"
        data-level={width.level}
      >
        <span className={styles.widthTrack} aria-hidden="true">
          <span className={styles.widthFill} style={{ width: `${Math.min(width.percent, 100)}%` }} />
        </span>
        <span className={styles.widthText}>
          {width.percent}% of the line{width.message ? ` · ${width.message}` : ''}
        </span>
      </div>
      {unsupported.length > 0 ? <UnsupportedWarning characters={unsupported} /> : null}
    </li>
  );
}
