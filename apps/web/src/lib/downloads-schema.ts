// Its own module so downloads.ts can load it (and zod) on demand.
export { DownloadListSchema } from '@applypilot/contracts';
