/** The sandbox's public key id, shown to the widget like Razorpay's `rzp_test_…`. */
export const SANDBOX_KEY_ID = 'rzp_sandbox';
/**
 * Fixed on purpose: the sandbox moves no money, and a fixed secret lets a developer sign a webhook by hand. They are
 * published in the repository, so they verify nothing outside sandbox mode: config.ts refuses them as Razorpay
 * secrets, and register-payments.ts hands the webhook the sandbox's secret only when the sandbox runs (decision 034).
 */
export const SANDBOX_KEY_SECRET = 'applypilot-sandbox-secret-not-for-production';
export const SANDBOX_WEBHOOK_SECRET = 'applypilot-sandbox-webhook-secret-not-for-production';
