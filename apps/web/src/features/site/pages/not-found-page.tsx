import { Link, useLocation } from 'react-router';
import ui from '../components/site-ui.module.css';
import { ArrowRightIcon, HomeIcon } from '../components/icons';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className={`${ui.section} ${styles.page}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={ui.title}>
        Page not found
      </h1>
      <p className={styles.text}>
        There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <div className={ui.buttons} style={{ justifyContent: 'center' }}>
        <Link to="/" className={ui.primary}>
          <HomeIcon size={18} /> Back to Home
        </Link>
        <Link to="/help" className={ui.secondary}>
          Visit the help centre <ArrowRightIcon size={16} />
        </Link>
      </div>
    </section>
  );
}
