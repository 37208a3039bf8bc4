import { Fragment } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { usePremium } from '../../../lib/job-info';
import { LogoutIcon, UpgradeIcon } from './icons';
import { avatarLetter, displayNameOf } from './identity';
import styles from './sidebar.module.css';

/** An address that wraps after its dots and before its @ where it can, rather than anywhere in a word. */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

export function SidebarFooter({ open }: { open: boolean }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const name = displayNameOf(user);
  // Job info knows right after a purchase; the session's user may still carry the state from login.
  const premium = usePremium();

  const onLogout = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <div className={styles.footer}>
      {premium ? null : (
        <button
          type="button"
          className={styles.upgrade}
          onClick={() => navigate('/pricing')}
          title={open ? undefined : 'Upgrade Plan'}
        >
          <UpgradeIcon />
          {open ? <span>Upgrade Plan</span> : <span className="ap-visually-hidden">Upgrade Plan</span>}
        </button>
      )}
      <div className={styles.user} data-testid="sidebar-user">
        <span className={styles.avatar} aria-hidden="true" data-testid="sidebar-avatar">
          {avatarLetter(user)}
        </span>
        {open ? (
          <span className={styles.userText}>
            <span className={styles.userName} title={name} data-testid="sidebar-user-name">
              {name === user?.email ? <BreakableEmail email={name} /> : name}
            </span>
            {user?.displayName?.trim() ? (
              <span className={styles.userEmail} title={user.email} data-testid="sidebar-user-email">
                <BreakableEmail email={user.email} />
              </span>
            ) : null}
            {premium ? <span className={styles.premium}>Premium</span> : null}
          </span>
        ) : null}
      </div>
      <button type="button" className={styles.logout} onClick={onLogout} title={open ? undefined : 'Logout'}>
        <LogoutIcon />
        {open ? <span>Logout</span> : <span className="ap-visually-hidden">Logout</span>}
      </button>
    </div>
  );
}
