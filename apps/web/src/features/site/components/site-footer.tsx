import { Link } from 'react-router';
import type { SocialNetwork } from '@applypilot/contracts';
import type { ReactNode } from 'react';
import { useSiteConfig } from '../lib/site-config';
import { LinkedInMark, LogoMark, XMark } from './icons';
import styles from './site-footer.module.css';

const NETWORKS: Record<SocialNetwork, { label: string; icon: ReactNode }> = {
  linkedin: { label: 'ApplyPilot on LinkedIn', icon: <LinkedInMark size={18} /> },
  x: { label: 'ApplyPilot on X', icon: <XMark size={18} /> },
};

export function SiteFooter() {
  const year = new Date().getFullYear();
  const { socialLinks, loaded } = useSiteConfig();
  return (
    <footer className={styles.footer} data-testid="site-footer" data-config={loaded ? 'loaded' : 'pending'}>
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
        {/* Section 2's two icons, only for the profiles the deployment configured: never a link to "#" (decision 043). */}
        {socialLinks.length > 0 ? (
          <div className={styles.social}>
            {socialLinks.map((link) => (
              <a
                key={link.network}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={NETWORKS[link.network].label}
              >
                {NETWORKS[link.network].icon}
              </a>
            ))}
          </div>
        ) : null}
      </div>
      <p className={styles.copyright}>© {year} ApplyPilot. All rights reserved.</p>
    </footer>
  );
}
