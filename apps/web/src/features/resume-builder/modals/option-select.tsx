import styles from '../resume-builder.module.css';

export type Options<T extends string> = readonly (readonly [value: T, name: string])[];

interface OptionSelectProps<T extends string> {
  value: T;
  options: Options<T>;
  onChange: (value: T) => void;
  /** Accessible name when no visible <label> wraps the select (table cells). */
  ariaLabel?: string;
}

/** A select over a fixed list of typed values: whatever the DOM hands back is only accepted when it is in the list. */
export function OptionSelect<T extends string>({
  value,
  options,
  onChange,
  ariaLabel,
}: OptionSelectProps<T>) {
  return (
    <select
      className={`ap-input ${styles.input}`}
      aria-label={ariaLabel}
      value={value}
      onChange={(event) => {
        const chosen = options.find(([option]) => option === event.target.value)?.[0];
        if (chosen !== undefined) onChange(chosen);
      }}
    >
      {options.map(([option, name]) => (
        <option key={option} value={option}>
          {name}
        </option>
      ))}
    </select>
  );
}
