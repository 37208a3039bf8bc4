/** Paths where the site header and footer are hidden (section 2 of the first document). */
const BARE_PATHS = ['/login', '/buy', '/try-now'];

export function isChromeHidden(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/dashboard' || path.startsWith('/dashboard/')) return true;
  return BARE_PATHS.includes(path);
}
