// Its own module so public-config can load it (and zod) on demand.
export { PublicConfigSchema } from '@applypilot/contracts';
