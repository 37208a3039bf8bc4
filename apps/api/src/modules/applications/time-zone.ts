/**
 * The time zone job-info counts days and hours in: an IANA name as the browser reports it
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`). Checked here with Intl, which knows the same tz database as
 * PostgreSQL (a name Intl knows and PostgreSQL does not is still caught from the database's error, see the routes).
 */
export const DEFAULT_TIME_ZONE = 'UTC';

/** IANA names are letters, digits and `/_+-`; the longest in use is under 40 characters. */
const SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * Names already accepted, so the polled call does not build an Intl formatter each time. Bounded: only names Intl
 * accepts are kept (a few hundred, in whatever letter case clients send), and past the cap nothing more is kept.
 */
const known = new Set<string>();
const KNOWN_CAP = 2000;

export function isTimeZone(name: string): boolean {
  if (known.has(name)) return true;
  if (!SHAPE.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return false;
  }
  if (known.size < KNOWN_CAP) known.add(name);
  return true;
}
