/**
 * A cookie's name on this origin. On https it carries the `__Host-` prefix, which browsers accept only with Secure,
 * Path=/ and no Domain: a sibling subdomain, or a plain-http page of the same host, cannot set or overwrite it
 * (decision 034). Plain http (localhost in development) cannot have Secure cookies, so the name stays bare there.
 */
export function hostCookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}
