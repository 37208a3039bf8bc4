import { useEffect, useId, useRef } from 'react';
import { parseList, type SkillsEntry } from '@applypilot/resume';
import styles from '../resume-builder.module.css';
import type { EntryPatch } from '../state/resume-updates';
import { TextField } from './text-field';
import { unsupportedCharacters } from './text-checks';
import { UnsupportedWarning } from './text-field';

interface SkillsEditorProps {
  entry: SkillsEntry;
  onChange: (patch: EntryPatch) => void;
}

/** A skills entry: Category Name and its list of skills, with Add Skill (section 2.3). */
export function SkillsEditor({ entry, onChange }: SkillsEditorProps) {
  // Stored skills may be comma text (section 5); the editor turns them into a list on the first edit.
  const skills = Array.isArray(entry.skills) ? entry.skills : parseList(entry.skills);
  const groupId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const focusLast = useRef(false);

  useEffect(() => {
    if (!focusLast.current) return;
    const inputs = listRef.current?.querySelectorAll('input');
    inputs?.[inputs.length - 1]?.focus();
    focusLast.current = false;
  });

  const addSkill = () => {
    focusLast.current = true;
    onChange({ skills: [...skills, ''] });
  };
  const unsupported = unsupportedCharacters(skills.join(''));

  return (
    <div className={styles.fieldGrid}>
      <TextField
        label="Category Name"
        value={entry.category}
        onChange={(category) => onChange({ category })}
        wide
      />
      <div className={`${styles.field} ${styles.fieldWide}`} role="group" aria-labelledby={groupId}>
        <span id={groupId} className={styles.label}>
          Skills
        </span>
        <ul ref={listRef} className={styles.skillList}>
          {skills.map((skill, index) => (
            <li key={index} className={styles.skillChip}>
              <input
                className={styles.skillInput}
                value={skill}
                aria-label={`Skill ${index + 1}`}
                onChange={(event) =>
                  onChange({ skills: skills.map((s, i) => (i === index ? event.target.value : s)) })
                }
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addSkill();
                  }
                }}
              />
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove skill ${skill || index + 1}`}
                onClick={() => onChange({ skills: skills.filter((_, i) => i !== index) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.linkButton} onClick={addSkill}>
          + Add Skill
        </button>
        {unsupported.length > 0 ? <UnsupportedWarning characters={unsupported} /> : null}
      </div>
    </div>
  );
}
