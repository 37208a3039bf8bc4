import { MESSAGES } from '@applypilot/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyNamed } from '../lib/with-timeout';
import { RouteErrorBoundary } from './route-error-boundary';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** `element` at /, behind the boundary as the root layout places it, with a working page at /fine. */
function renderAt(element: ReactNode) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Link to="/fine">Somewhere else</Link>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/" element={element} />
          <Route path="/fine" element={<h1>A page that works</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

function quietConsole() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

function Broken(): never {
  throw new Error('The page broke.');
}

describe('router error screen', () => {
  it('shows "Unexpected Application Error!" with the message of the error', async () => {
    quietConsole();
    renderAt(<Broken />);
    expect((await screen.findByRole('heading')).textContent).toBe(MESSAGES.routerError);
    expect(screen.getByTestId('route-error-message').textContent).toBe('The page broke.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('clears when the visitor navigates to another page', async () => {
    quietConsole();
    renderAt(<Broken />);
    await screen.findByTestId('route-error-message');
    act(() => screen.getByRole('link', { name: 'Somewhere else' }).click());
    expect((await screen.findByRole('heading')).textContent).toBe('A page that works');
    expect(screen.queryByTestId('route-error-message')).toBeNull();
  });

  it('ends a chunk that never arrives with "Loading chunk failed" after the time-out', async () => {
    quietConsole();
    vi.useFakeTimers();
    const Never = lazyNamed(() => new Promise<{ Page: () => null }>(() => undefined), 'Page', 120_000);
    renderAt(
      <Suspense fallback={<p>waiting</p>}>
        <Never />
      </Suspense>,
    );
    await vi.advanceTimersByTimeAsync(119_000);
    expect(screen.queryByText(MESSAGES.routerError)).toBeNull();
    expect(screen.getByText('waiting')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(2_000);
    vi.useRealTimers();
    expect((await screen.findByTestId('route-error-message')).textContent).toBe(MESSAGES.chunkLoadFailed);
  });
});
