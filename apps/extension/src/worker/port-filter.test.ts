import { describe, expect, it } from 'vitest';
import { BRIDGE_PORT } from '../shared/runtime-messages';
import { acceptsPort } from './port-filter';

const APP = 'http://localhost:8080';
const OWN_ID = 'abcdefghijklmnopabcdefghijklmnop';

const port = (sender: chrome.runtime.MessageSender | undefined, name = BRIDGE_PORT): chrome.runtime.Port => ({
  name,
  sender,
  postMessage: () => undefined,
  disconnect: () => undefined,
  onMessage: { addListener: () => undefined },
  onDisconnect: { addListener: () => undefined },
});

describe('acceptsPort', () => {
  it('accepts our bridge port from a page of the app origin', () => {
    expect(acceptsPort(port({ id: OWN_ID, origin: APP, url: `${APP}/dashboard` }), OWN_ID, APP)).toBe(true);
  });

  it('refuses a page of another origin: another localhost port, 127.0.0.1, another scheme or site', () => {
    for (const origin of [
      'http://localhost:8081',
      'http://127.0.0.1:8080',
      'https://localhost:8080',
      'https://evil.example',
      'null',
    ]) {
      expect(acceptsPort(port({ id: OWN_ID, origin, url: `${origin}/` }), OWN_ID, APP)).toBe(false);
    }
  });

  it('refuses a port without an origin, from another extension, or with another name', () => {
    expect(acceptsPort(port({ id: OWN_ID, url: `${APP}/dashboard` }), OWN_ID, APP)).toBe(false);
    expect(acceptsPort(port({ id: 'another-extension', origin: APP }), OWN_ID, APP)).toBe(false);
    expect(acceptsPort(port(undefined), OWN_ID, APP)).toBe(false);
    expect(acceptsPort(port({ id: OWN_ID, origin: APP }, 'something-else'), OWN_ID, APP)).toBe(false);
  });
});
