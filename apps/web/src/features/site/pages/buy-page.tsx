import { MESSAGES, POPULAR_LABEL, type Plan } from '@applypilot/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AlertModal, ConfirmModal, Spinner } from '../../../components';
import { useAuth } from '../../../lib/auth/auth-context';
import { BoldText } from '../components/bold-text';
import { CheckIcon, LockIcon } from '../components/icons';
import { PageTopBar } from '../components/page-top-bar';
import { formatRupees, loginStateFor, planFromNavigationState } from '../lib/plan-selection';
import { storedUserEmail } from '../lib/stored-user';
import { usePurchase } from '../lib/use-purchase';
import styles from './buy-page.module.css';

/** "Confirm Your Purchase" (document 1, sections 2, 4, 5, 8). */
export function BuyPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [plan, setPlan] = useState<Plan | null>(null);
  // Section 4: on arrival with a stored user email, confirm which account the purchase goes to.
  const [confirming, setConfirming] = useState(() => storedUserEmail() !== null);
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
          <p className={styles.account}>
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
      </section>

      <ConfirmModal
        open={confirming}
        title="Confirm your account"
        message={MESSAGES.purchaseConfirm(email ?? '')}
        onConfirm={() => setConfirming(false)}
        onCancel={() => {
          setConfirming(false);
          void navigate('/pricing');
        }}
      />
      <AlertModal open={notice !== null} message={notice?.message ?? ''} onConfirm={closeNotice} />
    </main>
  );
}
