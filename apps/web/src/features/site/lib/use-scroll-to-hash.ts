import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hashToId, scrollToSection } from './scroll-target';

/**
 * When a page opens with an anchor (/#features from a header link on another page, /features#resume-ai), scroll to
 * it below the fixed header once the page has painted. Runs again when the same page is opened with a new hash.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = hashToId(hash);
    if (!id) return;
    // Two frames: the first lets React commit and the browser lay out, the second starts from the settled layout
    // (a router's own scroll restoration may run in between).
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => scrollToSection(id));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [hash, key]);
}
