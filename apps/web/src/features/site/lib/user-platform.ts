import type { DownloadPlatform } from '@applypilot/contracts';

/** Chromium's client hints, where the browser has them (not in Firefox or Safari). */
interface NavigatorWithHints {
  userAgentData?: { platform?: string };
  userAgent: string;
}

/**
 * The download to offer first, from the browser (issue 19): the client hint's platform when there is one, else the
 * user agent. Phones and tablets, and anything unknown, get Windows, the most common desktop; the page lists the
 * others below it.
 */
export function userPlatform(nav: NavigatorWithHints = navigator): DownloadPlatform {
  const hint = nav.userAgentData?.platform ?? '';
  const text = `${hint} ${nav.userAgent}`;
  if (/android|iphone|ipad/i.test(text)) return 'windows-x64';
  if (/mac/i.test(text)) return 'macos-x64';
  if (/windows|win32|win64/i.test(text)) return 'windows-x64';
  if (/linux|x11|cros/i.test(text)) return 'linux-x64';
  return 'windows-x64';
}
