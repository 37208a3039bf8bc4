import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { DownloadPlatformSchema, type DownloadPlatform } from '@applypilot/contracts';

/**
 * Which platform the platform build makes next (decision 051). It starts in the contracts' order, or with the platform
 * a visitor waits for; a later request (a line `{"first": "<platform>"}` on standard input, written by the API when
 * someone on /try-now waits for that platform) moves it to the front of what is left. A platform already built, or
 * being built, is not made again.
 */
export class BuildOrder {
  private readonly waiting: DownloadPlatform[];

  constructor(platforms: readonly DownloadPlatform[], first?: DownloadPlatform) {
    this.waiting = [...platforms];
    if (first) this.prefer(first);
  }

  prefer(platform: DownloadPlatform): void {
    const at = this.waiting.indexOf(platform);
    if (at <= 0) return;
    this.waiting.splice(at, 1);
    this.waiting.unshift(platform);
  }

  next(): DownloadPlatform | undefined {
    return this.waiting.shift();
  }

  /** Reads `{"first": platform}` lines from `input`, any other line ignored; the function returned stops reading. */
  listen(input: Readable): () => void {
    const lines = createInterface({ input });
    lines.on('line', (line) => {
      try {
        const first = DownloadPlatformSchema.safeParse((JSON.parse(line) as { first?: unknown }).first);
        if (first.success) this.prefer(first.data);
      } catch {
        // Not a request: nothing to do.
      }
    });
    return () => {
      lines.close();
      input.destroy();
    };
  }
}

/** `--first <platform>` from the command line, when given. */
export function firstFromArgs(argv: readonly string[]): DownloadPlatform | undefined {
  const at = argv.indexOf('--first');
  if (at < 0) return undefined;
  const parsed = DownloadPlatformSchema.safeParse(argv[at + 1]);
  if (!parsed.success)
    throw new Error(`--first takes a platform: ${DownloadPlatformSchema.options.join(', ')}`);
  return parsed.data;
}
