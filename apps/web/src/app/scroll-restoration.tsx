import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { hashToId } from '../features/site/lib/scroll-target';

// Where each history entry was scrolled to, by the router's location key; kept in sessionStorage across a reload,
// like the data router's ScrollRestoration did (decision 039).
const STORAGE_KEY = 'applypilot-scroll-positions';

let positions: Record<string, number> | null = null;
let currentKey: string | null = null;
let handledKey: string | null = null;

function savedPositions(): Record<string, number> {
  if (positions) return positions;
  positions = {};
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') {
      for (const [key, value] of Object.entries(parsed)) {
        if (typeof value === 'number' && Number.isFinite(value)) positions[key] = value;
      }
    }
  } catch {
    // Unreadable or blocked storage: start without saved positions.
  }
  return positions;
}

/** Forgets what was saved (tests). */
export function resetScrollPositions(): void {
  positions = null;
  currentKey = null;
  handledKey = null;
}

/**
 * Scroll restoration for the declarative router, as the data router's <ScrollRestoration> did it: a new page opens at
 * its top (or at the element its #hash names), Back and Forward return to where that entry was left, also after a
 * reload. Rendered inside the page's Suspense boundary next to the page, so its layout effect runs once the page has
 * been committed (navigations are transitions: the old page stays until the new one is ready), not while the
 * loading screen is up. The browser's own restoration is turned off: it would jump before the page is there.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Positions are recorded as the visitor scrolls, under the entry shown at that moment: when a navigation
    // commits, the old page's position is already saved, before the new page's height could clamp it.
    const onScroll = () => {
      if (currentKey !== null) savedPositions()[currentKey] = window.scrollY;
    };
    const onPageHide = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Full or blocked storage: positions are kept for this page's life only.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    // Once per history entry: React runs layout effects again when a Suspense boundary shows this content anew.
    if (handledKey === location.key) return;
    handledKey = location.key;
    currentKey = location.key;
    const saved = action === 'POP' ? savedPositions()[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const id = hashToId(location.hash);
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [action, location.hash, location.key]);

  return null;
}
