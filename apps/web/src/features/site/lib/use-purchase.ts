import { MESSAGES, type PaymentResult, type Plan } from '@applypilot/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { invalidateJobInfo } from '../../../lib/job-info';
import { fetchPublicConfig, PUBLIC_CONFIG_QUERY_KEY, usePublicConfig } from '../../../lib/public-config';
import { loadCheckoutScript, openCheckout, type CheckoutConstructor } from './checkout';
import { createOrder, verifiedPaymentMessage, verifyPayment } from './payment-api';

/** A message in a modal with an OK button; `then` runs once the buyer has read it. */
export interface Notice {
  message: string;
  then?: () => void;
}

export interface Purchase {
  busy: boolean;
  notice: Notice | null;
  pay(): void;
  closeNotice(): void;
}

/**
 * The purchase of section 4: order, checkout widget, verification on the server. Every failure of section 8 ends in
 * a notice and clears busy.
 */
export function usePurchase(plan: Plan | null, email: string | null): Purchase {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = usePublicConfig();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const paymentMode = config.data?.paymentMode;

  // The widget's script loads with the page, so Pay opens it at once; a failure here is retried by Pay.
  useEffect(() => {
    if (paymentMode) loadCheckoutScript(paymentMode).catch(() => undefined);
  }, [paymentMode]);

  const stop = useCallback((message: string, then?: () => void) => {
    setBusy(false);
    setNotice({ message, then });
  }, []);

  const verify = useCallback(
    async (payment: PaymentResult, buyer: string) => {
      setBusy(true);
      let message: string;
      try {
        message = verifiedPaymentMessage(await verifyPayment(payment, buyer));
      } catch (error) {
        stop(MESSAGES.paymentVerificationFailed(errorMessage(error)));
        return;
      }
      // The new balance and premium state must show on the dashboard at once, not at the next 5-minute refresh.
      void invalidateJobInfo(queryClient);
      stop(message, () => void navigate('/dashboard'));
    },
    [navigate, queryClient, stop],
  );

  const pay = useCallback(async () => {
    if (!plan || !email) {
      setNotice({ message: MESSAGES.selectPlanAndLogin });
      return;
    }
    setBusy(true);

    // The widget first: without it no order is made, so nothing is left half done.
    let Widget: CheckoutConstructor;
    let keyId: string | null;
    try {
      const current = await queryClient.ensureQueryData({
        queryKey: PUBLIC_CONFIG_QUERY_KEY,
        queryFn: fetchPublicConfig,
      });
      keyId = current.razorpayKeyId;
      Widget = await loadCheckoutScript(current.paymentMode);
    } catch {
      stop(MESSAGES.paymentFailed(MESSAGES.checkoutUnavailable));
      return;
    }

    let order;
    try {
      order = await createOrder(plan.name, email);
    } catch (error) {
      stop(MESSAGES.paymentFailed(errorMessage(error)));
      return;
    }

    // Razorpay's widget (and the sandbox's) stays open after a failed attempt so the buyer can try again; our alert
    // would sit behind it and take its focus. So the failure is told when the buyer closes the widget, in place of
    // "cancelled", and a later successful attempt is still verified.
    let failure: string | null = null;
    try {
      openCheckout(
        Widget,
        { order, planName: plan.name, email, keyId },
        {
          onPaid: (payment) => void verify(payment, email),
          onDismissed: () =>
            stop(failure === null ? MESSAGES.paymentCancelled : MESSAGES.paymentFailed(failure)),
          onFailed: (description) => {
            failure = description;
          },
        },
      );
    } catch (error) {
      console.error('The checkout widget could not be opened.', error);
      stop(MESSAGES.paymentFailed(MESSAGES.checkoutUnavailable));
    }
  }, [email, plan, queryClient, stop, verify]);

  const closeNotice = useCallback(() => {
    const then = notice?.then;
    setNotice(null);
    then?.();
  }, [notice]);

  return { busy, notice, pay: () => void pay(), closeNotice };
}
