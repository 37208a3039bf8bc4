import type { ReactNode } from 'react';
import styles from './setup.module.css';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A label, a control and its message; the control carries aria-invalid and aria-describedby itself. */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface InputFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
  type?: string;
}

export function InputField({
  id,
  label,
  value,
  onChange,
  error,
  placeholder,
  type = 'text',
}: InputFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        type={type}
        className="ap-input"
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}

export function SelectField<T extends string>({ id, label, value, options, onChange }: SelectFieldProps<T>) {
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className="ap-input"
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}
