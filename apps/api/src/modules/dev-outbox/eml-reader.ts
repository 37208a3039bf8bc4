import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  date: string;
  text: string;
}

/** Quoted-printable to text: soft line breaks go, `=XX` are bytes (UTF-8 sequences span several). */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?V=C3=A9rify?=`), as nodemailer writes non-ASCII headers. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Reads the single-part text mails the mail service writes; anything else shows its raw body. */
export function parseEml(raw: string): Omit<OutboxMail, 'file'> {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n(?![ \t])/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return {
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    date: headers.get('date') ?? '',
    text,
  };
}

/** The newest mails first: outbox file names start with an ISO timestamp. A missing outbox is an empty one. */
export async function readOutbox(dir: string, limit: number): Promise<OutboxMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    files.map(async (file) => ({ file, ...parseEml(await readFile(path.join(dir, file), 'utf8')) })),
  );
}
