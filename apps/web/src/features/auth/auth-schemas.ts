// Its own module so auth-api can load it (and zod) on demand.
export { LoginResponseSchema, RegisterResponseSchema } from '@applypilot/contracts';
