import { beforeEach, describe, expect, it } from 'vitest';
import { clearBrowserData } from '../../../lib/auth/browser-data';
import { getStoredTitle, getTitle, setTitle, TITLE_STORAGE_KEY } from './title-store';

beforeEach(() => localStorage.clear());

describe('the resume title when the person changes (issue 16)', () => {
  it("forgets the last person's title held in memory when the browser data is cleared", () => {
    setTitle('Asha Backend Roles');
    expect(localStorage.getItem(TITLE_STORAGE_KEY)).toBe('"Asha Backend Roles"');
    clearBrowserData();
    expect(localStorage.getItem(TITLE_STORAGE_KEY)).toBeNull();
    expect(getStoredTitle()).toBeNull();
    expect(getTitle()).toBe('Untitled Resume');
  });
});
