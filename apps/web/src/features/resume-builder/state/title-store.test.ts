import { beforeEach, describe, expect, it } from 'vitest';
import { forgetBrowserData } from '../../../lib/auth/browser-data';
import { getStoredTitle, getTitle, setTitle, TITLE_STORAGE_KEY } from './title-store';
import { userStorage } from '../../../lib/user-data/user-store';

beforeEach(() => localStorage.clear());

describe('the resume title when the person changes (issue 16)', () => {
  it("forgets the last person's title held in memory at Logout", () => {
    setTitle('Asha Backend Roles');
    expect(userStorage.getItem(TITLE_STORAGE_KEY)).toBe('"Asha Backend Roles"');
    forgetBrowserData();
    expect(userStorage.getItem(TITLE_STORAGE_KEY)).toBeNull();
    expect(getStoredTitle()).toBeNull();
    expect(getTitle()).toBe('Untitled Resume');
  });
});
