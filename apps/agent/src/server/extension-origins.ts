import { EXTENSION_ID } from '@applypilot/contracts';

/**
 * A Chrome Web Store listing's extension ID, built into a download by tools/download (`define`) once the extension is
 * published; undefined from the repository.
 */
declare const __EXTENSION_STORE_ID__: string | undefined;

const EXTENSION_ID_SHAPE = /^[a-p]{32}$/;

/**
 * The extension origins the agent's door accepts (decision 041): the unpacked extension's, fixed by the manifest's
 * key, and a store listing's when one is configured (a bundle's built-in one; from the repository,
 * EXTENSION_STORE_ID). Any other extension, however it got its ID, is refused before pairing and after.
 */
export function trustedExtensionOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const builtIn = typeof __EXTENSION_STORE_ID__ === 'string' ? __EXTENSION_STORE_ID__ : undefined;
  const storeId = (builtIn ?? env.EXTENSION_STORE_ID ?? '').trim();
  if (storeId && !EXTENSION_ID_SHAPE.test(storeId))
    throw new Error(
      `EXTENSION_STORE_ID must be a Chrome extension ID (32 letters a to p), not "${storeId}".`,
    );
  return [EXTENSION_ID, ...(storeId && storeId !== EXTENSION_ID ? [storeId] : [])].map(
    (id) => `chrome-extension://${id}`,
  );
}
