import { hashString, humanDelayMs, mulberry32, type Rng } from '../shared/random';
import { isReactSearch, type Variant } from '../shared/variants';
import { sleep } from './dom';

/**
 * Everything variant-specific that is not structure: class names (hashed in v3/v4/v5), element ids (ember ids in
 * v1/v2, React ids in v4/v5), delays and random choices, all from the seed.
 */
export class Ctx {
  readonly hashed: boolean;
  readonly rng: Rng;
  private ember: number;
  private react: number;
  private readonly keys: Rng;

  constructor(
    readonly variant: Variant,
    readonly seed: number,
    readonly delays: boolean,
  ) {
    this.hashed = isReactSearch(variant);
    // Same seed and same page give the same delays, card count and dialog orders (reproducible runs).
    this.rng = mulberry32(hashString(`page:${seed}:${location.pathname}${location.search}`));
    const fixed = mulberry32(seed);
    this.ember = 100 + Math.floor(fixed() * 900);
    this.react = Math.floor(fixed() * 1000);
    this.keys = mulberry32(hashString(`keys:${seed}`));
  }

  get v1(): boolean {
    return this.variant === 'v1-legacy';
  }
  get v2(): boolean {
    return this.variant === 'v2-classic';
  }
  get v3(): boolean {
    return this.variant === 'v3-shadow';
  }
  get v4(): boolean {
    return this.variant === 'v4-dialog';
  }
  get v5(): boolean {
    return this.variant === 'v5-sdui';
  }

  /** Class list in v2 names (or `legacy` in v1); every name becomes a build hash in v3/v4/v5. */
  c(classes: string, legacy?: string): string {
    const names = this.v1 && legacy !== undefined ? legacy : classes;
    if (!this.hashed) return names;
    return names
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => this.hash(name))
      .join(' ');
  }

  /**
   * A build hash of a class name. v5 writes them as 2026's LinkedIn does (`dae245d1`, `_3bc34f41`: eight hex digits,
   * an underscore in front when the first is a digit, since a class selector cannot start with one).
   */
  hash(name: string): string {
    const hex = hashString(`${this.seed}:${name}`).toString(16).padStart(8, '0');
    if (!this.v5) return `_${hex}`;
    return /^\d/.test(hex) ? `_${hex}` : hex;
  }

  /** `ember123` in v1/v2 (Ember's view ids), nothing elsewhere. */
  emberId(): string | undefined {
    return this.variant === 'v1-legacy' || this.variant === 'v2-classic' ? `ember${this.ember++}` : undefined;
  }

  /** React's useId shape, new on every call so every render changes it: `«r2q»` (v4), `_r_38_` (React 19.1, v5). */
  reactId(): string {
    const n = (this.react++).toString(this.v5 ? 32 : 36);
    return this.v5 ? `_r_${n}_` : `«r${n}»`;
  }

  /** A component key as LinkedIn's server-driven UI writes them (a UUID), from the seed. */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => Math.floor(this.keys() * 16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
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
