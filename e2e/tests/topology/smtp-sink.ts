import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  recipients: string[];
  /** The decoded text body. */
  text: string;
}

export interface SmtpSink {
  /** SMTP_URL for the instances. */
  url: string;
  mails: ReceivedMail[];
  /** The first mail to `address`, waiting for it (mail leaves the API after it answered). */
  waitFor(address: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeBody(message: string): string {
  const split = message.indexOf('\r\n\r\n');
  const head = split === -1 ? '' : message.slice(0, split);
  const body = split === -1 ? message : message.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/**
 * A mail server that accepts everything and keeps it in memory: production mode needs SMTP_URL (no outbox), and the
 * verification links the instances send are read from here. Speaks the plain SMTP nodemailer needs (no TLS offered,
 * so none is attempted, and no authentication).
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let recipients: string[] = [];
    let data: string[] | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            const raw = Buffer.from(data.join('\r\n'), 'latin1').toString('utf8');
            mails.push({ recipients, text: decodeBody(raw) });
            data = undefined;
            recipients = [];
            reply('250 2.0.0 queued');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
        else if (verb === 'RCPT') {
          recipients.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase());
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          data = [];
          reply('354 end with .');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(address) {
      const wanted = address.toLowerCase();
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const mail = mails.find((m) => m.recipients.includes(wanted));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail reached ${address} within 20 s (${mails.length} mails in all)`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
