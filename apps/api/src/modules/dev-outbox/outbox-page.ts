import type { OutboxMail } from './eml-reader';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

// Only http(s) links become anchors, so a mail can never carry a javascript: URL into the page.
const LINK = /https?:\/\/[^\s<>"']+/g;

/** The mail's text, escaped, with its http(s) links as anchors. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

// A <style> block and no script at all, so a strict Content-Security-Policy needs no exception for scripts.
const STYLE = `
body { font-family: system-ui, sans-serif; max-width: 56rem; margin: 2rem auto; padding: 0 1rem; color: #111827; }
header p { color: #6b7280; }
article { border: 1px solid #e5e7eb; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 0.75rem; }
dt { font-weight: 600; color: #6b7280; }
dd { margin: 0; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f9fafb; padding: 0.75rem; border-radius: 6px; }
a { color: #2563eb; }
`;

function mailHtml(mail: OutboxMail): string {
  return `<article data-file="${escapeHtml(mail.file)}">
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Subject</dt><dd>${escapeHtml(mail.subject)}</dd>
<dt>Date</dt><dd>${escapeHtml(mail.date)}</dd></dl>
<pre>${linkify(mail.text)}</pre>
</article>`;
}

export function outboxPage(mails: OutboxMail[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ApplyPilot outbox</title><style>${STYLE}</style></head>
<body><header><h1>Outbox</h1>
<p>Mail this server wrote to DATA_DIR/outbox because SMTP_URL is not set, newest first. Development only: this page
does not exist in production or when mail goes out over SMTP.</p></header>
${mails.length === 0 ? '<p>No mail yet.</p>' : mails.map(mailHtml).join('\n')}
</body></html>`;
}
