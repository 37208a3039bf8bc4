import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailService {
  /**
   * Sends in the background: the caller answers at once, so the response time does not reveal whether a mail was sent
   * (forgot-password must answer alike for unknown accounts). Failures are logged.
   */
  send(mail: Mail): void;
  /** Resolves when every queued mail has been handled (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * Over SMTP_URL when set; otherwise nodemailer's stream transport renders the message and it is written to
 * DATA_DIR/outbox/<timestamp>-<id>.eml, so a fresh machine can read its mail. Log lines never hold the message body
 * (it carries tokens).
 */
export function createMailService(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): MailService {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function deliver(mail: Mail): Promise<void> {
    // Not one step of the sending runs before the caller's answer is on its way: forgot-password takes the same time
    // whether or not a mail goes out (decision 034).
    await new Promise((resolve) => setImmediate(resolve));
    const info = await transport.sendMail({ from: options.from, ...mail });
    if (options.smtpUrl) {
      options.log.info({ subject: mail.subject }, 'mail sent over SMTP');
      return;
    }
    const message: unknown = (info as { message?: unknown }).message;
    if (!Buffer.isBuffer(message)) throw new Error('stream transport returned no message buffer');
    await mkdir(options.outboxDir, { recursive: true });
    const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(path.join(options.outboxDir, file), message, { mode: 0o600 });
    options.log.info(
      { subject: mail.subject, file: path.join(options.outboxDir, file) },
      'mail written to the outbox',
    );
  }

  return {
    send(mail) {
      const job = deliver(mail)
        .catch((error: unknown) =>
          options.log.error(
            { err: error instanceof Error ? { message: error.message } : error },
            'mail failed',
          ),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
