import { MESSAGES, SIDEBAR_WIDTH_CLOSED_PX, SIDEBAR_WIDTH_OPEN_PX } from '@applypilot/contracts';
import { Suspense, useState, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/spinner';
import { useAuth } from '../../lib/auth/auth-context';
import styles from './dashboard-layout.module.css';
import { Sidebar } from './sidebar/sidebar';
import { VerifyEmailBanner } from './verify-email-banner';

const TITLES: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/dashboard/setup': 'Assistant Setup',
  '/dashboard/resume-builder': 'Resume Builder',
  '/dashboard/interview-assistant': 'Practice Session',
  '/dashboard/interview-settings': 'Interview Settings',
};

/** On a phone-sized screen the sidebar starts collapsed so the page keeps most of the width. */
function startsOpen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches;
}

/** The dashboard frame: the collapsible sidebar (250 px / 70 px) and the page beside it. */
export function DashboardLayout() {
  const { pathname } = useLocation();
  const { extensionConnected } = useAuth();
  const [open, setOpen] = useState(startsOpen);
  const width = open ? SIDEBAR_WIDTH_OPEN_PX : SIDEBAR_WIDTH_CLOSED_PX;
  const title = TITLES[pathname.replace(/\/+$/, '') || '/'] ?? 'Dashboard';

  return (
    <div className={styles.layout} style={{ '--sidebar-width': `${width}px` } as CSSProperties}>
      <Sidebar open={open} onToggle={() => setOpen((value) => !value)} onOpen={() => setOpen(true)} />
      <div className={styles.content}>
        <header className={styles.topbar}>
          <h1 className={styles.title}>{title}</h1>
          <span
            className={extensionConnected ? `${styles.status} ${styles.connected}` : styles.status}
            data-testid="extension-status"
            title={
              extensionConnected
                ? 'The ApplyPilot extension is connected to this page.'
                : 'Install or enable the ApplyPilot extension, then refresh this page.'
            }
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.statusText}>
              {extensionConnected ? 'Extension connected' : 'Extension not connected'}
            </span>
          </span>
        </header>
        <VerifyEmailBanner />
        <main className={styles.main}>
          <Suspense fallback={<LoadingScreen message={MESSAGES.loading} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
