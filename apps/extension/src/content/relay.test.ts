import { WINDOW_MESSAGE, WindowMessageSchema } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { WorkerRequestSchema } from '../shared/runtime-messages';
import { acceptPageMessage } from './message-filter';
import { pageMessageFor, requestFor } from './relay';

const self = { name: 'this window' };
const origin = 'http://localhost:8080';
const sha = 'ab'.repeat(32);
const from = (data: unknown, overrides: Partial<{ source: unknown; origin: string }> = {}) =>
  acceptPageMessage({ source: self, origin, data, ...overrides }, self, origin);

describe('the sent-resume relay', () => {
  it('takes SENT_RESUME_REQUEST from this window and origin and asks the worker for that PDF', () => {
    const message = from({ type: WINDOW_MESSAGE.sentResumeRequest, sha256: sha });
    expect(message).toEqual({ type: 'SENT_RESUME_REQUEST', sha256: sha });
    const request = message ? requestFor(message) : null;
    expect(request).toEqual({ kind: 'sent-resume', sha256: sha });
    expect(WorkerRequestSchema.safeParse(request).success).toBe(true);
  });

  it('drops it from another origin or window, and with a SHA-256 that is not lowercase hex', () => {
    const data = { type: WINDOW_MESSAGE.sentResumeRequest, sha256: sha };
    expect(from(data, { origin: 'https://evil.example' })).toBeNull();
    expect(from(data, { source: { name: 'a frame' } })).toBeNull();
    expect(from({ ...data, sha256: sha.toUpperCase() })).toBeNull();
    expect(from({ ...data, sha256: '../pairing.json' })).toBeNull();
    // The page's own answer type is never taken as a request (our echo comes back through the same window).
    expect(from({ type: WINDOW_MESSAGE.sentResume, sha256: sha, base64: 'JVBER' })).toBeNull();
  });

  it('answers the page with SENT_RESUME: the PDF, or the reason', () => {
    const ok = pageMessageFor({ kind: 'sent-resume', sha256: sha, base64: 'JVBER', filename: 'cv.pdf' });
    expect(ok).toEqual({ type: 'SENT_RESUME', sha256: sha, base64: 'JVBER', filename: 'cv.pdf' });
    const missing = pageMessageFor({
      kind: 'sent-resume',
      sha256: sha,
      error: 'This PDF is no longer on this computer.',
    });
    expect(missing).toEqual({
      type: 'SENT_RESUME',
      sha256: sha,
      error: 'This PDF is no longer on this computer.',
    });
    expect(WindowMessageSchema.safeParse(ok).success && WindowMessageSchema.safeParse(missing).success).toBe(
      true,
    );
  });

  it('keeps the other messages as they were', () => {
    expect(requestFor({ type: 'DASHBOARD_READY' })).toBeNull();
    expect(requestFor({ type: 'STOP_AUTOMATION' })).toEqual({ kind: 'stop' });
    expect(pageMessageFor({ kind: 'error', message: 'No.' })).toEqual({
      type: 'AUTOMATION_ERROR',
      message: 'No.',
    });
    expect(pageMessageFor({ kind: 'state', state: { connection: 'offline' } })).toEqual({
      type: 'AGENT_STATE',
      connection: 'offline',
    });
  });
});

describe('the signed-in account relay (decision 049)', () => {
  it('takes SIGNED_IN_ACCOUNT from this window and origin, an email or nobody, and tells the worker', () => {
    const signedIn = from({ type: WINDOW_MESSAGE.signedInAccount, account: 'asha@example.com' });
    expect(signedIn ? requestFor(signedIn) : null).toEqual({ kind: 'account', account: 'asha@example.com' });
    const nobody = from({ type: WINDOW_MESSAGE.signedInAccount, account: null });
    const request = nobody ? requestFor(nobody) : null;
    expect(request).toEqual({ kind: 'account', account: null });
    expect(WorkerRequestSchema.safeParse(request).success).toBe(true);
  });

  it('drops it from another origin or window, and without an account field', () => {
    const data = { type: WINDOW_MESSAGE.signedInAccount, account: 'asha@example.com' };
    expect(from(data, { origin: 'https://evil.example' })).toBeNull();
    expect(from(data, { source: { name: 'a frame' } })).toBeNull();
    expect(from({ type: WINDOW_MESSAGE.signedInAccount })).toBeNull();
    expect(from({ ...data, account: 'x'.repeat(400) })).toBeNull();
  });
});

describe('the page-capture relay', () => {
  const name = '4100000001-1764300000000.html';

  it('takes PAGE_CAPTURE_REQUEST from this window and origin and asks the worker for that capture', () => {
    const message = from({ type: WINDOW_MESSAGE.pageCaptureRequest, name });
    expect(message).toEqual({ type: 'PAGE_CAPTURE_REQUEST', name });
    const request = message ? requestFor(message) : null;
    expect(request).toEqual({ kind: 'page-capture', name });
    expect(WorkerRequestSchema.safeParse(request).success).toBe(true);
  });

  it('drops it from another origin or window, and with a name the engine never writes', () => {
    const data = { type: WINDOW_MESSAGE.pageCaptureRequest, name };
    expect(from(data, { origin: 'https://evil.example' })).toBeNull();
    expect(from(data, { source: { name: 'a frame' } })).toBeNull();
    for (const bad of ['../pairing.json', '../../4100000001-1764300000000.html', 'x.html', `${name}/`])
      expect(from({ ...data, name: bad }), bad).toBeNull();
    expect(from({ type: WINDOW_MESSAGE.pageCapture, name, html: '<p>' })).toBeNull();
  });

  it('answers the page with PAGE_CAPTURE: the HTML, or the reason', () => {
    const ok = pageMessageFor({ kind: 'page-capture', name, html: '<p>[redacted]</p>' });
    expect(ok).toEqual({ type: 'PAGE_CAPTURE', name, html: '<p>[redacted]</p>' });
    const missing = pageMessageFor({
      kind: 'page-capture',
      name,
      error: 'The ApplyPilot agent is not running.',
    });
    expect(missing).toEqual({ type: 'PAGE_CAPTURE', name, error: 'The ApplyPilot agent is not running.' });
    expect(WindowMessageSchema.safeParse(ok).success && WindowMessageSchema.safeParse(missing).success).toBe(
      true,
    );
  });
});
