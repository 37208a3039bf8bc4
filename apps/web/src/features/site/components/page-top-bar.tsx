import { Link } from 'react-router';
import { HomeIcon, LogoMark } from './icons';
import styles from './page-top-bar.module.css';

/** The home link and brand on the pages that hide the site header (/buy, /try-now). */
export function PageTopBar({ homeLabel, maxWidth }: { homeLabel: string; maxWidth: number }) {
  return (
    <div className={styles.topBar} style={{ maxWidth }}>
      <Link to="/" className={styles.home}>
        <HomeIcon size={18} /> {homeLabel}
      </Link>
      <span className={styles.brand}>
        <LogoMark size={26} /> ApplyPilot
      </span>
    </div>
  );
}
