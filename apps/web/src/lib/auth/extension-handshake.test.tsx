import { EXTENSION_PING_INTERVAL_MS, WINDOW_MESSAGE } from '@applypilot/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useExtensionHandshake } from './extension-handshake';

function deliver(data: unknown, init: { origin?: string; source?: Window | null } = {}) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: init.origin ?? window.location.origin,
        source: init.source === undefined ? window : init.source,
      }),
    );
  });
}

describe('extension handshake', () => {
  let posted: Array<{ message: unknown; targetOrigin: unknown }>;

  beforeEach(() => {
    vi.useFakeTimers();
    posted = [];
    // Record the pings instead of letting jsdom deliver them back to the page.
    vi.spyOn(window, 'postMessage').mockImplementation((message: unknown, targetOrigin?: unknown) => {
      posted.push({ message, targetOrigin });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings DASHBOARD_READY to its own origin every interval while not connected', () => {
    const { result } = renderHook(() => useExtensionHandshake());
    expect(result.current).toBe(false);
    const afterMount = posted.length;
    act(() => vi.advanceTimersByTime(EXTENSION_PING_INTERVAL_MS * 3));
    expect(posted.length).toBe(afterMount + 3);
    expect(posted.at(-1)).toEqual({
      message: { type: WINDOW_MESSAGE.dashboardReady },
      targetOrigin: window.location.origin,
    });
  });

  it('connects on EXTENSION_READY from the same window and origin, then stops pinging', () => {
    const { result } = renderHook(() => useExtensionHandshake());
    deliver({ type: WINDOW_MESSAGE.extensionReady });
    expect(result.current).toBe(true);
    const count = posted.length;
    act(() => vi.advanceTimersByTime(EXTENSION_PING_INTERVAL_MS * 5));
    expect(posted.length).toBe(count);
  });

  it('ignores EXTENSION_READY from another origin or another window, and other messages', () => {
    const { result } = renderHook(() => useExtensionHandshake());
    deliver({ type: WINDOW_MESSAGE.extensionReady }, { origin: 'https://evil.example' });
    deliver({ type: WINDOW_MESSAGE.extensionReady }, { source: null });
    deliver({ type: WINDOW_MESSAGE.dashboardReady });
    deliver('EXTENSION_READY');
    expect(result.current).toBe(false);
    const count = posted.length;
    act(() => vi.advanceTimersByTime(EXTENSION_PING_INTERVAL_MS * 2));
    expect(posted.length).toBe(count + 2);
  });

  it('stops pinging when unmounted', () => {
    const { unmount } = renderHook(() => useExtensionHandshake());
    unmount();
    const count = posted.length;
    act(() => vi.advanceTimersByTime(EXTENSION_PING_INTERVAL_MS * 3));
    expect(posted.length).toBe(count);
  });

  it('tells the extension who is signed in once it answers, at every change, and nobody after Logout', () => {
    const { rerender } = renderHook(
      ({ account }: { account?: string | null }) => useExtensionHandshake(account),
      {
        initialProps: { account: undefined as string | null | undefined },
      },
    );
    const told = () =>
      posted
        .map((post) => post.message as { type?: string; account?: unknown })
        .filter((message) => message.type === WINDOW_MESSAGE.signedInAccount)
        .map((message) => message.account);
    // Not connected, and the session not read yet: nothing said.
    rerender({ account: 'Asha@Example.com' });
    expect(told()).toEqual([]);
    deliver({ type: WINDOW_MESSAGE.extensionReady });
    expect(told()).toEqual(['asha@example.com']);
    expect(posted.at(-1)?.targetOrigin).toBe(window.location.origin);
    rerender({ account: null });
    rerender({ account: 'bilal@example.com' });
    expect(told()).toEqual(['asha@example.com', null, 'bilal@example.com']);
  });
});
