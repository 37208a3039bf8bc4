import type { ReactNode } from 'react';
import { Button } from '../../../components';
import styles from './setup.module.css';

type Update = <R extends { id: number }>(rows: R[], set: (rows: R[]) => void, row: R) => void;

/** Replaces one row by id. */
const update: Update = (rows, set, row) => set(rows.map((item) => (item.id === row.id ? row : item)));

interface ProfileRowsProps<R extends { id: number }> {
  title: string;
  /** The two controls' column headings, shown above the rows (each control also carries its own accessible name). */
  columns: readonly [string, string];
  rows: R[];
  addLabel: string;
  onAdd: () => void;
  onRemove: (id: number) => void;
  render: (row: R, update: Update) => ReactNode;
  errorFor?: (row: R) => string | undefined;
}

/** A list of two-control rows with add and remove (skills, languages, remembered answers). */
export function ProfileRows<R extends { id: number }>(props: ProfileRowsProps<R>) {
  return (
    <fieldset className={styles.rows}>
      <legend>{props.title}</legend>
      {props.rows.length > 0 ? (
        // Visible headings for sighted users; screen readers hear each control's own label instead.
        <div className={`${styles.row} ${styles.rowHead}`} aria-hidden="true" data-testid="profile-row-head">
          <span>{props.columns[0]}</span>
          <span>{props.columns[1]}</span>
          {/* Holds the Remove column's width so the headings line up with the controls. */}
          <Button variant="ghost" size="sm" tabIndex={-1} className={styles.rowHeadSpacer}>
            Remove
          </Button>
        </div>
      ) : null}
      {props.rows.map((row) => {
        const error = props.errorFor?.(row);
        return (
          <div key={row.id}>
            <div className={styles.row}>
              {props.render(row, update)}
              <Button variant="ghost" size="sm" onClick={() => props.onRemove(row.id)}>
                Remove
              </Button>
            </div>
            {error ? <p className={styles.fieldError}>{error}</p> : null}
          </div>
        );
      })}
      <Button variant="ghost" size="sm" onClick={props.onAdd}>
        {props.addLabel}
      </Button>
    </fieldset>
  );
}
