/**
 * Resume builder preview latency in Chromium: from typing one character in Full Name to new preview pixels on
 * screen (the preview host's data-rendered-generation changes after the new canvases are swapped in).
 * Prints the median and p90 of ~30 samples, with and without the builder's debounce. Not a test: no asserts.
 *
 *   npm run build -w apps/web && npm run bench -w e2e
 */
import { startAppServer } from '../support/app-server';
import { launchBrowser } from '../support/browser';

const SAMPLES = 30;
const WARM_UP = 3;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function main(): Promise<void> {
  const server = await startAppServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const headers = { Origin: server.origin };
    const account = { name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench-password-1' };
    await context.request.post(`${server.origin}/auth/register`, { data: account, headers });
    const login = await context.request.post(`${server.origin}/auth/login`, {
      data: { email: account.email, password: account.password },
      headers,
    });
    if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
    // The app restores its session from `userData` (what its login form stores), then confirms it with the cookie.
    const { user } = (await login.json()) as { user: unknown };
    await context.addInitScript((stored) => {
      if (!localStorage.getItem('userData')) localStorage.setItem('userData', JSON.stringify(stored));
    }, user);

    const page = await context.newPage();
    await page.goto(`${server.origin}/dashboard/resume-builder`);
    const preview = page.getByTestId('resume-preview');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="resume-preview"]')?.hasAttribute('data-rendered-generation'),
    );
    const debounceMs = Number(await preview.getAttribute('data-debounce-ms'));
    const name = page.getByLabel('Full Name', { exact: true });
    await name.click();
    await page.keyboard.press('End');

    const samples: number[] = [];
    for (let round = 0; round < WARM_UP + SAMPLES; round += 1) {
      // Arm a timer in the page: start at the input event of the keystroke, stop when the generation changes.
      await page.evaluate(() => {
        const host = document.querySelector('[data-testid="resume-preview"]');
        const input = document.activeElement;
        if (!host || !input) throw new Error('preview or focused input missing');
        const start = Number(host.getAttribute('data-rendered-generation'));
        const state = window as unknown as { __latency?: Promise<number> };
        state.__latency = new Promise<number>((resolve) => {
          let t0 = 0;
          input.addEventListener('input', () => (t0 = performance.now()), { once: true, capture: true });
          const observer = new MutationObserver(() => {
            if (Number(host.getAttribute('data-rendered-generation')) > start && t0 > 0) {
              observer.disconnect();
              // The swap happened in this task; wait for the frame that shows it.
              requestAnimationFrame(() => resolve(performance.now() - t0));
            }
          });
          observer.observe(host, { attributes: true, attributeFilter: ['data-rendered-generation'] });
        });
      });
      // One character typed, then deleted: the name stays the same length across samples.
      await page.keyboard.press(round % 2 === 0 ? 'x' : 'Backspace');
      const ms = await page.evaluate(() => (window as unknown as { __latency: Promise<number> }).__latency);
      if (round >= WARM_UP) samples.push(ms);
      // Let the page settle so samples do not overlap.
      await page.waitForTimeout(150);
    }

    const sorted = [...samples].sort((a, b) => a - b);
    const lessDebounce = sorted.map((ms) => ms - debounceMs);
    console.log(
      `Resume builder preview latency, Chromium, ${samples.length} samples (debounce ${debounceMs} ms)`,
    );
    console.log(
      `  edit -> new preview pixels: median ${fmt(percentile(sorted, 50))}, p90 ${fmt(percentile(sorted, 90))}`,
    );
    console.log(
      `  minus the debounce:          median ${fmt(percentile(lessDebounce, 50))}, p90 ${fmt(percentile(lessDebounce, 90))}`,
    );
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
