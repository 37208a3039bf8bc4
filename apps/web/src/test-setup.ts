import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { lockTestUserData, openTestUserData } from './lib/user-data/test-user-data';

/**
 * Testing Library unmounts what a test rendered only when the test runner's globals are on; ours are not, so it is
 * done here. Without it a component's timers (the extension handshake pings every second) outlive their test and
 * can fire after the file's window is gone ("window is not defined"), failing the run on a slow machine.
 */
afterEach(() => {
  cleanup();
});

// Pages read the signed-in person's sealed data (decision 049): each test starts with an empty store open in memory,
// as the dashboard's gate leaves it; tests of the store, the gate and the sign-in transitions lock it themselves.
beforeEach(async () => {
  await openTestUserData();
});
afterEach(() => {
  lockTestUserData();
});

// findBy… and waitFor give a page up to 15 s to show what it will show (the default is 1 s): under npm test the web
// suite shares two cores with the e2e files' Chromium and APIs. A wait for the wrong thing still fails, only later.
configure({ asyncUtilTimeout: 15_000 });
