import { MESSAGES } from '@applypilot/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyNamed } from '../lib/with-timeout';
import { RouteErrorPage } from './route-error-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderAt(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element, errorElement: <RouteErrorPage /> }]);
  render(<RouterProvider router={router} />);
}

describe('router error screen', () => {
  it('shows "Unexpected Application Error!" with the message of the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('The page broke.');
    }
    renderAt(<Broken />);
    expect((await screen.findByRole('heading')).textContent).toBe(MESSAGES.routerError);
    expect(screen.getByTestId('route-error-message').textContent).toBe('The page broke.');
  });

  it('ends a chunk that never arrives with "Loading chunk failed" after the time-out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers();
    const Never = lazyNamed(() => new Promise<{ Page: () => null }>(() => undefined), 'Page', 120_000);
    renderAt(
      <Suspense fallback={<p>waiting</p>}>
        <Never />
      </Suspense>,
    );
    await vi.advanceTimersByTimeAsync(119_000);
    expect(screen.queryByText(MESSAGES.routerError)).toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    vi.useRealTimers();
    expect((await screen.findByTestId('route-error-message')).textContent).toBe(MESSAGES.chunkLoadFailed);
  });
});
