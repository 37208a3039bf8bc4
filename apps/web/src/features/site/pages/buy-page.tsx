import { MESSAGES, POPULAR_BADGE, type Plan } from '@applypilot/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AlertModal, ConfirmModal, Spinner } from '../../../components';
import { useAuth } from '../../../lib/auth/auth-context';
import { usePublicConfig } from '../../../lib/public-config';
import { BoldText } from '../components/bold-text';
import { CheckIcon, LockIcon } from '../components/icons';
import { openCheckout } from '../lib/checkout';
import { createOrder, verifyPayment } from '../lib/payment-api';
import { formatRupees, loginStateFor, planFromNavigationState } from '../lib/plan-selection';
import { storedUserEmail } from '../lib/stored-user';
import { PageTopBar } from '../components/page-top-bar';
import styles from './buy-page.module.css';

type Dialog = { kind: 'confirm' } | { kind: 'alert'; message: string; then?: () => void } | null;

/** "Confirm Your Purchase" (document 1, sections 2, 4, 5, 8). */
export function BuyPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const config = usePublicConfig();
  const [plan, setPlan] = useState<Plan | null>(null);
  const [busy, setBusy] = useState(false);
  // Section 4: on arrival with a stored user email, confirm which account the purchase goes to.
  const [dialog, setDialog] = useState<Dialog>(() => (storedUserEmail() ? { kind: 'confirm' } : null));
  const email = user?.email ?? storedUserEmail();

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

  const pay = async () => {
    if (!email) {
      setDialog({ kind: 'alert', message: MESSAGES.selectPlanAndLogin });
      return;
    }
    setBusy(true);
    try {
      const order = await createOrder(plan.name, email);
      const outcome = await openCheckout({
        order,
        planName: plan.name,
        email,
        keyId: config.data?.razorpayKeyId ?? null,
      });
      if (outcome.kind === 'dismissed') {
        setDialog({ kind: 'alert', message: MESSAGES.paymentCancelled });
        return;
      }
      try {
        await verifyPayment(outcome.payment, email);
      } catch (error) {
        setDialog({ kind: 'alert', message: MESSAGES.paymentVerificationFailed(messageOf(error)) });
        return;
      }
      setDialog({
        kind: 'alert',
        message: MESSAGES.paymentSuccessful,
        then: () => void navigate('/dashboard'),
      });
    } catch (error) {
      setDialog({ kind: 'alert', message: MESSAGES.paymentFailed(messageOf(error)) });
    } finally {
      setBusy(false);
    }
  };

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
            {plan.popular ? <span className={styles.badge}>{POPULAR_BADGE}</span> : null}
          </div>
          <p className={styles.price} data-testid="buy-price">
            {formatRupees(plan.price)}
          </p>
          <p className={styles.total}>Total for {plan.credits} Credits</p>
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
          onClick={() => void pay()}
          disabled={busy || !email}
          title={email ? undefined : MESSAGES.loginRequired}
        >
          {busy ? MESSAGES.processing : `Pay ${formatRupees(plan.price)} Now`}
        </button>
        <p className={styles.secure}>
          <LockIcon size={14} /> One-time payment in Indian rupees. Credits are added as soon as the payment
          clears.
        </p>
      </section>

      <ConfirmModal
        open={dialog?.kind === 'confirm'}
        title="Confirm your account"
        message={MESSAGES.purchaseConfirm(email ?? '')}
        onConfirm={() => setDialog(null)}
        onCancel={() => {
          setDialog(null);
          void navigate('/pricing');
        }}
      />
      <AlertModal
        open={dialog?.kind === 'alert'}
        message={dialog?.kind === 'alert' ? dialog.message : ''}
        onConfirm={() => {
          const then = dialog?.kind === 'alert' ? dialog.then : undefined;
          setDialog(null);
          then?.();
        }}
      />
    </main>
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : MESSAGES.orderCreationFailed;
}
