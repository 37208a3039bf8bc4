import type { SocialNetwork } from '@applypilot/contracts';
import { useEffect, useState } from 'react';

/**
 * What the public pages need to know of the deployment: the support phone and the social profiles (decision 043),
 * and whether the server offers Google sign-in (decision 050: /help offered it on a server without it).
 */
export interface SiteConfig {
  supportPhone: string | null;
  socialLinks: { network: SocialNetwork; url: string }[];
  googleSignIn: boolean;
}

export const NO_SITE_CONFIG: SiteConfig = { supportPhone: null, socialLinks: [], googleSignIn: false };

/**
 * Reads these fields from GET /api/config by hand: the public pages load neither TanStack Query nor zod (decisions
 * 015, 035). Anything unexpected counts as "not configured", so the page shows no phone line, no icon and no Google
 * sign-in rather than a wrong one. Google sign-in is offered when the config names a client id (the API sends none
 * when GOOGLE_SIGN_IN is off), as the login form decides.
 */
export function siteConfigFrom(body: unknown): SiteConfig {
  if (typeof body !== 'object' || body === null) return NO_SITE_CONFIG;
  const { supportPhone, socialLinks, googleClientId } = body as {
    supportPhone?: unknown;
    socialLinks?: unknown;
    googleClientId?: unknown;
  };
  const links = Array.isArray(socialLinks) ? socialLinks : [];
  return {
    supportPhone: typeof supportPhone === 'string' && supportPhone.trim() !== '' ? supportPhone.trim() : null,
    socialLinks: links.flatMap((link: unknown) => {
      if (typeof link !== 'object' || link === null) return [];
      const { network, url } = link as { network?: unknown; url?: unknown };
      if ((network !== 'linkedin' && network !== 'x') || typeof url !== 'string') return [];
      return url.startsWith('https://') ? [{ network, url }] : [];
    }),
    googleSignIn: typeof googleClientId === 'string' && googleClientId.trim() !== '',
  };
}

/** `tel:` link for a number as written for people ("+91 80 4567 8900" → "tel:+918045678900"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

let pending: Promise<SiteConfig> | null = null;

function loadSiteConfig(): Promise<SiteConfig> {
  pending ??= fetch('/api/config', { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .then(siteConfigFrom)
    .catch(() => {
      // Tried again on the next page that asks; until then nothing is shown.
      pending = null;
      return NO_SITE_CONFIG;
    });
  return pending;
}

/**
 * The deployment's public details, empty until the one shared request answers; `loaded` says it has (the pages mark it on their
 * element, so a test can tell "not configured" from "not answered yet").
 */
export function useSiteConfig(): SiteConfig & { loaded: boolean } {
  const [config, setConfig] = useState<SiteConfig & { loaded: boolean }>({
    ...NO_SITE_CONFIG,
    loaded: false,
  });
  useEffect(() => {
    let live = true;
    void loadSiteConfig().then((loaded) => {
      if (live) setConfig({ ...loaded, loaded: true });
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/** Tests start each case from a fresh request. */
export function forgetSiteConfig(): void {
  pending = null;
}
