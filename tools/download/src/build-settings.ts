import {
  loadOrCreateSigningKey,
  publicKeyBase64,
  publicKeyFrom,
  signingKeyFromSetting,
} from '@applypilot/grants';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** What a download is built for, fixed in agent.mjs by esbuild `define` (decision 033). */
export interface DownloadSettings {
  /** The ApplyPilot site: the only apiOrigin the shipped agent pairs with (`__API_ORIGIN__`). */
  apiOrigin: string;
  /** Base64 SPKI DER of the API's grant key: the only key the shipped agent trusts (`__GRANT_PUBLIC_KEY__`). */
  grantPublicKey: string;
}

export const DEFAULT_APP_ORIGIN = 'http://localhost:8080';

/** An empty value is unset, as in a `.env` line `GRANT_SIGNING_KEY=` (the API reads its environment the same way). */
function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function apiOriginFrom(env: NodeJS.ProcessEnv): string {
  const raw = value(env, 'APP_ORIGIN') ?? DEFAULT_APP_ORIGIN;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(`APP_ORIGIN must be an http(s) origin such as https://applypilot.example, not "${raw}"`);
  return url.origin;
}

/**
 * The API's mode rule (decision 034, apps/api/src/run-mode.ts): development only when asked for with APP_MODE or for a
 * loopback APP_ORIGIN; NODE_ENV=production always means production.
 */
function isProductionBuild(env: NodeJS.ProcessEnv): boolean {
  if (value(env, 'NODE_ENV') === 'production') return true;
  const mode = value(env, 'APP_MODE');
  if (mode === 'production') return true;
  if (mode === 'development') return false;
  const { hostname } = new URL(apiOriginFrom(env));
  const loopback = hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
  return !loopback;
}

/**
 * The same key the API signs with. DOWNLOADS_GRANT_PUBLIC_KEY first: the API sets it (base64 SPKI DER) for the build it
 * runs, so the download carries exactly the key that API signs with and the child never sees the private key. Else
 * GRANT_SIGNING_KEY in every form the API reads (packages/grants' signingKeyFromSetting), else (development and tests)
 * the key file in DATA_DIR, made on first use. A production build without either would ship an agent that trusts a
 * throwaway key: refused.
 */
async function grantPublicKeyFrom(env: NodeJS.ProcessEnv, repoRoot: string): Promise<string> {
  const given = value(env, 'DOWNLOADS_GRANT_PUBLIC_KEY');
  if (given) {
    try {
      return publicKeyBase64(publicKeyFrom(given));
    } catch {
      throw new Error(
        'DOWNLOADS_GRANT_PUBLIC_KEY is not an Ed25519 public key (base64 of its SPKI DER, or PEM).',
      );
    }
  }
  const configured = value(env, 'GRANT_SIGNING_KEY');
  if (configured) {
    try {
      return publicKeyBase64(signingKeyFromSetting(configured));
    } catch {
      throw new Error(
        'GRANT_SIGNING_KEY is not an Ed25519 private key (PEM, one-line PEM with \\n, or base64 of its PKCS#8 DER).',
      );
    }
  }
  if (isProductionBuild(env))
    throw new Error(
      'GRANT_SIGNING_KEY must be set for a production build (NODE_ENV or APP_MODE production, or an APP_ORIGIN that is not loopback): the download embeds the public half of the key the API signs credits with.',
    );
  const dataDir = path.resolve(repoRoot, value(env, 'DATA_DIR') ?? '.data');
  return publicKeyBase64(await loadOrCreateSigningKey(dataDir));
}

export async function downloadSettings(env: NodeJS.ProcessEnv, repoRoot: string): Promise<DownloadSettings> {
  return { apiOrigin: apiOriginFrom(env), grantPublicKey: await grantPublicKeyFrom(env, repoRoot) };
}

/** Whether a content-script match pattern (`scheme://host[:port]/path`) covers the origin's pages. */
export function patternCovers(pattern: string, origin: string): boolean {
  const match = /^(\*|https?):\/\/(\[[^\]]+\]|[^/:]+)(?::(\d+))?\//.exec(pattern);
  if (!match) return false;
  const [, scheme = '', host = '', port] = match;
  const url = new URL(origin);
  if (scheme !== '*' && `${scheme}:` !== url.protocol) return false;
  // Without a port the pattern matches every port; the extension's build writes even the scheme's default one out.
  const originPort = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (port !== undefined && port !== originPort) return false;
  if (host === '*') return true;
  if (host.startsWith('*.')) return url.hostname === host.slice(2) || url.hostname.endsWith(host.slice(1));
  return url.hostname === host;
}

/**
 * The zip's extension and agent must be built for the same site, or they can never pair: the extension's content
 * script must run on the site the agent is built for. (The stand-in manifest of unit tests has no content scripts.)
 */
export async function checkExtensionSite(extensionDir: string, apiOrigin: string): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(extensionDir, 'manifest.json'), 'utf8')) as {
    content_scripts?: { matches?: string[] }[];
  };
  const patterns = (manifest.content_scripts ?? []).flatMap((script) => script.matches ?? []);
  if (patterns.length === 0 || patterns.some((pattern) => patternCovers(pattern, apiOrigin))) return;
  throw new Error(
    `The extension in ${extensionDir} runs on ${patterns.join(', ')}, not on APP_ORIGIN ${apiOrigin}: build the extension and the download with the same APP_ORIGIN.`,
  );
}
