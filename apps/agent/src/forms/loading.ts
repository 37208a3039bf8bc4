/**
 * In-page source: whether a part of the page is still loading, as a person sees it (decision 045): a spinner (an
 * element drawn with an animation that never ends), a progress bar with no value, `aria-busy`, or a "Loading" /
 * "Please wait" text (drawn, or there for screen readers). LinkedIn's loaders carry no `aria-busy`; a step whose
 * footer is drawn while its questions still load would otherwise be read as an empty form. Called as
 * `(LOADING)(root, T)` with PAGE_TEXT's helpers as T.
 */
export const LOADING = String.raw`(root, T) => {
  const { clean, shown } = T;
  if (root.getAttribute('aria-busy') === 'true') return true;
  if (Array.from(root.querySelectorAll('[aria-busy=true]')).some((b) => shown(b))) return true;
  const bars = Array.from(root.querySelectorAll('[role=progressbar]'));
  if (bars.some((b) => shown(b) && !b.hasAttribute('aria-valuenow'))) return true;
  const texts = Array.from(root.querySelectorAll('[role=status], [aria-live], p, span, div'));
  if (texts.some((n) => !n.children.length && /^(loading|please wait)\b/i.test(clean(n.textContent)) && (shown(n) || T.visuallyHidden(n)))) return true;
  if (typeof root.getAnimations !== 'function') return false;
  return root.getAnimations({ subtree: true }).some((a) => {
    const timing = a.effect && a.effect.getComputedTiming ? a.effect.getComputedTiming() : null;
    const target = a.effect && a.effect.target;
    return a.playState === 'running' && !!timing && timing.iterations === Infinity && !!target && target.nodeType === 1 && shown(target);
  });
}`;
