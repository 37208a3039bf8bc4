import { PLANS } from '@applypilot/contracts';
import { useChoosePlan } from '../lib/use-choose-plan';
import { PlanCard } from './plan-card';
import styles from './plan-card.module.css';

/** The three credit packs side by side, with the choose-a-plan navigation of /pricing (section 2). */
export function PlanGrid() {
  const choose = useChoosePlan();
  return (
    <div className={styles.grid}>
      {PLANS.map((plan) => (
        <PlanCard key={plan.name} plan={plan} onChoose={choose} />
      ))}
    </div>
  );
}
