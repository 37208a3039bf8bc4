import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { isChromeHidden } from './lib/chrome-visibility';
import styles from './site-chrome.module.css';

/**
 * The public site's frame: header, page, footer. Under /dashboard and on /login, /buy and /try-now the page is shown
 * bare (section 2), and such pages bring their own <main> landmark.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (isChromeHidden(pathname)) return <>{children}</>;
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main-content">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
