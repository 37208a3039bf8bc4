/**
 * Page scripts that change a board's markup by hand, the way LinkedIn's next redesign would (issue 27): run in the
 * page before its own script (`addInitScript`), they follow every change the page makes (a MutationObserver).
 */

/**
 * Every class renamed to a token of another build, every id regenerated, and every reference to an id (label for,
 * aria-labelledby, aria-describedby, aria-controls, aria-errormessage, aria-activedescendant) moved with it. The
 * stylesheets the page brings are rewritten with the same names, so the page still looks and behaves the same: only
 * the names an engine might have keyed on are gone.
 */
export const RENAME_CLASSES_AND_IDS = String.raw`(() => {
  const salt = 'redesign-' + Math.random().toString(36).slice(2, 8);
  const hash = (token) => { let h = 2166136261; for (const c of salt + token) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619); } return (h >>> 0).toString(16).padStart(8, '0'); };
  const renamed = (token) => (/^zz[0-9a-f]{8}$/.test(token) ? token : 'zz' + hash(token));
  const REFS = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-errormessage', 'aria-activedescendant', 'aria-owns'];
  const KEEP_IDS = new Set(['interop-outlet']);
  let busy = false;
  const fixElement = (el) => {
    const cls = el.getAttribute('class');
    if (cls) { const next = cls.split(/\s+/).filter(Boolean).map(renamed).join(' '); if (next !== cls) el.setAttribute('class', next); }
    const id = el.getAttribute('id');
    if (id && !KEEP_IDS.has(id) && !/^zz[0-9a-f]{8}$/.test(id)) el.setAttribute('id', renamed(id));
    for (const name of REFS) {
      const v = el.getAttribute(name);
      if (!v) continue;
      const next = v.split(/\s+/).filter(Boolean).map((t) => (KEEP_IDS.has(t) ? t : renamed(t))).join(' ');
      if (next !== v) el.setAttribute(name, next);
    }
    if (el.tagName === 'STYLE' && !el.dataset.renamed) {
      el.dataset.renamed = '1';
      el.textContent = el.textContent.replace(/([.#])(-?[_a-zA-Z][\w-]*)/g, (m, sign, name) => sign + renamed(name));
    }
  };
  const fixTree = (root) => {
    if (root.nodeType !== 1) return;
    for (const el of [root, ...root.querySelectorAll('*')]) {
      fixElement(el);
      if (el.shadowRoot) { el.shadowRoot.querySelectorAll('*').forEach(fixElement); observe(el.shadowRoot); }
    }
  };
  const observer = new MutationObserver((records) => {
    if (busy) return;
    busy = true;
    try {
      for (const r of records) {
        if (r.type === 'attributes' && r.target.nodeType === 1) fixElement(r.target);
        r.addedNodes.forEach(fixTree);
      }
    } finally { busy = false; }
  });
  const observe = (root) => observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'id', ...REFS] });
  const start = () => { fixTree(document.documentElement); observe(document.documentElement); };
  if (document.documentElement) start(); else document.addEventListener('readystatechange', start, { once: true });
})()`;

/**
 * The step's primary action (Next, Review, Submit application) taken away as soon as the person starts answering:
 * the page the engine met had one, and after filling it finds none, a shape it does not understand.
 */
export const REMOVE_PRIMARY_ONCE_ANSWERED = String.raw`(() => {
  let answered = false;
  const PRIMARY = /^(next|review|submit application|continue to next step|review your application)$/i;
  const sweep = () => {
    if (!answered) return;
    const roots = [document];
    document.querySelectorAll('*').forEach((el) => { if (el.shadowRoot) roots.push(el.shadowRoot); });
    for (const root of roots)
      root.querySelectorAll('dialog button, [role=dialog] button').forEach((b) => {
        const name = (b.getAttribute('aria-label') || b.textContent || '').replace(/\s+/g, ' ').trim();
        if (PRIMARY.test(name)) b.remove();
      });
  };
  for (const type of ['input', 'change']) document.addEventListener(type, () => { answered = true; sweep(); }, true);
  new MutationObserver(sweep).observe(document, { subtree: true, childList: true });
})()`;
