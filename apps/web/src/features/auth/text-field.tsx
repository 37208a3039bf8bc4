import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './text-field.module.css';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'className'
> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown at the end of the label's row (the login form's "Forgot password?"). */
  labelAside?: ReactNode;
}

/** A labelled input of the account forms (login, sign-up, reset password). */
export function TextField({ id, label, value, onChange, labelAside, ...input }: TextFieldProps) {
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id}>{label}</label>
        {labelAside}
      </div>
      <input
        {...input}
        id={id}
        className="ap-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
