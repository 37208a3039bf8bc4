import { useId } from 'react';
import styles from '../resume-builder.module.css';
import { unsupportedCharacters } from './text-checks';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  placeholder?: string;
  wide?: boolean;
}

/** A labelled input that warns, under the field, about characters the PDF cannot show. */
export function TextField({
  label,
  value,
  onChange,
  multiline = false,
  placeholder,
  wide = false,
}: TextFieldProps) {
  const id = useId();
  const warningId = `${id}-warning`;
  const unsupported = unsupportedCharacters(value);
  const described = unsupported.length > 0 ? warningId : undefined;
  return (
    <div className={wide ? `${styles.field} ${styles.fieldWide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          className={`ap-input ${styles.textarea}`}
          value={value}
          placeholder={placeholder}
          rows={4}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          className={`ap-input ${styles.input}`}
          value={value}
          placeholder={placeholder}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {unsupported.length > 0 ? <UnsupportedWarning id={warningId} characters={unsupported} /> : null}
    </div>
  );
}

export function UnsupportedWarning({ id, characters }: { id?: string; characters: string[] }) {
  return (
    <p id={id} className={styles.charWarning} role="alert" data-testid="unsupported-characters">
      The PDF fonts cannot print {characters.map((c) => `“${c}”`).join(', ')}:{' '}
      {characters.length === 1 ? 'it will be' : 'they will be'} left out of the PDF.
    </p>
  );
}
