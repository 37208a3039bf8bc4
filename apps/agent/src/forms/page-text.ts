/**
 * In-page helpers for reading a page as a person with a screen reader meets it (decision 045): what is drawn, what
 * is only spoken, accessible names from the page's own labelling (aria-labelledby, label, aria-label), the required
 * marks ("*", a visually hidden "Required") taken out of the text they follow. They are plain JavaScript source,
 * embedded by the in-page readers (forms/read-form, linkedin's search and job readers), so no compiler helper ends up
 * in code that runs in the browser. Class names appear only as a confirmation of a screen-reader-only pattern that
 * the element's computed style already shows.
 */
export const PAGE_TEXT = String.raw`(() => {
  const clean = (t) => (t || '').replace(/\s+/g, ' ').trim();
  const hiddenClass = /(^|\s)(visually-hidden|sr-only|a11y-text|screen-reader-text)(\s|$)/i;
  /** Not rendered at all: nobody sees or hears it. */
  const notRendered = (e) => {
    if (e.hidden) return true;
    const s = getComputedStyle(e);
    return s.display === 'none' || s.visibility === 'hidden' || s.visibility === 'collapse';
  };
  /** Rendered for screen readers only: clipped to nothing, 1 px or less, off the page. */
  const visuallyHidden = (e) => {
    if (hiddenClass.test(e.getAttribute('class') || '')) return true;
    const s = getComputedStyle(e);
    if (s.position === 'absolute' || s.position === 'fixed') {
      const r = e.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return true;
      if (/rect\(\s*0(px)?[\s,]+0(px)?[\s,]+0(px)?[\s,]+0(px)?\s*\)/.test(s.clip)) return true;
      if (/inset\(\s*50%/.test(s.clipPath)) return true;
      if (r.right < 0 || r.bottom < 0) return true;
    }
    return false;
  };
  /** Drawn on the screen with a size (a hidden input inside a drawn label is judged by its label). */
  const shown = (e) => {
    if (!e || !e.isConnected) return false;
    if (typeof e.checkVisibility === 'function' && !e.checkVisibility({ visibilityProperty: true })) return false;
    for (let up = e; up; up = up.parentElement) if (up.hidden) return false;
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const CONTROL_TAGS = /^(INPUT|SELECT|TEXTAREA|OPTION|BUTTON)$/;
  // Any asterisk a site draws as the mark: "*", Lever's heavy "✱", "✳", the full-width and the operator ones.
  const REQUIRED_WORD = /^[(\[]?\s*([*\u2217\u204E\u2731\u2733\uFF0A]|required|[*\u2217\u204E\u2731\u2733\uFF0A]\s*required|required\s*[*\u2217\u204E\u2731\u2733\uFF0A])\s*[)\]]?$/i;
  /**
   * The text of an element. mode 'seen': what is drawn (visually hidden copies left out, aria-hidden ones kept);
   * 'heard': what a screen reader says (aria-hidden left out, visually hidden kept). Controls and listboxes inside are
   * skipped. A child whose whole text is a required mark ("*", "Required") sets required and is left out.
   */
  const textOf = (el, mode, skip) => {
    const out = { text: '', required: false };
    if (!el) return out;
    const walk = (node) => {
      let s = '';
      for (const child of Array.from(node.childNodes)) {
        if (child.nodeType === 3) { s += child.nodeValue; continue; }
        if (child.nodeType !== 1) continue;
        if (skip && skip(child)) continue;
        if (CONTROL_TAGS.test(child.tagName) || child.getAttribute('role') === 'listbox') continue;
        if (child.tagName === 'SCRIPT' || child.tagName === 'STYLE' || child.tagName === 'svg' || child.tagName === 'SVG') continue;
        if (notRendered(child)) continue;
        if (mode === 'seen' && visuallyHidden(child)) {
          if (REQUIRED_WORD.test(clean(child.textContent))) out.required = true;
          continue;
        }
        if (mode === 'heard' && child.getAttribute('aria-hidden') === 'true') continue;
        const inner = walk(child);
        if (REQUIRED_WORD.test(clean(inner))) { out.required = true; continue; }
        const inline = /^inline/.test(getComputedStyle(child).display);
        s += inline ? inner : ' ' + inner + ' ';
      }
      return s;
    };
    let text = clean(walk(el));
    // A mark glued to the text: "Years of Python?*", "* Phone", "City (required)", "Visa status? Required". A last
    // word "required" that is part of the question ("Is a visa required") stays: only one after punctuation counts.
    for (;;) {
      const m =
        text.match(/^(.*\S)\s*[*\u2217\u204E\u2731\u2733\uFF0A]$/) ||
        text.match(/^(.*\S)\s*\(required\)$/i) ||
        text.match(/^(.*[?:.)])\s*required$/i) ||
        text.match(/^[*\u2217\u204E\u2731\u2733\uFF0A]\s*(\S.*)$/);
      if (!m) break;
      text = m[1].trim();
      out.required = true;
    }
    if (/^[*\u2217\u204E\u2731\u2733\uFF0A]$/.test(text)) { text = ''; out.required = true; }
    out.text = text;
    return out;
  };
  /** What a person reads: the drawn text, else what a screen reader says. */
  const label = (el, skip) => {
    const seen = textOf(el, 'seen', skip);
    if (seen.text) return seen;
    const heard = textOf(el, 'heard', skip);
    return { text: heard.text, required: seen.required || heard.required };
  };
  const byId = (el, id) => {
    const root = el.getRootNode();
    return (root.getElementById ? root.getElementById(id) : null) || document.getElementById(id);
  };
  const idrefs = (el, attr) => (el.getAttribute(attr) || '').split(/\s+/).filter(Boolean).map((id) => byId(el, id)).filter(Boolean);
  const fromRefs = (el, attr) => {
    const parts = idrefs(el, attr).map((ref) => label(ref));
    return { text: clean(parts.map((p) => p.text).join(' ')), required: parts.some((p) => p.required) };
  };
  const stripMarks = (t) => textOf({ childNodes: [document.createTextNode(t)] }, 'seen');
  /**
   * A control's own name, the way the accessible name is computed: aria-labelledby, its label elements, a wrapping
   * label, aria-label, title. An empty label (React's empty label[for]) does not count.
   */
  const nameOf = (el) => {
    const refs = fromRefs(el, 'aria-labelledby');
    if (refs.text) return refs;
    const labels = Array.from(el.labels || []);
    for (const l of labels) { const t = label(l); if (t.text) return t; }
    const wrap = el.parentElement ? el.parentElement.closest('label') : null;
    if (wrap && !labels.includes(wrap)) { const t = label(wrap); if (t.text) return t; }
    const aria = el.getAttribute('aria-label');
    if (aria && clean(aria)) return stripMarks(aria);
    const title = el.getAttribute('title');
    if (title && clean(title)) return stripMarks(title);
    return { text: '', required: false };
  };
  return { clean, notRendered, visuallyHidden, shown, textOf, label, nameOf, fromRefs, idrefs, stripMarks, byId };
})()`;
