import { POPULAR_LABEL, type Plan } from '@applypilot/contracts';
import { formatRupees } from '../lib/plan-selection';
import { BoldText } from './bold-text';
import { CheckIcon } from './icons';
import styles from './plan-card.module.css';

export interface PlanCardProps {
  plan: Plan;
  onChoose: (plan: Plan) => void;
}

/** One credit pack; the home page's pricing section and /pricing both show these. */
export function PlanCard({ plan, onChoose }: PlanCardProps) {
  const headingId = `plan-${plan.name.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <article
      className={`${styles.card} ${plan.popular ? styles.popular : ''}`}
      aria-labelledby={headingId}
      data-testid="plan-card"
    >
      {plan.popular ? <span className={styles.badge}>{POPULAR_LABEL}</span> : null}
      <h3 id={headingId} className={styles.name}>
        {plan.name}
      </h3>
      <p className={styles.price}>
        <span className={styles.amount}>{formatRupees(plan.price)}</span>
        <span className={styles.per}>one-time</span>
      </p>
      <p className={styles.credits}>{plan.credits.toLocaleString('en-IN')} application credits</p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckIcon size={18} className={styles.check} />
            <span>
              <BoldText text={feature} />
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${styles.choose} ${plan.popular ? styles.choosePopular : ''}`}
        onClick={() => onChoose(plan)}
        aria-label={`Choose ${plan.name}`}
      >
        Choose {plan.name}
      </button>
    </article>
  );
}
