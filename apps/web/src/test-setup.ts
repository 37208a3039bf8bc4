import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * Testing Library unmounts what a test rendered only when the test runner's globals are on; ours are not, so it is
 * done here. Without it a component's timers (the extension handshake pings every second) outlive their test and
 * can fire after the file's window is gone ("window is not defined"), failing the run on a slow machine.
 */
afterEach(() => {
  cleanup();
});

// findBy… and waitFor give a page up to 15 s to show what it will show (the default is 1 s): under npm test the web
// suite shares two cores with the e2e files' Chromium and APIs. A wait for the wrong thing still fails, only later.
configure({ asyncUtilTimeout: 15_000 });
