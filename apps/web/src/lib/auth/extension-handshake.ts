import { EXTENSION_PING_INTERVAL_MS, WINDOW_MESSAGE } from '@applypilot/contracts';
import { useEffect, useState } from 'react';

function isExtensionReady(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === WINDOW_MESSAGE.extensionReady
  );
}

/**
 * Document 1, section 4: while not connected, post DASHBOARD_READY to this window's own origin every second; an
 * EXTENSION_READY from this same window and origin (the extension's content script) marks it connected and stops
 * the pings. Messages from frames, other windows or other origins are ignored.
 */
export function useExtensionHandshake(account?: string | null): boolean {
  const [connected, setConnected] = useState(false);

  // Decision 049: the extension shows a run's progress only to the account that started it, so it is told who is
  // signed in once it answers and at every change (null after Logout). Undefined: the session is still being read.
  useEffect(() => {
    if (!connected || account === undefined) return;
    window.postMessage(
      {
        type: WINDOW_MESSAGE.signedInAccount,
        account: account === null ? null : account.trim().toLowerCase(),
      },
      window.location.origin,
    );
  }, [connected, account]);

  useEffect(() => {
    if (connected) return;
    const origin = window.location.origin;
    const ping = () => window.postMessage({ type: WINDOW_MESSAGE.dashboardReady }, origin);
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window || event.origin !== origin) return;
      if (isExtensionReady(event.data)) setConnected(true);
    };
    window.addEventListener('message', onMessage);
    ping();
    const timer = window.setInterval(ping, EXTENSION_PING_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [connected]);

  return connected;
}
