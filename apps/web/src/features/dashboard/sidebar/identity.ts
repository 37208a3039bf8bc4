import type { User } from '@applypilot/contracts';

/** Sidebar footer identity (document 1, section 2): avatar letter and the name to show. */
export function avatarLetter(user: Pick<User, 'email'> | null): string {
  const first = user?.email.trim().charAt(0) ?? '';
  return first === '' ? 'G' : first.toUpperCase();
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
