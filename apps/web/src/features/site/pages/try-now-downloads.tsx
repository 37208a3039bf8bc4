import type { DownloadFile, DownloadList, DownloadPlatform } from '@applypilot/contracts';
import { downloadSize } from '../lib/download-size';
import { DownloadIcon, ServerIcon } from '../components/icons';
import styles from './try-now-page.module.css';

export const PLATFORM_LABELS: Record<DownloadPlatform, string> = {
  'windows-x64': 'Windows (64-bit)',
  'macos-arm64': 'macOS (Apple silicon)',
  'macos-x64': 'macOS (Intel)',
  'linux-x64': 'Linux (64-bit)',
};

/** The one command that installs Rosetta 2 on a Mac with Apple silicon (the Intel download's launcher says it too). */
export const ROSETTA_COMMAND = 'softwareupdate --install-rosetta --agree-to-license';

export const isMac = (platform: DownloadPlatform) => platform.startsWith('macos-');

/**
 * Whether the page offers the zip for a computer with Node.js: the server builds no platform downloads and has none
 * for this platform, and the site's config (its URL) is known.
 */
export function offersFallback(
  downloads: DownloadList | undefined,
  platform: DownloadPlatform,
  configKnown: boolean,
): boolean {
  return (
    downloads?.state === 'off' && !downloads.files.some((file) => file.platform === platform) && configKnown
  );
}

/** Which Mac download: how to tell, and what the Intel one needs on Apple silicon (decision 051). */
function WhichMac() {
  return (
    <p className={styles.macHint}>
      Apple silicon or Intel? In the Apple menu, choose About This Mac: a <strong>Chip</strong> line (Apple
      M1, M2 and later) means Apple silicon, a <strong>Processor</strong> line naming Intel means Intel. The
      Intel download runs on Apple silicon only with Rosetta 2; to install it, type this in Terminal and press
      Return: <code>{ROSETTA_COMMAND}</code>
    </p>
  );
}

function FileFacts({ file }: { file: DownloadFile }) {
  return (
    <>
      <small>
        {[file.file, downloadSize(file.bytes), 'Requires Google Chrome'].filter(Boolean).join(' · ')}
      </small>
      <small className={styles.sha}>
        SHA-256: <code>{file.sha256}</code>
      </small>
    </>
  );
}

/**
 * Step 1's download (issue 19): the user's platform first (from the browser), the others listed below it, each with
 * its size and SHA-256. While the server prepares them (a minute or two after a fresh start), how far it is, updated
 * as the server reports. Without the platform downloads (a server that does not build them), the zip for a computer
 * with Node.js that DOWNLOAD_URL names.
 */
export function DownloadChoice({
  platform,
  downloads,
  failed,
  fallback,
}: {
  platform: DownloadPlatform;
  downloads: DownloadList | undefined;
  failed: boolean;
  fallback: { url: string; size: string | null } | null;
}) {
  const mine = downloads?.files.find((file) => file.platform === platform);
  // Both Mac downloads sit together: the other Mac one first among the others.
  const others = (downloads?.files.filter((file) => file.platform !== platform) ?? []).sort(
    (a, b) => Number(isMac(b.platform)) - Number(isMac(a.platform)),
  );
  if (offersFallback(downloads, platform, fallback !== null) && fallback) {
    return (
      <div className={styles.download}>
        <span className={styles.downloadIcon}>
          <ServerIcon size={24} />
        </span>
        <div className={styles.downloadText}>
          <strong>ApplyPilot agent and extension (ApplyPilot-agent.zip)</strong>
          <small>
            {[fallback.size, 'Windows, macOS, Linux', 'Requires Node.js 20+ and Chrome']
              .filter(Boolean)
              .join(' · ')}
          </small>
        </div>
        <a className={styles.primary} href={fallback.url} download>
          <DownloadIcon size={18} /> Download
        </a>
      </div>
    );
  }
  return (
    <>
      <div className={styles.download}>
        <span className={styles.downloadIcon}>
          <ServerIcon size={24} />
        </span>
        <div className={styles.downloadText}>
          <strong>ApplyPilot for {PLATFORM_LABELS[platform]}</strong>
          {mine ? <FileFacts file={mine} /> : <small>Agent, extension and runtime in one zip</small>}
        </div>
        {mine ? (
          <a className={styles.primary} href={mine.url} download>
            <DownloadIcon size={18} /> Download
          </a>
        ) : (
          <Preparing downloads={downloads} failed={failed} />
        )}
      </div>
      {isMac(platform) ? <WhichMac /> : null}
      {others.length > 0 || (mine && downloads?.state === 'preparing') ? (
        <div className={styles.otherPlatforms}>
          <h3>Other systems</h3>
          {mine && downloads?.state === 'preparing' ? (
            <Preparing downloads={downloads} failed={failed} others />
          ) : null}
          <ul>
            {others.map((file) => (
              <li key={file.platform}>
                <a href={file.url} download>
                  ApplyPilot for {PLATFORM_LABELS[file.platform]}
                </a>
                <FileFacts file={file} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

function Preparing({
  downloads,
  failed,
  others = false,
}: {
  downloads: DownloadList | undefined;
  failed: boolean;
  /** The visitor's own download is ready: this says how far the others are. */
  others?: boolean;
}) {
  if (failed || downloads?.state === 'failed')
    return (
      <span className={styles.pending} role="status">
        {downloads?.message ?? 'Download unavailable, please refresh'}
      </span>
    );
  if (downloads?.state === 'off')
    return (
      <span className={styles.pending} role="status">
        The downloads are not available on this server yet.
      </span>
    );
  const preparing = downloads?.preparing;
  const label = others ? 'Preparing the others' : 'Preparing the downloads';
  return (
    <span className={styles.pending} role="status">
      {preparing
        ? `${label}: ${PLATFORM_LABELS[preparing.platform]} ${Math.round(preparing.percent)}%…`
        : `${label}…`}
      {preparing ? (
        <progress className={styles.progress} max={100} value={preparing.percent} aria-hidden="true" />
      ) : null}
    </span>
  );
}
