import { Link } from 'react-router';
import { LinkedInMark, LogoMark, XMark } from './icons';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.brand}>
          <LogoMark size={26} />
          <span>ApplyPilot</span>
        </div>
        <nav aria-label="Footer" className={styles.links}>
          <Link to="/terms">Terms of Service</Link>
          <Link to="/privacy">Privacy Policy</Link>
          <Link to="/contact">Contact Us</Link>
        </nav>
        {/* Placeholder profile links until the product's social accounts exist (section 2). */}
        <div className={styles.social}>
          <a href="#" aria-label="ApplyPilot on LinkedIn" onClick={(event) => event.preventDefault()}>
            <LinkedInMark size={18} />
          </a>
          <a href="#" aria-label="ApplyPilot on X" onClick={(event) => event.preventDefault()}>
            <XMark size={18} />
          </a>
        </div>
      </div>
      <p className={styles.copyright}>© {year} ApplyPilot. All rights reserved.</p>
    </footer>
  );
}
