import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Certificate {
  certificateFile: string;
  keyFile: string;
  /** The certificate's PEM: the test's clients trust it and nothing else. */
  pem: string;
}

/**
 * A self-signed certificate for `hostName`, made with Debian's openssl as an operator would for a staging host: nginx
 * terminates TLS with it, and the clients trust exactly this certificate.
 */
export async function selfSignedCertificate(dir: string, hostName: string): Promise<Certificate> {
  const certificateFile = path.join(dir, 'tls.crt');
  const keyFile = path.join(dir, 'tls.key');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    `/CN=${hostName}`,
    '-addext',
    `subjectAltName=DNS:${hostName}`,
    '-keyout',
    keyFile,
    '-out',
    certificateFile,
  ]);
  return { certificateFile, keyFile, pem: await readFile(certificateFile, 'utf8') };
}

/** GRANT_SIGNING_KEY made with the command deploy/api.env.example gives: the base64 of an Ed25519 PKCS#8 DER. */
export async function grantSigningKey(): Promise<string> {
  const { stdout } = await run('openssl', ['genpkey', '-algorithm', 'ed25519', '-outform', 'DER'], {
    encoding: 'buffer',
  });
  return stdout.toString('base64');
}
