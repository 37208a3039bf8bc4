import { z } from 'zod';

/**
 * The extension's fixed key (issue 19, decision 041): the base64 SPKI DER of an RSA public key made once for
 * ApplyPilot. Written into the unpacked extension's manifest as `key`, it makes Chrome give the extension the same ID
 * whatever folder it is loaded from. The private half is not needed for an unpacked load and was not kept. The store
 * package leaves `key` out (the Chrome Web Store refuses it) and gets the listing's own ID.
 */
export const EXTENSION_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAlITRvYbidVYVBfdOxgeHpEiVuMfQHTQc3Of/IJ3pdwoVATFr5J6CSyzKGY9y7XQAtTAGTZ8UoDliPzIejqGOqMc5jSz9MVLKRMemiY4Hn74UwWENvOcuBLWIGO2NU9IHUjjhOA/3hyh2RTmWHTYnIxHe3fiKmqk7ukhyRIQM1TDfziOQLu0akUHfZw9RmSQvinFgvPBkpXQanZ0GVOchRhthco/lcGaFftkIrH5b2Gz1aAgjSNebEPhoCb9g93cXLWU5WOpQgQzK0hwsRBOwfhknvC0topHjRY4RX/Zvtyi4NuVGjur/bcqZgZuBtKP8FrBV5/Ns9rULlig3mV+c8QIDAQAB';

/**
 * Chrome's ID for EXTENSION_PUBLIC_KEY: the first 32 hex digits of the key's SHA-256, each mapped 0-f to a-p (a test
 * derives it again from the key). The agent's door accepts exactly this extension (and a store listing's ID when
 * configured).
 */
export const EXTENSION_ID = 'aaikngobembinlemmeclcegkannkakkd';

/** The origin Chrome gives the unpacked extension's pages and service worker. */
export const EXTENSION_ORIGIN = `chrome-extension://${EXTENSION_ID}`;

/**
 * The local agent's version: the agent reports it, the site serves it (`GET /api/downloads`, `version`) and an agent
 * older than the site's says so at start. Raised with every agent change users need.
 */
export const AGENT_VERSION = '0.3.0';

/** Where the site's downloads page is, for the agent's update notice. */
export const DOWNLOADS_PAGE_PATH = '/try-now';

/**
 * The platforms a download is built for, in the order a server builds them when nobody is waiting (decision 051): Macs
 * with Apple silicon get a native arm64 runtime, Intel Macs the x64 one.
 */
export const DOWNLOAD_PLATFORMS = ['windows-x64', 'macos-arm64', 'macos-x64', 'linux-x64'] as const;
export const DownloadPlatformSchema = z.enum(DOWNLOAD_PLATFORMS);
export type DownloadPlatform = z.infer<typeof DownloadPlatformSchema>;

/** One built download: the file's name under /downloads/, its size and SHA-256 (lowercase hex). */
export const DownloadFileSchema = z.object({
  platform: DownloadPlatformSchema,
  file: z.string(),
  url: z.string(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type DownloadFile = z.infer<typeof DownloadFileSchema>;

/** A download being built now: which platform, and how far (0-100). */
export const DownloadPreparingSchema = z.object({
  platform: DownloadPlatformSchema,
  percent: z.number().min(0).max(100),
});

/**
 * GET /api/downloads: the agent's version, the built downloads, and (while the server builds them after start) which
 * one is being prepared. `state`: `ready` (all built), `preparing` (`files` already holds those that are built),
 * `failed` (the build stopped; `message` says why), `off` (this server does not build them and some are missing).
 * `?first=<platform>` asks the server to build that platform next while it prepares them (the visitor's own).
 */
export const DownloadListSchema = z.object({
  version: z.string(),
  state: z.enum(['ready', 'preparing', 'failed', 'off']),
  files: z.array(DownloadFileSchema),
  preparing: DownloadPreparingSchema.nullable(),
  message: z.string().nullable(),
  /** The Chrome Web Store package of the extension (no `key`), when built. */
  storeZip: z.object({ url: z.string(), bytes: z.number().int().nonnegative() }).nullable(),
});
export type DownloadList = z.infer<typeof DownloadListSchema>;
/** GET /api/downloads's query: the platform a visitor waits for, built next (an unknown name is a 400). */
export const DownloadListQuerySchema = z.object({ first: DownloadPlatformSchema.optional() }).strict();

/** The downloads' file names under /downloads/ (the version is in downloads.json, so links stay put). */
export const DOWNLOAD_FILE_NAMES: Record<DownloadPlatform, string> = {
  'windows-x64': 'ApplyPilot-agent-windows-x64.zip',
  'macos-arm64': 'ApplyPilot-agent-macos-arm64.zip',
  'macos-x64': 'ApplyPilot-agent-macos-x64.zip',
  'linux-x64': 'ApplyPilot-agent-linux-x64.zip',
};
/** The extension as the Chrome Web Store takes it (no `key`). */
export const STORE_ZIP_NAME = 'ApplyPilot-extension-store.zip';
export const DOWNLOADS_MANIFEST_NAME = 'downloads.json';

/**
 * What a download was built for: the site, the agent version and the grant key inside it. The API serves a download
 * only while all three are its own (decision 051): after a key change an old download is never handed out.
 */
export const DownloadStampSchema = z.object({
  version: z.string(),
  apiOrigin: z.string(),
  /** Base64 SPKI DER of the public key built into the agent (the public half of the API's GRANT_SIGNING_KEY). */
  grantPublicKey: z.string(),
});
export type DownloadStamp = z.infer<typeof DownloadStampSchema>;

/** Beside ApplyPilot-agent.zip (the zip for a computer with Node.js): its DownloadStamp. */
export const AGENT_ZIP_STAMP_NAME = 'ApplyPilot-agent.json';

/**
 * downloads.json, rewritten by tools/download's platform build after each platform: its stamp and the Node.js version
 * inside, with each file's size and SHA-256. The API lists and serves a file only while the stamp is its own, and
 * builds again when it is not.
 */
export const DownloadsManifestSchema = DownloadStampSchema.extend({
  /** The Node.js version of the runtimes inside. */
  nodeVersion: z.string(),
  files: z.array(
    z.object({
      platform: DownloadPlatformSchema,
      file: z.string(),
      bytes: z.number().int().nonnegative(),
      sha256: z.string(),
    }),
  ),
  storeZip: z.object({ file: z.string(), bytes: z.number().int().nonnegative() }).nullable(),
});
export type DownloadsManifest = z.infer<typeof DownloadsManifestSchema>;
