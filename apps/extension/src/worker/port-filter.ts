import { BRIDGE_PORT } from '../shared/runtime-messages';

/**
 * Whether the worker talks to a port at all: our content script's bridge port (our own extension id), opened from a
 * page of the one site the extension was built for. `sender.origin` is set by Chrome from the frame that opened the
 * port, not by the page, so a page elsewhere cannot claim the dashboard's origin. Anything else is disconnected.
 */
export function acceptsPort(port: chrome.runtime.Port, ownId: string, appOrigin: string): boolean {
  return port.name === BRIDGE_PORT && port.sender?.id === ownId && port.sender.origin === appOrigin;
}
