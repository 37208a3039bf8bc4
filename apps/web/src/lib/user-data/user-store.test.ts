import 'fake-indexeddb/auto';
import { STORAGE_KEYS } from '@applypilot/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_DATA_OWNER_KEY } from '../auth/browser-data';
import { indexedDbBackend, memoryBackend, type RecordBackend } from './record-backend';
import { importDataKey, openRecord, RecordRefusedError, sealRecord } from './record-crypto';
import { takeLegacyData } from './legacy-data';
import {
  flushUserData,
  getUserDataStatus,
  lockUserData,
  markUnlocking,
  openUserData,
  userStorage,
} from './user-store';

/** Two accounts' keys as the API hands them out (32 random bytes, base64url). */
function randomKeyText(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
const ASHA = { accountId: '41', email: 'asha@example.com', keyText: randomKeyText() };
const BILAL = { accountId: '42', email: 'bilal@example.com', keyText: randomKeyText() };

const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

async function open(who: typeof ASHA, backend: RecordBackend, legacy?: ReturnType<typeof takeLegacyData>) {
  await openUserData({
    accountId: who.accountId,
    email: who.email,
    key: await importDataKey(who.keyText),
    backend,
    legacy,
  });
}

beforeEach(() => {
  lockUserData();
  localStorage.clear();
});
afterEach(() => lockUserData());

describe('a sealed record', () => {
  it('opens with its account, name and key, each record under its own IV', async () => {
    const key = await importDataKey(ASHA.keyText);
    const one = await sealRecord(key, ASHA.accountId, 'interviewAssistant_apiKey', 'AIza-asha-secret');
    const two = await sealRecord(key, ASHA.accountId, 'interviewAssistant_apiKey', 'AIza-asha-secret');
    expect(one.iv).toHaveLength(12);
    expect(text(one.iv)).not.toBe(text(two.iv));
    expect(text(one.data)).not.toBe(text(two.data));
    expect(text(one.data)).not.toContain('AIza');
    expect(await openRecord(key, ASHA.accountId, 'interviewAssistant_apiKey', one)).toBe('AIza-asha-secret');
  });

  it('is refused with another key, under another account, under another name, and with any byte changed', async () => {
    const key = await importDataKey(ASHA.keyText);
    const sealed = await sealRecord(key, ASHA.accountId, 'resumeData', '{"filename":"Asha_CV.pdf"}');
    const refused = (promise: Promise<string>) => expect(promise).rejects.toBeInstanceOf(RecordRefusedError);

    await refused(openRecord(await importDataKey(BILAL.keyText), ASHA.accountId, 'resumeData', sealed));
    // Bilal's namespace with Asha's record copied in: the account is part of what was sealed.
    await refused(openRecord(key, BILAL.accountId, 'resumeData', sealed));
    await refused(openRecord(key, ASHA.accountId, 'professionalDetails', sealed));
    for (const index of [0, 5, sealed.data.length - 1]) {
      const data = new Uint8Array(sealed.data);
      data[index] = (data[index] ?? 0) ^ 1;
      await refused(openRecord(key, ASHA.accountId, 'resumeData', { iv: sealed.iv, data }));
    }
    const iv = new Uint8Array(sealed.iv);
    iv[0] = (iv[0] ?? 0) ^ 1;
    await refused(openRecord(key, ASHA.accountId, 'resumeData', { iv, data: sealed.data }));
  });

  it('takes only a 32-byte key', async () => {
    await expect(importDataKey('AAAA')).rejects.toThrow('not 32 bytes');
  });
});

describe('the sealed store', () => {
  it("gives back a person's values after a lock, and shows another person none of them", async () => {
    const backend = memoryBackend();
    await open(ASHA, backend);
    expect(getUserDataStatus()).toEqual({ kind: 'open', email: ASHA.email, accountId: ASHA.accountId });
    userStorage.setItem(STORAGE_KEYS.interviewApiKey, 'AIza-asha-secret');
    userStorage.setItem(STORAGE_KEYS.professionalDetails, '{"currentCTC":"12 LPA"}');
    userStorage.setItem(STORAGE_KEYS.customizeResume, 'true');
    userStorage.removeItem(STORAGE_KEYS.customizeResume);
    await flushUserData();

    lockUserData();
    expect(getUserDataStatus()).toEqual({ kind: 'locked' });
    expect(userStorage.getItem(STORAGE_KEYS.interviewApiKey)).toBeNull();
    expect(() => userStorage.setItem(STORAGE_KEYS.interviewApiKey, 'x')).toThrow('not open');

    // What is on the computer: two records under Asha's id, neither readable.
    const kept = [...backend.records.values()];
    expect(kept.map((record) => [record.account, record.name]).sort()).toEqual([
      [ASHA.accountId, STORAGE_KEYS.interviewApiKey],
      [ASHA.accountId, STORAGE_KEYS.professionalDetails],
    ]);
    for (const record of kept) expect(text(record.data)).not.toMatch(/AIza|12 LPA/);

    await open(BILAL, backend);
    expect(userStorage.length).toBe(0);
    expect(userStorage.getItem(STORAGE_KEYS.interviewApiKey)).toBeNull();
    userStorage.setItem(STORAGE_KEYS.interviewApiKey, 'AIza-bilal');
    await flushUserData();
    lockUserData();

    await open(ASHA, backend);
    expect(userStorage.getItem(STORAGE_KEYS.interviewApiKey)).toBe('AIza-asha-secret');
    expect(userStorage.getItem(STORAGE_KEYS.professionalDetails)).toBe('{"currentCTC":"12 LPA"}');
    expect(userStorage.getItem(STORAGE_KEYS.customizeResume)).toBeNull();
  });

  it('drops and removes a record that does not open (changed bytes, or moved in from another account)', async () => {
    const backend = memoryBackend();
    await open(ASHA, backend);
    userStorage.setItem(STORAGE_KEYS.resumeData, '{"filename":"Asha_CV.pdf"}');
    userStorage.setItem(STORAGE_KEYS.jobSearchSettings, '{"jobTitle":"Backend"}');
    await flushUserData();
    lockUserData();
    const resume = backend.records.get(`${ASHA.accountId}\u0000${STORAGE_KEYS.resumeData}`)!;
    resume.data[3] = (resume.data[3] ?? 0) ^ 0xff;
    // Asha's search copied into Bilal's namespace under the same name.
    const search = backend.records.get(`${ASHA.accountId}\u0000${STORAGE_KEYS.jobSearchSettings}`)!;
    await backend.put({ ...search, account: BILAL.accountId });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await open(ASHA, backend);
    expect(userStorage.getItem(STORAGE_KEYS.resumeData)).toBeNull();
    expect(userStorage.getItem(STORAGE_KEYS.jobSearchSettings)).toBe('{"jobTitle":"Backend"}');
    lockUserData();
    await open(BILAL, backend);
    expect(userStorage.getItem(STORAGE_KEYS.jobSearchSettings)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(await backend.get(ASHA.accountId, STORAGE_KEYS.resumeData)).toBeUndefined();
    expect(await backend.get(BILAL.accountId, STORAGE_KEYS.jobSearchSettings)).toBeUndefined();
  });

  it('reports a write the computer refuses when a save waits for it', async () => {
    const backend = memoryBackend();
    backend.put = () =>
      Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open(ASHA, backend);
    userStorage.setItem(STORAGE_KEYS.resumeData, '{}');
    await expect(flushUserData()).rejects.toThrow('The quota has been exceeded.');
    await expect(flushUserData()).resolves.toBeUndefined();
  });

  it('an unlock overtaken by a lock (Logout while the key was on its way) opens nothing', async () => {
    const ticket = markUnlocking(ASHA.email);
    lockUserData();
    await openUserData({
      accountId: ASHA.accountId,
      email: ASHA.email,
      key: await importDataKey(ASHA.keyText),
      backend: memoryBackend(),
      ticket,
    });
    expect(getUserDataStatus()).toEqual({ kind: 'locked' });
  });
});

describe('plaintext from before decision 049', () => {
  function leaveAshaPlaintext() {
    localStorage.setItem(STORAGE_KEYS.resumeData, '{"filename":"Asha_CV.pdf"}');
    localStorage.setItem(STORAGE_KEYS.interviewApiKey, 'AIza-asha-secret');
    localStorage.setItem(BROWSER_DATA_OWNER_KEY, ASHA.email);
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ email: ASHA.email }));
  }

  it("is sealed into its owner's store at their first opening and removed from localStorage", async () => {
    leaveAshaPlaintext();
    const backend = memoryBackend();
    await open(ASHA, backend, takeLegacyData(ASHA.email));
    expect(userStorage.getItem(STORAGE_KEYS.interviewApiKey)).toBe('AIza-asha-secret');
    await flushUserData();
    expect(localStorage.getItem(STORAGE_KEYS.interviewApiKey)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.resumeData)).toBeNull();
    expect(localStorage.getItem(BROWSER_DATA_OWNER_KEY)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).not.toBeNull();
    lockUserData();
    await open(ASHA, backend);
    expect(userStorage.getItem(STORAGE_KEYS.resumeData)).toBe('{"filename":"Asha_CV.pdf"}');
  });

  it('is kept in localStorage when it cannot be sealed, for the next opening', async () => {
    leaveAshaPlaintext();
    const backend = memoryBackend();
    backend.put = () => Promise.reject(new DOMException('full', 'QuotaExceededError'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open(ASHA, backend, takeLegacyData(ASHA.email));
    expect(localStorage.getItem(STORAGE_KEYS.interviewApiKey)).toBe('AIza-asha-secret');
  });

  it("is never read into another person's store, and is removed", async () => {
    leaveAshaPlaintext();
    const legacy = takeLegacyData(BILAL.email);
    expect(legacy.values).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.interviewApiKey)).toBeNull();
    await open(BILAL, memoryBackend(), legacy);
    expect(userStorage.getItem(STORAGE_KEYS.interviewApiKey)).toBeNull();
  });
});

describe('the IndexedDB backend', () => {
  it('keeps records per account and name, lists one account only, and deletes one record', async () => {
    const backend = indexedDbBackend();
    const key = await importDataKey(ASHA.keyText);
    const sealed = await sealRecord(key, ASHA.accountId, 'resumeData', 'asha');
    await backend.put({ account: ASHA.accountId, name: 'resumeData', ...sealed });
    await backend.put({ account: ASHA.accountId, name: 'jobSearchSettings', ...sealed });
    await backend.put({ account: BILAL.accountId, name: 'resumeData', ...sealed });
    expect((await backend.list(ASHA.accountId)).map((record) => record.name).sort()).toEqual([
      'jobSearchSettings',
      'resumeData',
    ]);
    const back = await backend.get(ASHA.accountId, 'resumeData');
    expect(await openRecord(key, ASHA.accountId, 'resumeData', back!)).toBe('asha');
    await backend.delete(ASHA.accountId, 'resumeData');
    expect(await backend.get(ASHA.accountId, 'resumeData')).toBeUndefined();
    expect(await backend.list(BILAL.accountId)).toHaveLength(1);
  });
});
