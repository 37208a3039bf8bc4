import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { LogoMark } from '../../../components/logo-mark';
import { usePublicConfig } from '../../../lib/public-config';
import {
  ChevronIcon,
  CollapseIcon,
  DashboardIcon,
  ExpandIcon,
  ExtensionIcon,
  ExternalIcon,
  InterviewIcon,
  ResumeIcon,
  SettingsIcon,
  SetupIcon,
} from './icons';
import { isInArea } from './identity';
import { SidebarFooter } from './sidebar-footer';
import styles from './sidebar.module.css';

// One submenu: the resume builder's actions. The interview assistant has two pages, each one entry of its own
// (decision 050: a "Settings" item under it and a top-level "Interview Settings" were one page listed twice).
type GroupId = 'resume';
const GROUP_AREAS: Record<GroupId, readonly string[]> = {
  resume: ['/dashboard/resume-builder'],
};

export interface SidebarProps {
  open: boolean;
  onToggle: () => void;
  onOpen: () => void;
  /**
   * The resume builder's own actions under its submenu, given by the app shell (web features do not import each
   * other); lazy there, so the builder's code loads only when the submenu is shown.
   */
  resumeActions?: ComponentType;
}

export function Sidebar({ open, onToggle, onOpen, resumeActions: ResumeActions }: SidebarProps) {
  const { pathname } = useLocation();
  const config = usePublicConfig();
  const [expanded, setExpanded] = useState<Record<GroupId, boolean>>(() => ({
    resume: isInArea(pathname, GROUP_AREAS.resume),
  }));

  // Entering a group's area opens its submenu; leaving it leaves the user's choice alone.
  useEffect(() => {
    (Object.keys(GROUP_AREAS) as GroupId[]).forEach((id) => {
      if (isInArea(pathname, GROUP_AREAS[id]))
        setExpanded((state) => (state[id] ? state : { ...state, [id]: true }));
    });
  }, [pathname]);

  const toggleGroup = (id: GroupId) => {
    if (!open) {
      // A collapsed sidebar has no room for a submenu: widen it and show the group.
      onOpen();
      setExpanded((state) => ({ ...state, [id]: true }));
      return;
    }
    setExpanded((state) => ({ ...state, [id]: !state[id] }));
  };

  const extensionUrl = config.data?.extensionUrl;
  return (
    <aside className={open ? styles.sidebar : `${styles.sidebar} ${styles.closed}`} data-testid="sidebar">
      <div className={styles.inner}>
        <div className={styles.header}>
          <NavLink to="/" className={styles.brand} aria-label="ApplyPilot home">
            <LogoMark size={32} />
            {open ? <span>ApplyPilot</span> : null}
          </NavLink>
          <button
            type="button"
            className={styles.toggle}
            onClick={onToggle}
            aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
            aria-expanded={open}
            data-testid="sidebar-toggle"
          >
            {open ? <CollapseIcon /> : <ExpandIcon />}
          </button>
        </div>

        <nav className={styles.nav} aria-label="Dashboard">
          <Item to="/dashboard" end icon={<DashboardIcon />} label="Dashboard" open={open} />
          <Item to="/dashboard/setup" icon={<SetupIcon />} label="Assistant Setup" open={open} />
          <Item
            to="/dashboard/interview-assistant"
            icon={<InterviewIcon />}
            label="Interview Assistant"
            open={open}
          />
          {/* Section 2's "Settings" entry, named for what it opens (decision 043), the only one to that page. */}
          <Item
            to="/dashboard/interview-settings"
            icon={<SettingsIcon />}
            label="Interview Settings"
            open={open}
          />
          <Group
            id="resume"
            label="Resume Builder"
            icon={<ResumeIcon />}
            open={open}
            expanded={expanded.resume}
            active={isInArea(pathname, GROUP_AREAS.resume)}
            onToggle={toggleGroup}
          >
            <SubItem to="/dashboard/resume-builder" label="Builder" />
            {ResumeActions ? (
              <Suspense fallback={null}>
                <ResumeActions />
              </Suspense>
            ) : null}
          </Group>
          {extensionUrl ? <ExtensionLink url={extensionUrl} open={open} /> : null}
        </nav>

        <SidebarFooter open={open} />
      </div>
    </aside>
  );
}

function itemClass({ isActive }: { isActive: boolean }): string | undefined {
  return isActive ? `${styles.item} ${styles.active}` : styles.item;
}

function Item(props: { to: string; end?: boolean; icon: ReactNode; label: string; open: boolean }) {
  return (
    <NavLink to={props.to} end={props.end} className={itemClass} title={props.open ? undefined : props.label}>
      <span className={styles.itemIcon}>{props.icon}</span>
      {props.open ? (
        // Should a label ever be cut (a larger font setting), its tooltip still says it whole.
        <span className={styles.itemLabel} title={props.label}>
          {props.label}
        </span>
      ) : (
        <span className="ap-visually-hidden">{props.label}</span>
      )}
    </NavLink>
  );
}

function SubItem({ to, label }: { to: string; label: string }) {
  return (
    <NavLink
      to={to}
      end
      className={({ isActive }) => (isActive ? `${styles.sub} ${styles.subActive}` : styles.sub)}
    >
      {label}
    </NavLink>
  );
}

interface GroupProps {
  id: GroupId;
  label: string;
  icon: ReactNode;
  open: boolean;
  expanded: boolean;
  active: boolean;
  onToggle: (id: GroupId) => void;
  children: ReactNode;
}

function Group({ id, label, icon, open, expanded, active, onToggle, children }: GroupProps) {
  const showChildren = open && expanded;
  return (
    <div className={styles.group}>
      <button
        type="button"
        className={active ? `${styles.item} ${styles.groupActive}` : styles.item}
        onClick={() => onToggle(id)}
        aria-expanded={showChildren}
        title={open ? undefined : label}
      >
        <span className={styles.itemIcon}>{icon}</span>
        {open ? (
          <>
            <span className={styles.itemLabel} title={label}>
              {label}
            </span>
            <span className={expanded ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}>
              <ChevronIcon />
            </span>
          </>
        ) : (
          <span className="ap-visually-hidden">{label}</span>
        )}
      </button>
      {showChildren ? (
        <div className={styles.submenu} data-testid={`submenu-${id}`}>
          {children}
        </div>
      ) : null}
    </div>
  );
}

/**
 * "Get Extension": the product's own download page (/try-now) by default, opened in the app; a deployment that
 * configures an outside store link gets it in a new tab.
 */
function ExtensionLink({ url, open }: { url: string; open: boolean }) {
  const inApp = url.startsWith('/');
  const content = (
    <>
      <span className={styles.itemIcon}>
        <ExtensionIcon />
      </span>
      {open ? (
        <>
          <span className={styles.itemLabel} title="Get Extension">
            Get Extension
          </span>
          {inApp ? null : (
            <span className={styles.external}>
              <ExternalIcon />
            </span>
          )}
        </>
      ) : (
        <span className="ap-visually-hidden">Get Extension</span>
      )}
    </>
  );
  const title = open ? undefined : 'Get Extension';
  if (inApp) {
    return (
      <NavLink className={styles.item} to={url} title={title}>
        {content}
      </NavLink>
    );
  }
  return (
    <a className={styles.item} href={url} target="_blank" rel="noopener noreferrer" title={title}>
      {content}
    </a>
  );
}
