/**
 * The history's page cursor: the last entry's `sent_at` in whole microseconds since the epoch and its id,
 * `<micros>.<uuid>`. Pages are keyset pages (newest first by sent_at, then id), so a cursor stays valid however many
 * applications are sent meanwhile: new ones go on top, never between pages. Clients treat it as opaque.
 */
export interface HistoryCursor {
  /** sent_at in microseconds since the epoch (exact: PostgreSQL keeps microseconds, a JS Date only milliseconds). */
  micros: string;
  id: string;
}

const CURSOR = /^(\d{1,16})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The cursor, or null when the text cannot be one (the route answers 400). */
export function parseHistoryCursor(text: string): HistoryCursor | null {
  const match = CURSOR.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { micros: match[1], id: match[2] };
}
