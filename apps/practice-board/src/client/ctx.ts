import { hashString, humanDelayMs, mulberry32, type Rng } from '../shared/random';
import type { Variant } from '../shared/variants';
import { sleep } from './dom';

/**
 * Everything variant-specific that is not structure: class names (hashed in v3/v4), element ids (ember ids in
 * v1/v2, React ids in v4), delays and random choices, all from the seed.
 */
export class Ctx {
  readonly hashed: boolean;
  readonly rng: Rng;
  private ember: number;
  private react: number;

  constructor(
    readonly variant: Variant,
    readonly seed: number,
    readonly delays: boolean,
  ) {
    this.hashed = variant === 'v3-shadow' || variant === 'v4-dialog';
    // Same seed and same page give the same delays, card count and dialog orders (reproducible runs).
    this.rng = mulberry32(hashString(`page:${seed}:${location.pathname}${location.search}`));
    const fixed = mulberry32(seed);
    this.ember = 100 + Math.floor(fixed() * 900);
    this.react = Math.floor(fixed() * 1000);
  }

  get v1(): boolean {
    return this.variant === 'v1-legacy';
  }
  get v3(): boolean {
    return this.variant === 'v3-shadow';
  }
  get v4(): boolean {
    return this.variant === 'v4-dialog';
  }

  /** Class list in v2 names (or `legacy` in v1); every name becomes a build hash in v3/v4. */
  c(classes: string, legacy?: string): string {
    const names = this.v1 && legacy !== undefined ? legacy : classes;
    if (!this.hashed) return names;
    return names
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => this.hash(name))
      .join(' ');
  }

  hash(name: string): string {
    return `_${hashString(`${this.seed}:${name}`).toString(16).padStart(8, '0')}`;
  }

  /** `ember123` in v1/v2 (Ember's view ids), nothing elsewhere. */
  emberId(): string | undefined {
    return this.variant === 'v1-legacy' || this.variant === 'v2-classic' ? `ember${this.ember++}` : undefined;
  }

  /** React 19's useId shape, new on every call so every render changes it. */
  reactId(): string {
    return `«r${(this.react++).toString(36)}»`;
  }

  /** The 0.3 to 2 s a modal or a step takes to appear; zero when delays are off. */
  async humanPause(): Promise<void> {
    await sleep(this.delays ? humanDelayMs(this.rng) : 0);
  }

  /** Rewrites a stylesheet written against v2/v1 class names to this variant's class names. */
  css(text: string): string {
    if (!this.hashed) return text;
    return text.replace(/\.([a-zA-Z][\w-]*)/g, (_m, name: string) => `.${this.hash(name)}`);
  }
}
