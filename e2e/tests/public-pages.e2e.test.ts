import { readFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startAppServer, type AppServer } from '../support/app-server';
import { launchBrowser } from '../support/browser';
import { repoRoot } from '../support/paths';

/**
 * Every public page, and /login, checked with axe-core at a phone width and a desktop width: no serious or critical
 * accessibility violation, no Content-Security-Policy violation in the console (the security headers must not break
 * a page). Full-page screenshots of each go to e2e/artifacts/screenshots/ for a person to look at.
 */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'pricing', path: '/pricing' },
  { name: 'contact', path: '/contact' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'try-now', path: '/try-now' },
  { name: 'features', path: '/features' },
  { name: 'help', path: '/help' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'login', path: '/login' },
];
const WIDTHS = [375, 1280];
const screenshotDir = path.join(repoRoot, 'e2e', 'artifacts', 'screenshots');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

let server: AppServer;
let browser: Browser;
let axeSource: string;

beforeAll(async () => {
  const require = createRequire(import.meta.url);
  [server, browser, axeSource] = await Promise.all([
    startAppServer(),
    launchBrowser(),
    readFile(require.resolve('axe-core/axe.min.js'), 'utf8'),
    mkdir(screenshotDir, { recursive: true }).then(() => ''),
  ]).then(([s, b, source]) => [s, b, source] as const);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a page and waits until the lazily loaded route has drawn its heading. */
async function open(
  path: string,
  width: number,
): Promise<{ page: Page; cspErrors: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL: server.origin, viewport: { width, height: 800 } });
  const page = await context.newPage();
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      cspErrors.push(message.text());
  });
  // A refused eval that the page's script catches logs nothing, but the browser still reports the violation.
  await page.exposeFunction('reportCspViolation', (text: string) => cspErrors.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  return { page, cspErrors, close: () => context.close() };
}

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help} ${violation.helpUrl}`,
        ...violation.nodes.map((node) => `    ${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`),
      ].join('\n'),
    )
    .join('\n');
}

describe('public pages', () => {
  for (const { name, path: pagePath } of PAGES) {
    it(`${pagePath} has no serious accessibility violation at 375 and 1280 px, and no CSP error`, async () => {
      for (const width of WIDTHS) {
        const { page, cspErrors, close } = await open(pagePath, width);
        try {
          await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`), fullPage: true });
          // page.addScriptTag({content}) adds an inline <script>, which the site's CSP rightly refuses; evaluating
          // the source through the DevTools protocol injects the same axe-core without weakening the policy.
          await page.evaluate(axeSource);
          const violations = await page.evaluate(async () => {
            const axe = (
              window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown }> } }
            ).axe;
            return (await axe.run(document)).violations;
          });
          const serious = (violations as AxeViolation[]).filter(
            (violation) => violation.impact === 'serious' || violation.impact === 'critical',
          );
          expect(serious.length, `${pagePath} at ${width}px:\n${describeViolations(serious)}`).toBe(0);
          expect(cspErrors, `${pagePath} at ${width}px`).toEqual([]);
        } finally {
          await close();
        }
      }
    });
  }
});
