import { useId, useState } from 'react';
import styles from '../resume-builder.module.css';

interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  hideLabel?: boolean;
  onChange: (value: number) => void;
}

/**
 * A number input that passes on only values inside the renderer's limits. While a person types ("1", "", "12")
 * the text is kept as typed; leaving the field shows the value actually in use.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  step = 1,
  unit,
  hideLabel = false,
  onChange,
}: NumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const parsed = draft === null ? value : Number(draft);
  const invalid =
    draft !== null && (draft.trim() === '' || !Number.isFinite(parsed) || parsed < min || parsed > max);
  return (
    <div className={styles.numberField}>
      <label htmlFor={id} className={hideLabel ? 'ap-visually-hidden' : styles.label}>
        {label}
        {unit ? ` (${unit})` : ''}
      </label>
      <input
        id={id}
        type="number"
        className={`ap-input ${styles.input} ${invalid ? styles.inputInvalid : ''}`}
        value={draft ?? String(value)}
        min={min}
        max={max}
        step={step}
        aria-invalid={invalid}
        title={`${min} to ${max}`}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const next = Number(text);
          if (text.trim() !== '' && Number.isFinite(next) && next >= min && next <= max) onChange(next);
        }}
        onBlur={() => setDraft(null)}
      />
      {invalid ? <span className={styles.fieldError}>{`Between ${min} and ${max}`}</span> : null}
    </div>
  );
}
