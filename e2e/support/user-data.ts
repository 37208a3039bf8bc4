import type { Page } from 'playwright-core';

/**
 * The signed-in person's sealed browser data (decision 049), read and written from the page the way the app does it:
 * the key from GET /api/browser-data/key with the page's session cookie, AES-GCM with the account and the name as
 * additional data, records in IndexedDB `applypilot-user-data`. A second, independent reading of the format: a test
 * that reads back what it saved checks the app's sealing too. Values are the strings the app keeps (JSON text for
 * objects), null when absent.
 */
export function readUserData(page: Page, name: string): Promise<string | null> {
  return page.evaluate(async (recordName) => {
    const answer = (await (await fetch('/api/browser-data/key', { credentials: 'include' })).json()) as {
      accountId: string;
      key: string;
    };
    const raw = Uint8Array.from(atob(answer.key.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) =>
      c.charCodeAt(0),
    );
    const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
    if (!(await indexedDB.databases()).some((db) => db.name === 'applypilot-user-data')) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('applypilot-user-data');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const record = await new Promise<{ iv: Uint8Array; data: Uint8Array } | undefined>((resolve, reject) => {
      const request = db.transaction('records').objectStore('records').get([answer.accountId, recordName]);
      request.onsuccess = () => resolve(request.result as { iv: Uint8Array; data: Uint8Array } | undefined);
      request.onerror = () => reject(request.error);
    });
    db.close();
    if (!record) return null;
    const additionalData = new TextEncoder().encode(
      `applypilot-browser-data-v1\u0000${answer.accountId}\u0000${recordName}`,
    );
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: new Uint8Array(record.iv), additionalData },
      key,
      new Uint8Array(record.data),
    );
    return new TextDecoder().decode(plain);
  }, name);
}

/**
 * Writes values into the signed-in person's sealed data as the app would, and tells the open pages of the site (the
 * app's BroadcastChannel), which read them again. For a test whose subject is what the app does with stored values.
 */
export async function writeUserData(page: Page, entries: Record<string, string>): Promise<void> {
  await page.evaluate(async (values) => {
    const answer = (await (await fetch('/api/browser-data/key', { credentials: 'include' })).json()) as {
      accountId: string;
      key: string;
    };
    const raw = Uint8Array.from(atob(answer.key.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) =>
      c.charCodeAt(0),
    );
    const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('applypilot-user-data', 1);
      request.onupgradeneeded = () => {
        const store = request.result.createObjectStore('records', { keyPath: ['account', 'name'] });
        store.createIndex('account', 'account');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const channel = new BroadcastChannel('applypilot-user-data');
    for (const [name, value] of Object.entries(values)) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const additionalData = new TextEncoder().encode(
        `applypilot-browser-data-v1\u0000${answer.accountId}\u0000${name}`,
      );
      const data = new Uint8Array(
        await crypto.subtle.encrypt(
          { name: 'AES-GCM', iv, additionalData },
          key,
          new TextEncoder().encode(value),
        ),
      );
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction('records', 'readwrite');
        transaction.objectStore('records').put({ account: answer.accountId, name, iv, data });
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
      channel.postMessage({ account: answer.accountId, name });
    }
    channel.close();
    db.close();
  }, entries);
}
