import type { SocialNetwork } from '@applypilot/contracts';
import { useEffect, useState } from 'react';

/** The deployment's public contact details: the support phone and the social profiles (decision 043). */
export interface SiteContactConfig {
  supportPhone: string | null;
  socialLinks: { network: SocialNetwork; url: string }[];
}

export const NO_CONTACT_CONFIG: SiteContactConfig = { supportPhone: null, socialLinks: [] };

/**
 * Reads the two fields from GET /api/config by hand: the public pages load neither TanStack Query nor zod (decisions
 * 015, 035). Anything unexpected counts as "not configured", so the page shows no phone line and no icon rather than
 * a wrong one.
 */
export function contactConfigFrom(body: unknown): SiteContactConfig {
  if (typeof body !== 'object' || body === null) return NO_CONTACT_CONFIG;
  const { supportPhone, socialLinks } = body as { supportPhone?: unknown; socialLinks?: unknown };
  const links = Array.isArray(socialLinks) ? socialLinks : [];
  return {
    supportPhone: typeof supportPhone === 'string' && supportPhone.trim() !== '' ? supportPhone.trim() : null,
    socialLinks: links.flatMap((link: unknown) => {
      if (typeof link !== 'object' || link === null) return [];
      const { network, url } = link as { network?: unknown; url?: unknown };
      if ((network !== 'linkedin' && network !== 'x') || typeof url !== 'string') return [];
      return url.startsWith('https://') ? [{ network, url }] : [];
    }),
  };
}

/** `tel:` link for a number as written for people ("+91 80 4567 8900" → "tel:+918045678900"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

let pending: Promise<SiteContactConfig> | null = null;

function loadContactConfig(): Promise<SiteContactConfig> {
  pending ??= fetch('/api/config', { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .then(contactConfigFrom)
    .catch(() => {
      // Tried again on the next page that asks; until then nothing is shown.
      pending = null;
      return NO_CONTACT_CONFIG;
    });
  return pending;
}

/**
 * The contact details, empty until the one shared request answers; `loaded` says it has (the pages mark it on their
 * element, so a test can tell "not configured" from "not answered yet").
 */
export function useSiteContactConfig(): SiteContactConfig & { loaded: boolean } {
  const [config, setConfig] = useState<SiteContactConfig & { loaded: boolean }>({
    ...NO_CONTACT_CONFIG,
    loaded: false,
  });
  useEffect(() => {
    let live = true;
    void loadContactConfig().then((loaded) => {
      if (live) setConfig({ ...loaded, loaded: true });
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/** Tests start each case from a fresh request. */
export function forgetContactConfig(): void {
  pending = null;
}
