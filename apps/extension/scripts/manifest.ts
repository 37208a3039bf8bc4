/**
 * The MV3 manifest. Content scripts run on the app's origins: any port of localhost and 127.0.0.1 (a match pattern
 * without a port matches every port), plus the production origin given at build time. The worker may reach the
 * agent's origin and nothing else.
 */
export const EXTENSION_VERSION = '0.1.0';
export const ICON_SIZES = [16, 32, 48, 128] as const;

export function appMatchPatterns(appOrigin: string | null): string[] {
  const patterns = ['http://localhost/*', 'http://127.0.0.1/*'];
  if (appOrigin) {
    const pattern = `${new URL(appOrigin).origin}/*`;
    // A match pattern takes a host and an optional port; "http://localhost:8080/*" is already covered above.
    const host = new URL(appOrigin).hostname;
    if (!(new URL(appOrigin).protocol === 'http:' && (host === 'localhost' || host === '127.0.0.1'))) {
      patterns.push(pattern);
    }
  }
  return patterns;
}

export function manifest(options: {
  appOrigin: string | null;
  agentOrigin: string;
}): Record<string, unknown> {
  const icons = Object.fromEntries(ICON_SIZES.map((size) => [String(size), `icons/icon-${size}.png`]));
  return {
    manifest_version: 3,
    name: 'ApplyPilot',
    version: EXTENSION_VERSION,
    description: 'Connects the ApplyPilot dashboard to the ApplyPilot agent on this computer.',
    minimum_chrome_version: '116',
    icons,
    action: { default_title: 'ApplyPilot', default_popup: 'popup.html', default_icon: icons },
    background: { service_worker: 'worker.js' },
    content_scripts: [
      {
        matches: appMatchPatterns(options.appOrigin),
        js: ['content.js'],
        run_at: 'document_start',
        all_frames: false,
      },
    ],
    permissions: ['storage'],
    host_permissions: [`${options.agentOrigin}/*`],
  };
}
