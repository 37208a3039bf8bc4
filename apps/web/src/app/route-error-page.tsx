import { MESSAGES } from '@applypilot/contracts';
import styles from './route-error-page.module.css';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return MESSAGES.unexpectedError;
}

/** The router's error screen (document 1, section 8): "Unexpected Application Error!" and the error's message. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <main className={styles.page} role="alert">
      <div className={styles.card}>
        <h1 className={styles.title}>{MESSAGES.routerError}</h1>
        <p className={styles.message} data-testid="route-error-message">
          {describe(error)}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <a href="/" className={styles.link}>
            Go to the home page
          </a>
        </div>
      </div>
    </main>
  );
}
