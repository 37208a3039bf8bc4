/**
 * `npm run resume:render -- IN.json OUT.pdf` (from the repository root): IN.json is {data, order, config?,
 * title?}. Relative paths are read from the directory npm was started in (INIT_CWD), not this package.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { RenderInputSchema } from '../model/render-input';
import { renderResumeWithInfo } from '../render/render-resume';
import { findUnsupported } from '../text/normalise-text';

const USAGE = 'Usage: npm run resume:render -- IN.json OUT.pdf';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) yield* stringsIn(item);
}

function main(args: string[]): void {
  const [inArg, outArg, ...extra] = args;
  if (!inArg || !outArg || extra.length > 0) fail(USAGE);
  const base = process.env.INIT_CWD ?? process.cwd();
  const inPath = resolve(base, inArg);
  const outPath = resolve(base, outArg);

  let text: string;
  try {
    text = readFileSync(inPath, 'utf8');
  } catch (error) {
    fail(`Cannot read ${inArg}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    fail(`${inArg} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = RenderInputSchema.safeParse(json);
  if (!parsed.success) {
    fail(`${inArg} is not a resume ({data, order, config?}):\n${z.prettifyError(parsed.error)}`);
  }
  const { data, order, config, title } = parsed.data;

  const unsupported = findUnsupported(stringsIn({ data, title }));
  if (unsupported.length > 0) {
    const list = unsupported.map(
      (char) => `${char} (U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')})`,
    );
    process.stderr.write(
      `Warning: the standard PDF fonts cannot show these characters, so they were left out: ${list.join(', ')}\n`,
    );
  }

  const { bytes, pageCount } = renderResumeWithInfo(
    data,
    order,
    config,
    title === undefined ? {} : { title },
  );
  try {
    mkdirSync(dirname(outPath), { recursive: true });
    writeFileSync(outPath, bytes);
  } catch (error) {
    fail(`Cannot write ${outArg}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  process.stdout.write(
    `Wrote ${outArg}: ${pageCount} page${pageCount === 1 ? '' : 's'}, ${bytes.length} bytes\n`,
  );
}

main(process.argv.slice(2));
