/**
 * What a child process of the tests inherits from the developer's environment: what a shell, Node, npm and Chromium
 * need, and nothing that configures ApplyPilot. A developer's GEMINI_API_KEY, RAZORPAY_*, SMTP_URL, DATABASE_URL or
 * GOOGLE_* must never reach a test's API or agent (decision 034).
 */
const INHERITED = [
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'LANG',
  'LANGUAGE',
  'LC_ALL',
  'LC_CTYPE',
  'TZ',
  'TMPDIR',
  'TEMP',
  'TMP',
  'TERM',
  'CI',
  'CHROME_PATH',
  'NODE_EXTRA_CA_CERTS',
  'SYSTEMROOT',
  'PROGRAMFILES',
  'LOCALAPPDATA',
  'APPDATA',
];

/** The allow-listed environment plus `env`, with APP_DOTENV=off so the API does not read the repository's .env. */
export function childEnv(env: Record<string, string> = {}): Record<string, string> {
  const inherited = Object.fromEntries(
    INHERITED.flatMap((name) => {
      const value = process.env[name];
      return value === undefined ? [] : [[name, value]];
    }),
  );
  // DOWNLOADS_BUILD=off: an API under test never builds the 100 MB platform downloads unless a test asks (decision 041).
  return { ...inherited, APP_DOTENV: 'off', DOWNLOADS_BUILD: 'off', ...env };
}
