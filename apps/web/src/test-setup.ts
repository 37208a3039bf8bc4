import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * Testing Library unmounts what a test rendered only when the test runner's globals are on; ours are not, so it is
 * done here. Without it a component's timers (the extension handshake pings every second) outlive their test and
 * can fire after the file's window is gone ("window is not defined"), failing the run on a slow machine.
 */
afterEach(() => {
  cleanup();
});
