import { isVariant, VARIANTS, type Variant } from './shared/variants';

export interface BoardArgs {
  port: number;
  host: string;
  variant: Variant;
  seed: number;
  catalogue: string | null;
  delays: boolean;
  /**
   * The company sites' HTTPS listener (decision 053): null with --no-sites; undefined = 3443, or an ephemeral port
   * when --port is 0 (so boards started side by side by tests never collide).
   */
  sitesPort: number | null | undefined;
}

export class ArgsError extends Error {}

/**
 * `--port 3300 --host 127.0.0.1 --variant v2-classic --seed 1 --catalogue FILE --no-delays --sites-port 3443
 * --no-sites` (README.md).
 */
export function parseArgs(argv: string[]): BoardArgs {
  const args: BoardArgs = {
    port: 3300,
    host: '127.0.0.1',
    variant: 'v2-classic',
    seed: 1,
    catalogue: null,
    delays: true,
    sitesPort: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] ?? '';
    const [name, inline] = flag.includes('=')
      ? [flag.slice(0, flag.indexOf('=')), flag.slice(flag.indexOf('=') + 1)]
      : [flag, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new ArgsError(`${name} needs a value.`);
      return v;
    };
    switch (name) {
      case '--port': {
        const port = Number(value());
        if (!Number.isInteger(port) || port < 0 || port > 65535)
          throw new ArgsError('--port must be a number from 0 to 65535.');
        args.port = port;
        break;
      }
      case '--host':
        args.host = value();
        break;
      case '--variant': {
        const variant = value();
        if (!isVariant(variant)) throw new ArgsError(`--variant must be one of ${VARIANTS.join(', ')}.`);
        args.variant = variant;
        break;
      }
      case '--seed': {
        const seed = Number(value());
        if (!Number.isInteger(seed)) throw new ArgsError('--seed must be a whole number.');
        args.seed = seed;
        break;
      }
      case '--catalogue':
        args.catalogue = value();
        break;
      case '--no-delays':
        args.delays = false;
        break;
      case '--sites-port': {
        const port = Number(value());
        if (!Number.isInteger(port) || port < 0 || port > 65535)
          throw new ArgsError('--sites-port must be a number from 0 to 65535.');
        args.sitesPort = port;
        break;
      }
      case '--no-sites':
        args.sitesPort = null;
        break;
      default:
        throw new ArgsError(
          `Unknown option ${flag}. Options: --port, --host, --variant, --seed, --catalogue, --no-delays, --sites-port, --no-sites.`,
        );
    }
  }
  return args;
}
