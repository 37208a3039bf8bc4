/// <reference lib="dom" />
// The functions passed to page.evaluate and addInitScript run in the page: they use the DOM types.
/**
 * The interview assistant's own latency, against the local fake Gemini answering at once (issue [9]): the built web
 * app as `npm start` serves it, Debian's Chromium with a fake microphone playing a spoken question (espeak-ng + sox).
 * Prints medians and p90 over BENCH_INTERVIEW_RUNS runs (default 10); asserts nothing. Builds nothing: it expects
 * apps/web/dist (`npm run bench -w apps/web` runs the Lighthouse part first, which builds it).
 *
 * Batch (Mic → Stop):
 *   stop → transcription request   the Stop click (page clock) to the fake receiving generateContent with the audio
 *   transcript → first token       the transcription's response end (Resource Timing) to the first answer text in
 *                                  the DOM, at the next animation frame (on screen)
 * Live (live mode on, no key press):
 *   turn end → first token         the fake's turnComplete sent to the first answer text on screen: the
 *                                  pipeline's own share, everything after the fake's delay
 *   speech end → first token       from the end of speech, taken as turnComplete − the fake's silenceMs; this
 *                                  includes the fake's silence wait, so the aim is ≤ 300 ms plus that delay
 *   page readout                   the page's own end-of-speech → first-token figure when it exposes one
 *
 * Page and fake share the machine's wall clock: the page reports performance.timeOrigin + performance.now().
 *   BENCH_INTERVIEW_RUNS=5 tsx bench/interview-latency.ts
 */
import { execFile } from 'node:child_process';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { STORAGE_KEYS } from '@applypilot/contracts';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import { startApi, stop, webRoot } from './support';

const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_INTERVIEW_RUNS ?? 10));
const SILENCE_MS = 800;
const QUESTION = 'Tell me about a time you handled a difficult deadline.';
const ASSISTANT = '/dashboard/interview-assistant';
const run = promisify(execFile);

/** The question as a 48 kHz mono WAV: 0.3 s of silence, the words, 2.5 s of silence. */
async function questionWav(dir: string): Promise<string> {
  const spoken = path.join(dir, 'spoken.wav');
  const file = path.join(dir, 'question.wav');
  await run('espeak-ng', ['-w', spoken, QUESTION]);
  await run('sox', [spoken, '-r', '48000', '-c', '1', '-b', '16', file, 'pad', '0.3', '2.5']);
  return file;
}

/**
 * Instruments the page before its scripts run: Stop clicks (capturing listener), and the first time a marker text
 * appears in the DOM (MutationObserver) and is painted (the next animation frame). Times are wall-clock ms.
 */
const INSTRUMENT = `(() => {
  const wall = () => performance.timeOrigin + performance.now();
  const bench = { stopAt: [], marker: '', markerAt: 0, markerPaintedAt: 0 };
  window.__bench = bench;
  document.addEventListener('click', (event) => {
    const button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (button && button.textContent.trim() === 'Stop') bench.stopAt.push(wall());
  }, true);
  new MutationObserver(() => {
    if (!bench.marker || bench.markerAt || !(document.body && document.body.textContent.includes(bench.marker))) return;
    bench.markerAt = wall();
    requestAnimationFrame(() => { bench.markerPaintedAt = wall(); });
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

interface BenchState {
  stopAt: number[];
  markerAt: number;
  markerPaintedAt: number;
}
const readBench = (page: Page) => page.evaluate(() => (window as unknown as { __bench: BenchState }).__bench);
const watchFor = (page: Page, marker: string) =>
  page.evaluate((text) => {
    const bench = (window as unknown as { __bench: BenchState & { marker: string } }).__bench;
    Object.assign(bench, { marker: text, markerAt: 0, markerPaintedAt: 0 });
  }, marker);
/** Response end of the last transcription (generateContent) fetch, wall clock. */
const transcriptionResponseEnd = (page: Page) =>
  page.evaluate(() => {
    const entries = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes(':generateContent'));
    const last = entries.at(-1) as PerformanceResourceTiming | undefined;
    return last ? performance.timeOrigin + last.responseEnd : null;
  });
/** The page's own latency readout of the newest answer (data-* attributes on the readout). */
const pageReadout = (page: Page) =>
  page.evaluate(() => {
    // The newest answer's readout (each run adds one to the chat).
    const all = document.querySelectorAll('[data-speech-ended-at][data-first-token-at]');
    const element = all.item(all.length - 1);
    if (!element) return null;
    const speechEnded = Number(element.getAttribute('data-speech-ended-at'));
    const firstToken = Number(element.getAttribute('data-first-token-at'));
    return Number.isFinite(speechEnded) && Number.isFinite(firstToken) ? firstToken - speechEnded : null;
  });

async function waitUntil<T>(
  read: () => Promise<T | null | undefined | 0 | false>,
  what: string,
  ms = 20_000,
) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The answer of run n streams in two chunks; the first names the run, so its appearance is unambiguous. */
function answerPerRun(fake: FakeGemini, marker: () => string) {
  fake.respond((request) => {
    if (request.inlineData.some((part) => part.mimeType.startsWith('audio/')))
      return { kind: 'text', text: QUESTION };
    return { kind: 'text', text: [`${marker()} first chunk. `, 'Then the rest of the answer.'] };
  });
}

async function signIn(page: Page, origin: string, liveMode: boolean): Promise<void> {
  const account = { name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'correct-horse-42' };
  const headers = { Origin: origin };
  const context = page.context();
  if (!(await context.request.post(`${origin}/auth/register`, { data: account, headers })).ok())
    throw new Error('register failed');
  const login = await context.request.post(`${origin}/auth/login`, {
    data: { email: account.email, password: account.password },
    headers,
  });
  const { user } = (await login.json()) as { user: unknown };
  await page.addInitScript(
    ({ stored, keys, live }) => {
      localStorage.setItem('userData', JSON.stringify(stored));
      localStorage.setItem(keys.interviewApiKey, 'bench-key');
      localStorage.setItem(keys.interviewCvContent, 'Release manager, five years, shipped on time.');
      localStorage.setItem(keys.interviewLiveMode, String(live));
      localStorage.setItem(keys.interviewSpendingCap, '0');
    },
    { stored: user, keys: STORAGE_KEYS, live: liveMode },
  );
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const summary = (name: string, values: number[]) => ({
  measure: name,
  runs: values.length,
  'median ms': Math.round(percentile(values, 50)),
  'p90 ms': Math.round(percentile(values, 90)),
  'min ms': Math.round(Math.min(...values)),
  'max ms': Math.round(Math.max(...values)),
});

async function main() {
  await access(path.join(webRoot, 'dist', 'index.html')).catch(() => {
    throw new Error('apps/web/dist is missing: build the web app first (npm run build -w apps/web)');
  });
  const tmp = await mkdtemp(path.join(tmpdir(), 'applypilot-bench-interview-'));
  const wav = await questionWav(tmp);
  const fake = await startFakeGemini();
  let runNumber = 0;
  answerPerRun(fake, () => `Run ${runNumber}`);
  fake.live({ transcripts: [QUESTION], silenceMs: SILENCE_MS });
  const api = await startApi(path.join(tmp, 'data'), { HOST: '127.0.0.1', GEMINI_API_URL: fake.url });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}%noloop`,
    ],
  });
  try {
    const batch = { stopToRequest: [] as number[], transcriptToToken: [] as number[], total: [] as number[] };
    const live = { turnToToken: [] as number[], speechToToken: [] as number[], readout: [] as number[] };

    const batchFailed = await (async () => {
      // Batch: Mic, 1.5 s of the question, Stop; the default model transcribes, then the answer streams.
      const batchPage = await (await browser.newContext({ baseURL: api.origin })).newPage();
      await batchPage.addInitScript({ content: INSTRUMENT });
      await signIn(batchPage, api.origin, false);
      await batchPage.goto(ASSISTANT);
      for (let i = 0; i < RUNS + 1; i += 1) {
        runNumber += 1;
        fake.reset();
        answerPerRun(fake, () => `Run ${runNumber}`);
        await watchFor(batchPage, `Run ${runNumber} first`);
        await batchPage.getByRole('button', { name: 'Mic', exact: true }).click();
        await batchPage.waitForTimeout(1500);
        await batchPage.getByRole('button', { name: 'Stop', exact: true }).click();
        const state = await waitUntil(async () => {
          const b = await readBench(batchPage);
          return b.markerPaintedAt ? b : null;
        }, `the answer of run ${runNumber}`);
        const transcribe = fake.requests.find((request) => request.kind === 'generateContent');
        const responseEnd = await transcriptionResponseEnd(batchPage);
        const stopAt = state.stopAt.at(-1);
        if (!transcribe || !responseEnd || !stopAt) throw new Error('a batch run left no trace');
        if (i === 0) continue; // the first run loads the page's lazy chunks: a warm-up
        const stopToRequest = transcribe.receivedAt - stopAt;
        const transcriptToToken = state.markerPaintedAt - responseEnd;
        batch.stopToRequest.push(stopToRequest);
        batch.transcriptToToken.push(transcriptToToken);
        batch.total.push(stopToRequest + transcriptToToken);
        await batchPage.waitForTimeout(300); // the rest of the answer
      }
      return null;
    })().catch((error: unknown) => error);

    const liveFailed = await (async () => {
      // Live: Mic starts listening; the question ends in the WAV; the answer starts with no key press; Stop ends it.
      const livePage = await (await browser.newContext({ baseURL: api.origin })).newPage();
      await livePage.addInitScript({ content: INSTRUMENT });
      await signIn(livePage, api.origin, true);
      await livePage.goto(ASSISTANT);
      for (let i = 0; i < RUNS + 1; i += 1) {
        runNumber += 1;
        fake.reset();
        answerPerRun(fake, () => `Run ${runNumber}`);
        fake.live({ transcripts: [QUESTION], silenceMs: SILENCE_MS });
        await watchFor(livePage, `Run ${runNumber} first`);
        await livePage.getByRole('button', { name: 'Mic', exact: true }).click();
        const state = await waitUntil(async () => {
          const b = await readBench(livePage);
          return b.markerPaintedAt ? b : null;
        }, `the live answer of run ${runNumber}`);
        const turn = fake.liveTurns[0];
        if (!turn) throw new Error('the fake saw no live turn');
        const readout = await pageReadout(livePage);
        await livePage.getByRole('button', { name: 'Stop', exact: true }).click();
        await livePage.waitForTimeout(300);
        if (i === 0) continue;
        live.turnToToken.push(state.markerPaintedAt - turn.turnCompleteSentAt);
        live.speechToToken.push(state.markerPaintedAt - (turn.turnCompleteSentAt - SILENCE_MS));
        if (readout !== null) live.readout.push(readout);
      }
      return null;
    })().catch((error: unknown) => error);
    // A part that stops early (the page not ready, say) still lets the other part's figures print.
    for (const [part, failed] of [
      ['batch', batchFailed],
      ['live', liveFailed],
    ] as const)
      if (failed)
        console.log(
          `The ${part} runs stopped early: ${failed instanceof Error ? failed.message : String(failed)}`,
        );
    console.log(
      `\nInterview assistant latency (fake Gemini answering at once; ${RUNS} runs after a warm-up)`,
    );
    console.table(
      [
        summary('batch: Stop → transcription request at the fake', batch.stopToRequest),
        summary('batch: transcript → first answer token on screen', batch.transcriptToToken),
        summary('batch: the two together (aim ≤ 150)', batch.total),
        summary(
          `live: turnComplete sent → first token on screen (ours: all after the fake's delay)`,
          live.turnToToken,
        ),
        summary(
          `live: end of speech → first token (aim ≤ 300 + the fake's ${SILENCE_MS} ms silence = ${300 + SILENCE_MS})`,
          live.speechToToken,
        ),
        ...(live.readout.length > 0
          ? [
              summary(
                "live: the page's own readout, end of speech → first token (includes the silence)",
                live.readout,
              ),
            ]
          : []),
      ].filter((row) => row.runs > 0),
    );
  } finally {
    await browser.close();
    await stop(api.child);
    await fake.close();
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
