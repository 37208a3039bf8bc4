import { useEffect, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { scrollToSection, scrollToTop, type SectionId } from '../lib/scroll-target';
import { hasStoredUser } from '../lib/stored-user';
import { CloseIcon, LogoMark, MenuIcon } from './icons';
import styles from './site-header.module.css';

const SECTION_LINKS: { id: SectionId; label: string }[] = [
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
];

export function SiteHeader() {
  const location = useLocation();
  const navigate = useNavigate();
  const onHome = location.pathname === '/';
  const [loggedIn, setLoggedIn] = useState(() => hasStoredUser());
  const [menuOpen, setMenuOpen] = useState(false);

  // Section 2: the Login/Dashboard choice is re-read from storage on every location change (login and logout
  // write storage and then navigate, so this is when it can have changed).
  useEffect(() => {
    setLoggedIn(hasStoredUser());
    setMenuOpen(false);
  }, [location]);

  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    setMenuOpen(false);
    if (!onHome) return; // the Link navigates to /
    event.preventDefault();
    scrollToTop();
  };

  const goToSection = (id: SectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setMenuOpen(false);
    if (onHome) scrollToSection(id);
    else void navigate(`/#${id}`);
  };

  return (
    <header className={styles.header} data-testid="site-header">
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} onClick={goHome} aria-label="ApplyPilot home">
          <LogoMark />
          <span>ApplyPilot</span>
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
        </button>
        <nav id="site-nav" aria-label="Main" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          <ul className={styles.links}>
            <li>
              <Link to="/" onClick={goHome} className={styles.link}>
                Home
              </Link>
            </li>
            {SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <a href={`/#${link.id}`} onClick={goToSection(link.id)} className={styles.link}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          {loggedIn ? (
            <Link to="/dashboard" className={styles.action} title="Go to your dashboard">
              Dashboard
            </Link>
          ) : (
            <Link to="/login" className={styles.action}>
              Login
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
