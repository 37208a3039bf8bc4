import { describe, expect, it } from 'vitest';
import { parseEml } from './eml-reader';

describe('reading an outbox mail', () => {
  it('decodes encoded-word headers and a quoted-printable UTF-8 body with soft line breaks', () => {
    const raw = [
      'From: ApplyPilot <no-reply@localhost>',
      'To: zoe@example.com',
      'Subject: =?UTF-8?Q?V=C3=A9rify_=3Cb=3E?=',
      'Content-Transfer-Encoding: quoted-printable',
      'Date: Mon, 23 Nov 2026 12:16:46 +0000',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Hello Zo=C3=AB,',
      '',
      'open http://localhost:8080/verif=',
      'y-email?token=3Dabc&x=3D1 now',
      '',
    ].join('\n');
    expect(parseEml(raw)).toEqual({
      to: 'zoe@example.com',
      subject: 'Vérify <b>',
      date: 'Mon, 23 Nov 2026 12:16:46 +0000',
      text: 'Hello Zoë,\n\nopen http://localhost:8080/verify-email?token=abc&x=1 now\n',
    });
  });

  it('reads base64 bodies and folded headers', () => {
    const raw = [
      'To: a@example.com',
      'Subject: =?UTF-8?B?w4lsw6hWZQ==?=',
      ' =?UTF-8?Q?_suite?=',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Bonjour été').toString('base64'),
    ].join('\r\n');
    const mail = parseEml(raw);
    expect(mail.subject).toBe('ÉlèVe suite');
    expect(mail.text).toBe('Bonjour été');
  });
});
