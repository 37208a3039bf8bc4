/** "about 12 MB" from the server's byte count; nothing when the server does not say. */
export function downloadSize(bytes: number | null | undefined): string | null {
  if (bytes === undefined || bytes === null || bytes <= 0) return null;
  const mb = bytes / 1_000_000;
  return `about ${mb < 10 ? Math.max(0.1, Math.round(mb * 10) / 10) : Math.round(mb)} MB`;
}
