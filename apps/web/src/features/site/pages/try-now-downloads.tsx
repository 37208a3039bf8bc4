import type { DownloadFile, DownloadList, DownloadPlatform } from '@applypilot/contracts';
import { downloadSize } from '../lib/download-size';
import { DownloadIcon, ServerIcon } from '../components/icons';
import styles from './try-now-page.module.css';

export const PLATFORM_LABELS: Record<DownloadPlatform, string> = {
  'windows-x64': 'Windows (64-bit)',
  'macos-x64': 'macOS (Intel and Apple silicon)',
  'linux-x64': 'Linux (64-bit)',
};

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
  const others = downloads?.files.filter((file) => file.platform !== platform) ?? [];
  if (downloads?.state === 'off' && !mine && fallback) {
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
      {others.length > 0 ? (
        <div className={styles.otherPlatforms}>
          <h3>Other systems</h3>
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

function Preparing({ downloads, failed }: { downloads: DownloadList | undefined; failed: boolean }) {
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
  return (
    <span className={styles.pending} role="status">
      {preparing
        ? `Preparing the downloads: ${PLATFORM_LABELS[preparing.platform]} ${Math.round(preparing.percent)}%…`
        : 'Preparing the downloads…'}
      {preparing ? (
        <progress className={styles.progress} max={100} value={preparing.percent} aria-hidden="true" />
      ) : null}
    </span>
  );
}
