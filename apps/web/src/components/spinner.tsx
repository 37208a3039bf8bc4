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

/**
 * Full-area loading state with a visible text (for example "Loading..." or "Initializing Session...").
 * `fill` makes it a whole screen high, so what follows it (the site footer) starts below the fold and does not jump
 * when the page arrives (layout shift).
 */
export function LoadingScreen({ message, fill = false }: { message: string; fill?: boolean }) {
  return (
    <div className={fill ? `${styles.screen} ${styles.fill}` : styles.screen}>
      <Spinner size={36} label={message} />
    </div>
  );
}
