/** Business constants and limits, section 9 of both specification documents. */
export const FREE_TRIAL_CREDITS = 5;
export const APPLICATION_CREDIT_COST = 1;
export const CUSTOMIZE_CREDIT_COST = 5;
export const DAILY_APPLICATION_LIMIT = 40;
export const MONTHLY_APPLICATION_LIMIT = 1000;
export const DAILY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const MONTHLY_WINDOW_MS = 30 * DAILY_WINDOW_MS;
export const RECOMMENDED_DAILY_APPLICATIONS = 40;

export const EXTENSION_PING_INTERVAL_MS = 1000;
export const STATS_REFRESH_INTERVAL_MS = 5 * 60 * 1000;
export const CHUNK_LOAD_TIMEOUT_MS = 120 * 1000;
export const HEADER_SCROLL_OFFSET_PX = 64 + 10;
export const SIDEBAR_WIDTH_OPEN_PX = 250;
export const SIDEBAR_WIDTH_CLOSED_PX = 70;
export const DEFAULT_POST_LOGIN_PATH = '/dashboard';

export const SETUP_STATUS_CLEAR_MS = 5000;
export const SETUP_SAVE_DELAY_MS = 500;
export const INTERVIEW_SETTINGS_STATUS_CLEAR_MS = 3000;

export const STATS_BAR_CHART_DAYS = 7;
export const HISTORY_PREVIEW_COUNT = 5;
/** Local-hour buckets: [from, before). */
export const TIME_OF_DAY_BUCKETS = [
  { name: 'Morning', from: 5, before: 12 },
  { name: 'Afternoon', from: 12, before: 17 },
  { name: 'Evening', from: 17, before: 24 },
  { name: 'Night', from: 0, before: 5 },
] as const;
export const APPROACHING_DAILY_LIMIT_AT = 35;
export const APPROACHING_MONTHLY_LIMIT_AT = 800;
export const LOW_CREDITS_UPGRADE_BELOW = 10;
export const MOMENTUM_RANGE = { from: 1, to: 4 } as const;

export const LOCAL_AGENT_PORT = 3110;
export const LOCAL_SERVER_DOWNLOAD = { approxSizeMb: 88, requires: 'Chrome' } as const;

export const REFUND_WINDOW_DAYS = 7;
export const LIABILITY_CAP_MONTHS = 6;
export const SUPPORT_RESPONSE_HOURS = 24;
export const PHONE_HOURS = '10 AM-6 PM IST, Mon-Fri';
export const SUPPORT_EMAIL = 'support@applypilot.app';
export const PRODUCT_NAME = 'ApplyPilot';

/** Account rules of the foundation issue. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const MAX_BODY_BYTES = 64 * 1024;
export const SESSION_TTL_DAYS = 30;
export const RESET_TOKEN_TTL_MINUTES = 30;
/** Account rate limits, decision 013. Every login limit counts over the same window. */
export const RATE_LIMIT_WINDOW_MINUTES = 15;
/** Login attempts per (account, client address): the hard limit a stranger cannot spend for the owner. */
export const LOGIN_FAILURE_LIMIT = 10;
/** Login attempts per client address across accounts: stops spraying one password over many accounts. */
export const LOGIN_FAILURE_LIMIT_PER_IP = 30;
/** Login attempts per account across every address: only a distributed attack reaches it. */
export const LOGIN_FAILURE_LIMIT_PER_ACCOUNT = 100;
export const REGISTER_LIMIT_PER_IP = 10;
/** Forgot-password requests per client address (over RATE_LIMIT_WINDOW_MINUTES). */
export const FORGOT_PASSWORD_LIMIT = 5;
/** Forgot-password requests per email: a short window, so nobody can hold back an owner's reset mail for long. */
export const FORGOT_PASSWORD_LIMIT_PER_EMAIL = 3;
export const FORGOT_PASSWORD_EMAIL_WINDOW_MINUTES = 5;
/** Password hashes (scrypt) running at once per API instance, and how many more may wait before a 503. */
export const PASSWORD_HASH_CONCURRENCY = 2;
export const PASSWORD_HASH_QUEUE_LIMIT = 16;
/** Retry-After of the 503 answered when the password hashing queue is full. */
export const PASSWORD_HASH_BUSY_RETRY_SECONDS = 5;
/** Email verification (hardening issue): the mailed link's life, and resends per account per rate-limit window. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
export const RESEND_VERIFICATION_LIMIT = 3;
