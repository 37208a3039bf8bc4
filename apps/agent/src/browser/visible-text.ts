/**
 * The text a person sees in an element, as in-page source to embed in the page readers (issue 20). LinkedIn puts a
 * visually hidden accessibility copy beside a title ("Selected, Senior Software Engineer, Platform (Verified job)"
 * in a `.visually-hidden` span, a build hash in the newer markup) and an `aria-hidden` copy that is the one drawn;
 * textContent reads both. Here a visually hidden element is skipped whatever its class is called: by its class
 * (`visually-hidden`, `sr-only`, `a11y-text`, `screen-reader-text`), by `display: none` / `visibility: hidden`, or by
 * the screen-reader-only pattern (absolutely positioned and clipped, or a box of 1×1 px or less). `aria-hidden`
 * copies are left out too when the element shows any other text; when all it shows is aria-hidden (LinkedIn's drawn
 * title), that is the visible text. Whitespace is collapsed; block children are separated by a space.
 */
export const VISIBLE_TEXT = String.raw`(el) => {
  const hiddenClass = /(^|\s)(visually-hidden|sr-only|a11y-text|screen-reader-text)(\s|$)/i;
  const visuallyHidden = (e) => {
    if (hiddenClass.test(e.getAttribute('class') || '')) return true;
    const s = getComputedStyle(e);
    if (s.display === 'none' || s.visibility === 'hidden' || s.visibility === 'collapse') return true;
    if (s.position === 'absolute' || s.position === 'fixed') {
      const r = e.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return true;
      if (/rect\(\s*0(px)?[\s,]+0(px)?[\s,]+0(px)?[\s,]+0(px)?\s*\)/.test(s.clip)) return true;
      if (/inset\(\s*50%/.test(s.clipPath)) return true;
    }
    return false;
  };
  const walk = (node, skipAriaHidden) => {
    let out = '';
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) out += child.nodeValue;
      else if (child.nodeType === 1) {
        if (visuallyHidden(child)) continue;
        if (skipAriaHidden && child.getAttribute('aria-hidden') === 'true') continue;
        const inline = /^inline/.test(getComputedStyle(child).display);
        const inner = walk(child, skipAriaHidden);
        out += inline ? inner : ' ' + inner + ' ';
      }
    }
    return out;
  };
  if (!el) return '';
  const clean = (t) => (t || '').replace(/\s+/g, ' ').trim();
  return clean(walk(el, true)) || clean(walk(el, false));
}`;
