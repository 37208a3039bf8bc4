import { MESSAGES, POPULAR_LABEL, type Plan } from '@applypilot/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AlertModal, Spinner } from '../../../components';
import { useAuth } from '../../../lib/auth/auth-context';
import { BoldText } from '../components/bold-text';
import { CheckIcon, LockIcon } from '../components/icons';
import { PageTopBar } from '../components/page-top-bar';
import { formatRupees, loginStateFor, planFromNavigationState } from '../lib/plan-selection';
import { storedUserEmail } from '../lib/stored-user';
import { usePurchase } from '../lib/use-purchase';
import styles from './buy-page.module.css';

/**
 * "Confirm Your Purchase" (document 1, sections 2, 4, 5, 8). One confirmation before paying (decision 050): this page,
 * which names the pack, the price and the account the credits go to, and its Pay button; the payment widget then
 * takes the payment. Section 4's "Purchase will be linked to … Proceed with payment?" on arrival asked the same
 * question a third time, before the buyer had seen the page.
 */
export function BuyPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [plan, setPlan] = useState<Plan | null>(null);
  const email = user?.email ?? storedUserEmail();
  const { busy, notice, pay, closeNotice } = usePurchase(plan, email);

  useEffect(() => {
    const found = planFromNavigationState(location.state);
    if (found) setPlan(found);
    else void navigate('/pricing', { replace: true });
  }, [location.state, navigate]);

  if (!plan) {
    return (
      <main className={styles.loading}>
        <Spinner label={MESSAGES.loadingPlan} />
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <PageTopBar homeLabel="Home" maxWidth={560} />
      <section className={styles.card} aria-labelledby="buy-title">
        <h1 id="buy-title" className={styles.title}>
          Confirm Your Purchase
        </h1>
        <div className={styles.summary}>
          <div className={styles.planRow}>
            <h2 className={styles.planName}>{plan.name}</h2>
            {plan.popular ? <span className={styles.badge}>{POPULAR_LABEL}</span> : null}
          </div>
          <p className={styles.price} data-testid="buy-price">
            {formatRupees(plan.price)}
          </p>
          <p className={styles.total}>Total for {plan.credits.toLocaleString('en-IN')} Credits</p>
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
        </div>
        {email ? (
          <p className={styles.account} data-testid="buy-account">
            Credits go to <strong>{email}</strong>
          </p>
        ) : (
          <p className={styles.account}>
            <Link to="/login" state={loginStateFor(plan)}>
              Log in
            </Link>{' '}
            to buy this pack.
          </p>
        )}
        <button
          type="button"
          className={styles.pay}
          onClick={pay}
          disabled={busy || !email}
          title={email ? undefined : MESSAGES.loginRequired}
        >
          {busy ? MESSAGES.processing : MESSAGES.payNow(plan.price)}
        </button>
        <p className={styles.secure}>
          <LockIcon size={14} /> One-time payment in Indian rupees. Credits are added as soon as the payment
          clears.
        </p>
        <p className={styles.other}>
          <Link to="/pricing">Choose another pack</Link>
        </p>
      </section>

      <AlertModal open={notice !== null} message={notice?.message ?? ''} onConfirm={closeNotice} />
    </main>
  );
}
