import { PLANS, POPULAR_LABEL } from '@applypilot/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PlanCard } from './components/plan-card';
import { SiteChrome } from './site-chrome';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SiteChrome>
            <h1>page</h1>
          </SiteChrome>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SiteChrome', () => {
  it('frames public pages and leaves /login, /buy, /try-now and /dashboard bare', () => {
    for (const path of ['/', '/pricing', '/help', '/nope']) {
      renderAt(path);
      expect(screen.queryByTestId('site-header'), path).not.toBeNull();
      expect(screen.queryByTestId('site-footer'), path).not.toBeNull();
      cleanup();
    }
    for (const path of ['/login', '/buy', '/try-now', '/dashboard', '/dashboard/setup']) {
      renderAt(path);
      expect(screen.getByRole('heading', { name: 'page' })).toBeTruthy();
      expect(screen.queryByTestId('site-header'), path).toBeNull();
      expect(screen.queryByTestId('site-footer'), path).toBeNull();
      cleanup();
    }
  });

  it('re-reads the stored user on every location change', async () => {
    const router = renderAt('/pricing');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    localStorage.setItem('userData', JSON.stringify({ email: 'a@b.co' }));
    await act(() => router.navigate('/help'));
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('title')).toBe('Go to your dashboard');
    expect(dashboard.getAttribute('href')).toBe('/dashboard');
    localStorage.removeItem('userData');
    await act(() => router.navigate('/contact'));
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('scrolls to a section with the header offset on the home page instead of navigating', async () => {
    const router = renderAt('/');
    const section = document.createElement('section');
    section.id = 'features';
    section.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    document.body.append(section);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await act(async () => screen.getByRole('link', { name: 'Features' }).click());
    expect(scrollTo).toHaveBeenCalledWith({ top: 826, behavior: 'smooth' });
    expect(router.state.location.pathname).toBe('/');
    section.remove();
  });

  it('navigates to /#anchor from other pages', async () => {
    const router = renderAt('/terms');
    await act(async () => screen.getByRole('link', { name: 'How It Works' }).click());
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#how-it-works');
  });
});

describe('PlanCard', () => {
  it('shows the popular badge, the price and bold feature parts', () => {
    render(<PlanCard plan={PLANS[1]!} onChoose={() => undefined} />);
    expect(screen.getByText(POPULAR_LABEL)).toBeTruthy();
    expect(screen.queryByText(/Interviews claim/)).toBeNull();
    expect(screen.getByText('₹1,500')).toBeTruthy();
    expect(screen.getByText('375', { selector: 'strong' })).toBeTruthy();
  });
});
