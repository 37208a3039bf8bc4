import type { User } from '@applypilot/contracts';

/**
 * Sidebar footer identity (document 1, section 2): avatar letter and the name to show. The letter is the shown
 * name's (decision 050: "V" for Priya because her address starts with a v read as someone else's initial), so the
 * display name's first letter, else the email's, else G. A whole character, not half of a surrogate pair.
 */
export function avatarLetter(user: Pick<User, 'email' | 'displayName'> | null): string {
  const source = user?.displayName?.trim() || user?.email.trim() || '';
  const first = Array.from(source)[0] ?? '';
  return first === '' ? 'G' : first.toLocaleUpperCase();
}

export function displayNameOf(user: Pick<User, 'email' | 'displayName'> | null): string {
  const name = user?.displayName?.trim();
  if (name) return name;
  const email = user?.email.trim();
  if (email) return email;
  return 'Guest User';
}

/** Submenus open by themselves when the route is inside their area. */
export function isInArea(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
