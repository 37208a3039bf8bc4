/**
 * What the resume and the cover letter write into a PDF's document properties, the same way for both.
 */

/** The creation date written unless a caller gives one: the same input always gives the same bytes (and SHA-256). */
export const FIXED_CREATION_DATE = new Date(Date.UTC(2000, 0, 1));

/** PDF date string in UTC, independent of the machine's time zone. */
export function pdfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `D:${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}+00'00'`
  );
}

/**
 * Info strings as UTF-16BE with a byte-order mark, one byte per JS char: jsPDF writes Info strings byte by
 * byte, so "—" or "é" would otherwise come out garbled in a reader's document properties.
 */
export function pdfTextString(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  let out = '\u00fe\u00ff';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    out += String.fromCharCode(code >> 8, code & 0xff);
  }
  return out;
}
