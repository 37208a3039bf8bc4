import { EXTENSION_PUBLIC_KEY } from '@applypilot/contracts';

/**
 * The MV3 manifest. The content script runs on one site, the origin the extension was built for (APP_ORIGIN), and
 * nowhere else: not on other localhost ports, not on 127.0.0.1 for a localhost build. The worker may reach the
 * agent's origin and nothing else; content scripts declared here need no host permission of their own.
 */
export const EXTENSION_VERSION = '0.1.0';
export const ICON_SIZES = [16, 32, 48, 128] as const;

/**
 * The content script's match pattern for `appOrigin`. A pattern without a port matches every port of its host, so
 * the port is always written, the scheme's default one included (https://app.example → https://app.example:443/*):
 * the pattern covers exactly the origin.
 */
export function appMatchPattern(appOrigin: string): string {
  const url = new URL(appOrigin);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.protocol}//${url.hostname}:${port}/*`;
}

export function manifest(options: { appOrigin: string; agentOrigin: string }): Record<string, unknown> {
  const icons = Object.fromEntries(ICON_SIZES.map((size) => [String(size), `icons/icon-${size}.png`]));
  return {
    manifest_version: 3,
    name: 'ApplyPilot',
    // The fixed key: the same extension ID from any folder, the one the agent's door accepts (decision 041). The
    // store package (tools/download) removes it: the Chrome Web Store refuses a manifest with a key.
    key: EXTENSION_PUBLIC_KEY,
    version: EXTENSION_VERSION,
    description: 'Connects the ApplyPilot dashboard to the ApplyPilot agent on this computer.',
    minimum_chrome_version: '116',
    icons,
    action: { default_title: 'ApplyPilot', default_popup: 'popup.html', default_icon: icons },
    background: { service_worker: 'worker.js' },
    content_scripts: [
      {
        matches: [appMatchPattern(options.appOrigin)],
        js: ['content.js'],
        run_at: 'document_start',
        all_frames: false,
      },
    ],
    permissions: ['storage'],
    host_permissions: [`${options.agentOrigin}/*`],
  };
}
