import { generate } from 'selfsigned';

export interface SiteCertificate {
  key: string;
  cert: string;
  fingerprint: string;
}

/**
 * One self-signed certificate for every site host, made at start (never stored): Chromium is told to accept it
 * (`--ignore-certificate-errors`), and a Node client can pin it as its only CA.
 */
export async function siteCertificate(hosts: readonly string[]): Promise<SiteCertificate> {
  const now = new Date();
  const result = await generate([{ name: 'commonName', value: hosts[0] ?? 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + 30 * 24 * 3600_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: hosts.map((value) => ({ type: 2 as const, value })) },
    ],
  });
  return { key: result.private, cert: result.cert, fingerprint: result.fingerprint };
}
