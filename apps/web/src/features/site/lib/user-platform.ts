import type { DownloadPlatform } from '@applypilot/contracts';

/** Chromium's client hints, where the browser has them (not in Firefox or Safari). */
interface NavigatorWithHints {
  userAgentData?: {
    platform?: string;
    getHighEntropyValues?: (hints: string[]) => Promise<{ architecture?: string }>;
  };
  userAgent: string;
}

/**
 * The download to offer first, from the browser (issue 19, decision 051): the client hint's platform when there is
 * one, else the user agent. Every Mac's browser says "Intel Mac OS X", so a Mac first gets Apple silicon, what Macs
 * have been sold with since 2020 (platformArchitecture refines it where Chrome tells). Phones and tablets, and
 * anything unknown, get Windows, the most common desktop; the page lists the others below it.
 */
export function userPlatform(nav: NavigatorWithHints = navigator): DownloadPlatform {
  const hint = nav.userAgentData?.platform ?? '';
  const text = `${hint} ${nav.userAgent}`;
  if (/android|iphone|ipad/i.test(text)) return 'windows-x64';
  if (/mac/i.test(text)) return 'macos-arm64';
  if (/windows|win32|win64/i.test(text)) return 'windows-x64';
  if (/linux|x11|cros/i.test(text)) return 'linux-x64';
  return 'windows-x64';
}

/**
 * The Mac's processor where Chrome tells it (the `architecture` client hint: "arm" or "x86"): the Intel download for
 * an Intel Mac. Anything else keeps the first guess.
 */
export async function platformArchitecture(
  guess: DownloadPlatform,
  nav: NavigatorWithHints = navigator,
): Promise<DownloadPlatform> {
  if (guess !== 'macos-arm64' || !nav.userAgentData?.getHighEntropyValues) return guess;
  try {
    const { architecture } = await nav.userAgentData.getHighEntropyValues(['architecture']);
    return architecture === 'x86' ? 'macos-x64' : guess;
  } catch {
    return guess;
  }
}
