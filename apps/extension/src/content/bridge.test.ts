import { WINDOW_MESSAGE } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { startBridge, type BridgeWindow } from './bridge';

const APP = 'http://localhost:8080';

/** A window at `origin` that records what the bridge posts, and a worker port that records what it is sent. */
function fakes(origin: string) {
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const sentToWorker: unknown[] = [];
  const listeners: ((event: MessageEvent) => void)[] = [];
  let connections = 0;
  const win: BridgeWindow = {
    location: { origin },
    postMessage: (message, targetOrigin) => void posted.push({ message, targetOrigin }),
    addEventListener: (_type, listener) => void listeners.push(listener),
  };
  const connect = (): chrome.runtime.Port => {
    connections += 1;
    return {
      name: 'applypilot-bridge',
      postMessage: (message: unknown) => void sentToWorker.push(message),
      disconnect: () => undefined,
      onMessage: { addListener: () => undefined },
      onDisconnect: { addListener: () => undefined },
    };
  };
  /** The page posts `data` to itself: same window, the page's own origin. */
  const pagePosts = (data: unknown) => {
    for (const listener of listeners) listener({ source: win, origin, data } as unknown as MessageEvent);
  };
  return { win, connect, posted, sentToWorker, listeners, pagePosts, connections: () => connections };
}

describe('startBridge', () => {
  it('answers the handshake and relays requests on the origin it was built for', () => {
    const f = fakes(APP);
    expect(startBridge(f.win, f.connect, APP)).toBe(true);
    f.pagePosts({ type: WINDOW_MESSAGE.dashboardReady });
    expect(f.posted).toEqual([{ message: { type: 'EXTENSION_READY' }, targetOrigin: APP }]);
    f.pagePosts({ type: WINDOW_MESSAGE.agentStateRequest });
    expect(f.sentToWorker).toEqual([{ requestId: 1, request: { kind: 'state' } }]);
  });

  it('does nothing at all on another origin: another localhost port, or 127.0.0.1 for a localhost build', () => {
    for (const origin of ['http://localhost:8081', 'http://127.0.0.1:8080', 'https://localhost:8080']) {
      const f = fakes(origin);
      expect(startBridge(f.win, f.connect, APP)).toBe(false);
      expect(f.listeners).toHaveLength(0);
      f.pagePosts({ type: WINDOW_MESSAGE.dashboardReady });
      f.pagePosts({ type: WINDOW_MESSAGE.agentStateRequest });
      expect(f.posted).toEqual([]);
      expect(f.sentToWorker).toEqual([]);
      expect(f.connections()).toBe(0);
    }
  });
});
