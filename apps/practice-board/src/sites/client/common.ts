import type { ActivityReport, SitePageData } from '../client-data';
import type { FormField } from '../form-model';

/** What every stand-in page script shares: its data, the board's activity reports, toasts, value checks. */

export type Values = Record<string, string | string[]>;

export function readData(): SitePageData | null {
  const el = document.getElementById('board-site-data');
  return el?.textContent ? (JSON.parse(el.textContent) as SitePageData) : null;
}

export function report(data: SitePageData, kind: ActivityReport['kind'], detail?: string): void {
  const body: ActivityReport = { jobRef: data.jobRef, kind, ...(detail ? { detail } : {}) };
  void fetch(data.activityUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  })
    .then((r) => r.text())
    .catch(() => undefined);
}

/** Reports each field once the first time a person (or a script) leaves it changed. */
export function reportTyped(data: SitePageData): (key: string) => void {
  const seen = new Set<string>();
  return (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    report(data, 'typed', key);
  };
}

export function toast(text: string, ms = 3000): void {
  const el = document.createElement('div');
  el.className = 'toast';
  el.setAttribute('role', 'status');
  el.textContent = text;
  document.body.appendChild(el);
  setTimeout(() => el.remove(), ms);
}

export function isEmpty(value: string | string[] | undefined): boolean {
  return (
    value === undefined ||
    (Array.isArray(value) ? value.length === 0 : value.trim() === '' || value === 'false')
  );
}

export function isShown(field: FormField, values: Values): boolean {
  if (!field.shownWhen) return true;
  const other = values[field.shownWhen.key];
  if (field.shownWhen.anyAnswer) return !isEmpty(other);
  return (
    other === field.shownWhen.equals || (Array.isArray(other) && other.includes(field.shownWhen.equals ?? ''))
  );
}

/** Required fields that are drawn and empty (files are checked against the uploaded set). */
export function missing(fields: FormField[], values: Values, files: Record<string, unknown>): FormField[] {
  return fields.filter((f) => {
    if (!f.required || !isShown(f, values) || f.role === 'honeypot') return false;
    if (f.kind === 'file') return !files[f.key];
    return isEmpty(values[f.key]);
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function uuid(): string {
  return crypto.randomUUID();
}

/** A file input's chosen file posted as multipart to `url` with extra text fields. */
export async function postFile(
  url: string,
  file: File,
  fieldName: string,
  extra: Record<string, string> = {},
): Promise<Response> {
  const body = new FormData();
  for (const [k, v] of Object.entries(extra)) body.append(k, v);
  body.append(fieldName, file, file.name);
  return fetch(url, { method: 'POST', body });
}
