import { act, cleanup, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetScrollPositions, ScrollRestoration } from './scroll-restoration';

let scrollY = 0;
let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetScrollPositions();
  sessionStorage.clear();
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  // jsdom lays nothing out: scrolling is recorded, and moves scrollY the way a browser would.
  scrollTo = vi.fn((_x: number, y: number) => {
    scrollY = y;
  });
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // jsdom has no scrollIntoView; the hash test adds one.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** The visitor scrolls the page to `y` (the browser then fires a scroll event). */
function scrollPageTo(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

function renderSite(initialEntries: Parameters<typeof MemoryRouter>[0]['initialEntries'] = ['/']) {
  return render(
    <MemoryRouter initialEntries={initialEntries}>
      <nav>
        <Link to="/pricing">Pricing</Link>
        <Link to="/#features">Features</Link>
        <BackButton />
      </nav>
      <Routes>
        <Route path="/" element={<section id="features">Home with features</section>} />
        <Route path="/pricing" element={<h1>Pricing page</h1>} />
      </Routes>
      <ScrollRestoration />
    </MemoryRouter>,
  );
}

function click(name: string) {
  act(() => screen.getByRole(name === 'Back' ? 'button' : 'link', { name }).click());
}

describe('ScrollRestoration', () => {
  it('opens a new page at its top and returns to where the page was left on Back', () => {
    renderSite();
    scrollPageTo(1200);
    click('Pricing');
    expect(screen.getByRole('heading').textContent).toBe('Pricing page');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollPageTo(300);
    click('Back');
    expect(screen.getByText('Home with features')).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });

  it('scrolls the element a #hash names into view instead of the top', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderSite(['/pricing']);
    scrollTo.mockClear();
    click('Features');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('features'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the positions across a reload (sessionStorage, written when the page is hidden)', () => {
    const first = renderSite([{ pathname: '/', key: 'home-entry' }]);
    scrollPageTo(640);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem('applypilot-scroll-positions') ?? '{}')).toEqual({
      'home-entry': 640,
    });
    first.unmount();

    // A reload: the module starts afresh and the browser puts the same history entry back.
    resetScrollPositions();
    scrollY = 0;
    renderSite([{ pathname: '/', key: 'home-entry' }]);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('turns the browser’s own restoration off while mounted', () => {
    window.history.scrollRestoration = 'auto';
    const view = renderSite();
    expect(window.history.scrollRestoration).toBe('manual');
    view.unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
