import { MESSAGES, SIDEBAR_WIDTH_CLOSED_PX, SIDEBAR_WIDTH_OPEN_PX } from '@applypilot/contracts';
import { Suspense, useState, type ComponentType, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/spinner';
import styles from './dashboard-layout.module.css';
import { ExtensionStatus } from './extension-status';
import { Sidebar } from './sidebar/sidebar';
import { UserDataGate } from './user-data-gate';
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

/**
 * The dashboard frame: the collapsible sidebar (250 px / 70 px) and the page beside it. `resumeActions` is the resume
 * builder's sidebar actions, passed in by the app shell.
 */
export function DashboardLayout({ resumeActions }: { resumeActions?: ComponentType }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(startsOpen);
  const width = open ? SIDEBAR_WIDTH_OPEN_PX : SIDEBAR_WIDTH_CLOSED_PX;
  const title = TITLES[pathname.replace(/\/+$/, '') || '/'] ?? 'Dashboard';

  return (
    <div className={styles.layout} style={{ '--sidebar-width': `${width}px` } as CSSProperties}>
      <Sidebar
        open={open}
        onToggle={() => setOpen((value) => !value)}
        onOpen={() => setOpen(true)}
        resumeActions={resumeActions}
      />
      <div className={styles.content}>
        <header className={styles.topbar}>
          <h1 className={styles.title}>{title}</h1>
          <ExtensionStatus />
        </header>
        <VerifyEmailBanner />
        <main className={styles.main}>
          <Suspense fallback={<LoadingScreen message={MESSAGES.loading} />}>
            <UserDataGate>
              <Outlet />
            </UserDataGate>
          </Suspense>
        </main>
      </div>
    </div>
  );
}
