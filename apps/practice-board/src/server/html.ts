import type { Bootstrap } from '../shared/bootstrap';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The board page: the client script renders everything from the embedded data. */
export function boardPage(title: string, data: Bootstrap): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
</head><body class="render-mode-BIGPIPE">
<div id="board-root" class="application-outlet"></div>
<script id="board-data" type="application/json">${json}</script>
<script src="/__board/client.js"></script>
</body></html>`;
}

/** Plain pages outside the search (premium upsell, security check, company site). */
export function simplePage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>
body{margin:0;font-family:-apple-system,system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f4f2ee;color:rgba(0,0,0,.9)}
main{max-width:640px;margin:64px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 0 0 1px rgba(140,140,140,.2)}
h1{font-size:24px;margin:0 0 12px}.btn{display:inline-block;background:#0a66c2;color:#fff;border:0;border-radius:24px;padding:8px 20px;font-size:16px;font-weight:600;text-decoration:none;cursor:pointer}
.captcha{border:1px solid #d3d3d3;border-radius:4px;padding:16px;margin:16px 0;display:flex;gap:12px;align-items:center;background:#f9f9f9;width:300px}
.muted{color:rgba(0,0,0,.6)}
</style></head><body>${body}</body></html>`;
}
