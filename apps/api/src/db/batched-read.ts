/**
 * One statement for the reads that arrive together (decision 035): the hottest reads (a session's user on every
 * signed-in request, job-info's figures polled by every open dashboard) are looked up by key, and under load many
 * requests ask at once. Node hands the event loop's poll phase every socket that became readable; each request's
 * handler runs up to its read and waits. The keys asked for in that turn are read in one round trip when the turn
 * ends (setImmediate), so a busy instance makes one query, one write and one wake-up of PostgreSQL for many requests
 * instead of one each. On a quiet instance a turn holds one request and nothing waits longer than before.
 *
 * Nothing is kept between turns: the rows are read fresh for every batch, as each request's own query would be.
 */

/** At most this many distinct keys in one statement; more asked in one turn make several. */
export const MAX_BATCH = 64;

interface Waiter<Row> {
  resolve: (row: Row | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * `readMany(keys)` answers each key's row tagged with the key's position in `keys` (`indexOf`); a key without a row
 * gets undefined. Two asks of the same key (`idOf`) in one turn share its row. A statement that fails fails every ask
 * of its batch with the same error: the callers check their keys before they read (a token's shape, a zone's name), so
 * what can fail a statement (the database away, a time-out) is what each ask's own query would have met, and each
 * answers as it would have alone. Reading the keys again one by one would only multiply the load on a database that
 * is already failing, and double the wait of every request.
 */
export function batchedRead<Key, Row>(options: {
  readMany: (keys: Key[]) => Promise<Row[]>;
  indexOf: (row: Row) => number;
  idOf: (key: Key) => string;
}): (key: Key) => Promise<Row | undefined> {
  const { readMany, indexOf, idOf } = options;
  type Batch = { entries: Map<string, { key: Key; waiters: Waiter<Row>[] }>; sent: boolean };
  let pending: Batch | undefined;

  const send = (batch: Batch): void => {
    // A batch sent early (full) is not sent again by its scheduled turn's end.
    if (batch.sent) return;
    batch.sent = true;
    if (pending === batch) pending = undefined;
    const entries = [...batch.entries.values()];
    readMany(entries.map((entry) => entry.key)).then(
      (rows) => {
        const found: (Row | undefined)[] = new Array(entries.length);
        for (const row of rows) found[indexOf(row)] = row;
        entries.forEach((entry, i) => entry.waiters.forEach((waiter) => waiter.resolve(found[i])));
      },
      (error: unknown) => entries.forEach((entry) => entry.waiters.forEach((waiter) => waiter.reject(error))),
    );
  };

  return (key) =>
    new Promise<Row | undefined>((resolve, reject) => {
      if (!pending) {
        const batch: Batch = { entries: new Map(), sent: false };
        pending = batch;
        setImmediate(() => send(batch));
      }
      const batch = pending;
      const id = idOf(key);
      const entry = batch.entries.get(id);
      if (entry) entry.waiters.push({ resolve, reject });
      else batch.entries.set(id, { key, waiters: [{ resolve, reject }] });
      // A full batch goes now; the next ask starts another.
      if (batch.entries.size >= MAX_BATCH) send(batch);
    });
}
