import { Link } from 'react-router';
import { CREDIT_COST_TEXT, FREE_TRIAL_CREDITS } from '@applypilot/contracts';
import { PlanGrid } from '../components/plan-grid';
import ui from '../components/site-ui.module.css';
import { ArrowRightIcon } from '../components/icons';
import styles from './pricing-and-cta.module.css';

export function PricingSection() {
  return (
    <section id="pricing" className={ui.section} aria-labelledby="pricing-title">
      <div className={ui.container}>
        <div className={ui.head}>
          <span className={ui.eyebrow}>Pricing</span>
          <h2 id="pricing-title" className={ui.title}>
            Choose Your Application Credit Pack
          </h2>
          <p className={ui.lead}>Pay once, no subscription: {CREDIT_COST_TEXT.short}.</p>
        </div>
        <PlanGrid />
      </div>
    </section>
  );
}

export function FinalCta() {
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={styles.inner}>
        <h2 id="cta-title" className={styles.title}>
          Start with {FREE_TRIAL_CREDITS} free applications
        </h2>
        <p className={styles.text}>
          Create your account, set up your search once and start Easy Apply automation from your dashboard.
          Your first {FREE_TRIAL_CREDITS} applications are on us.
        </p>
        <Link to="/dashboard" className={styles.button}>
          Claim 5 Free Applications <ArrowRightIcon size={18} />
        </Link>
      </div>
    </section>
  );
}
