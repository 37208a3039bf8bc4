import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApplyAction, SubmitAnswer } from '../shared/bootstrap';
import { isReactSearch } from '../shared/variants';
import type { BoardState } from './state';

const JobIdBody = z.object({ jobId: z.string() });
const SubmitBodySchema = z.object({
  jobId: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  uploadId: z.string().nullable(),
  coverLetterUploadId: z.string().nullable().optional(),
  followCompany: z.boolean(),
});

const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** LinkedIn's words when Submit fails on its side. */
export const SUBMIT_ERROR = 'Something went wrong. Please try again.';

/** What the page calls while a user applies: start, upload, submit, discard, save. */
export function registerApplyRoutes(app: FastifyInstance, state: BoardState): void {
  app.post('/__board/api/apply', async (request, reply) => {
    const parsed = JobIdBody.safeParse(request.body);
    const job = parsed.success ? state.job(parsed.data.jobId) : undefined;
    if (!job) return reply.code(404).send({ error: 'No such job.' });
    const popupLimit = isReactSearch(state.config.variant);
    let action: ApplyAction = 'open';
    if (job.apply === 'external') action = 'not-easy-apply';
    else if (state.isApplied(job)) action = 'applied';
    else if (job.events.securityCheck) action = 'security-check';
    else if (job.events.premiumUpsell) action = 'premium';
    // v3/v4/v5 show the daily limit as a popup on apply; v1/v2 inline at Submit.
    else if (popupLimit && state.dailyLimitReached()) action = 'daily-limit';
    else if (state.takeThrottleOnOpen(job)) action = 'throttled';
    return { action };
  });

  app.post('/__board/api/upload', async (request, reply) => {
    const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES } });
    if (!part) return reply.code(400).send({ error: 'No file was sent.' });
    const buffer = await part.toBuffer();
    const info = {
      name: part.filename,
      size: buffer.length,
      sha256: createHash('sha256').update(buffer).digest('hex'),
    };
    const uploadId = randomUUID();
    state.uploads.set(uploadId, info);
    return { uploadId, ...info };
  });

  app.post('/__board/api/submit', async (request, reply): Promise<SubmitAnswer | undefined> => {
    const parsed = SubmitBodySchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ status: 'rejected', message: 'Malformed application.' });
    const body = parsed.data;
    const job = state.job(body.jobId);
    if (!job || job.apply !== 'easy')
      return { status: 'rejected', message: 'This job does not take Easy Apply.' };
    if (state.isApplied(job)) return { status: 'rejected', message: 'You already applied to this job.' };
    if (state.dailyLimitReached()) return { status: 'daily-limit' };
    if (state.takeThrottle(job)) return { status: 'throttled' };
    if (state.takeSubmitError(job)) return { status: 'rejected', message: SUBMIT_ERROR };
    const file = body.uploadId ? (state.uploads.get(body.uploadId) ?? null) : null;
    const letter = body.coverLetterUploadId ? (state.uploads.get(body.coverLetterUploadId) ?? null) : null;
    state.submissions.push({
      jobId: job.id,
      variant: state.config.variant,
      submittedAt: new Date().toISOString(),
      fields: body.fields,
      file,
      coverLetterFile: letter,
      followCompany: body.followCompany,
    });
    state.appliedNow.add(job.id);
    return { status: 'sent' };
  });

  app.post('/__board/api/discard', async (request) => {
    const parsed = JobIdBody.safeParse(request.body);
    if (parsed.success) state.discarded.push(parsed.data.jobId);
    return { ok: true };
  });

  app.post('/__board/api/save', async (request) => {
    const parsed = JobIdBody.safeParse(request.body);
    if (parsed.success) state.saved.push(parsed.data.jobId);
    return { ok: true };
  });
}
