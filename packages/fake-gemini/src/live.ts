import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { LiveSession } from './live-session';
import { apiKeyOf, normalisePath, requestUrl } from './server-paths';
import type { FakeState } from './state';

/** The SDK sends `ws://host:port//ws/google.ai.generativelanguage.v1beta.GenerativeService.BidiGenerateContent?key=…`. */
const LIVE_ROUTE =
  /^\/ws\/google\.ai\.generativelanguage\.(?:v1beta|v1alpha)\.GenerativeService\.BidiGenerateContent(?:Constrained)?$/;

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Serves the Live WebSocket on the fake's HTTP server; returns what closes every session. */
export function attachLive(server: Server, state: FakeState): { close(): void } {
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = requestUrl(req);
    if (!LIVE_ROUTE.test(normalisePath(url.pathname))) {
      refuseUpgrade(socket, '404 Not Found');
      return;
    }
    const apiKey = apiKeyOf(req, url) ?? url.searchParams.get('access_token');
    wss.handleUpgrade(req, socket, head, (ws) => {
      const untrack = state.lifecycle.track(() => ws.terminate());
      ws.on('close', untrack);
      new LiveSession(ws, state, apiKey);
    });
  });
  return {
    close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
