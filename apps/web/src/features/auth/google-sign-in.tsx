import { useEffect, useRef, useState } from 'react';
import { fetchGoogleNonce } from './auth-api';
import styles from './login-page.module.css';

const GIS_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

interface GoogleCredentialResponse {
  credential?: string;
}
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        /** The API's nonce (decision 034): Google puts it in the ID token, the API accepts it once. */
        nonce?: string;
        callback: (response: GoogleCredentialResponse) => void;
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}
declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let scriptPromise: Promise<void> | null = null;

/** Loads Google Identity Services once per page; only called when the deployment has a Google client id. */
function loadGoogleScript(): Promise<void> {
  if (window.google?.accounts) return Promise.resolve();
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT_SRC;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('Google sign-in could not be loaded.'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

export interface GoogleSignInProps {
  clientId: string;
  onCredential: (credential: string) => void;
}

/** Google's own rendered button; if its script cannot load, the button simply does not appear. */
export function GoogleSignIn({ clientId, onCredential }: GoogleSignInProps) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    // The nonce comes first: a button started without one gives tokens the API refuses.
    Promise.all([fetchGoogleNonce(), loadGoogleScript()])
      .then(([nonce]) => {
        const google = window.google;
        if (cancelled || !google || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          nonce,
          callback: (response) => {
            if (response.credential) callback.current(response.credential);
          },
        });
        google.accounts.id.renderButton(container.current, {
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          width: 320,
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (failed) return null;
  return (
    <>
      <div className={styles.divider}>
        <span>or</span>
      </div>
      <div ref={container} className={styles.google} data-testid="google-sign-in" />
    </>
  );
}
