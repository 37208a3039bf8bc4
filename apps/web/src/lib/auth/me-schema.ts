// Its own module so auth-context can load it (and zod) on demand.
export { MeResponseSchema } from '@applypilot/contracts';
