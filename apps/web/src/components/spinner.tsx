import styles from './spinner.module.css';

export function Spinner({ size = 28, label }: { size?: number; label?: string }) {
  return (
    <span className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
      {label ? (
        <span className={styles.label}>{label}</span>
      ) : (
        <span className="ap-visually-hidden">Loading</span>
      )}
    </span>
  );
}

/** Full-area loading state with a visible text (for example "Loading..." or "Initializing Session..."). */
export function LoadingScreen({ message }: { message: string }) {
  return (
    <div className={styles.screen}>
      <Spinner size={36} label={message} />
    </div>
  );
}
