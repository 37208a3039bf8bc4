import { execFile } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE_VERSION, runtimeFiles } from './runtimes';

/**
 * The macOS runtimes are Node's official builds (decision 051): each binary's code signature is checked as macOS
 * checks it, offline. Every page of the file hashes to the CodeDirectory's hash for it; the CMS signature over the
 * CodeDirectory verifies (openssl) with a chain from the Node.js Foundation's Developer ID certificate up to Apple's
 * root, whose fingerprint is Apple Root CA's. The registry's packages repack Node's release binaries: a rebuilt or
 * altered binary fails here.
 */
const APPLE_ROOT_CA_SHA256 =
  'B0:B1:73:0E:CB:C7:FF:45:05:14:2C:49:F1:29:5E:6E:DA:6B:CA:ED:7E:2C:68:C5:BE:91:B5:A1:10:01:F0:24';
const NODE_SIGNER = 'CN=Developer ID Application: Node.js Foundation (HX7739G8FX)';
const LC_CODE_SIGNATURE = 0x1d;
const CODE_DIRECTORY = 0;
const CMS_SIGNATURE = 0x10000;
const SHA256 = 2;

const run = promisify(execFile);
let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'applypilot-signature-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** The CodeDirectory and the CMS blob of a 64-bit Mach-O's embedded signature (LC_CODE_SIGNATURE's SuperBlob). */
function signatureBlobs(binary: Buffer): { codeDirectory: Buffer; cms: Buffer } {
  expect(binary.readUInt32LE(0)).toBe(0xfeedfacf);
  const commands = binary.readUInt32LE(16);
  let at = 32;
  let blob: Buffer | undefined;
  for (let i = 0; i < commands; i += 1) {
    if (binary.readUInt32LE(at) === LC_CODE_SIGNATURE) {
      const offset = binary.readUInt32LE(at + 8);
      blob = binary.subarray(offset, offset + binary.readUInt32LE(at + 12));
    }
    at += binary.readUInt32LE(at + 4);
  }
  if (!blob) throw new Error('No LC_CODE_SIGNATURE');
  expect(blob.readUInt32BE(0)).toBe(0xfade0cc0);
  const found = new Map<number, Buffer>();
  for (let i = 0; i < blob.readUInt32BE(8); i += 1) {
    const type = blob.readUInt32BE(12 + 8 * i);
    const offset = blob.readUInt32BE(16 + 8 * i);
    found.set(type, blob.subarray(offset, offset + blob.readUInt32BE(offset + 4)));
  }
  const codeDirectory = found.get(CODE_DIRECTORY);
  const cms = found.get(CMS_SIGNATURE);
  if (!codeDirectory || !cms) throw new Error('No CodeDirectory or CMS signature');
  return { codeDirectory, cms: cms.subarray(8) };
}

/** How many of the file's pages hash differently from the CodeDirectory's slot for them. */
function mismatchedPages(binary: Buffer, cd: Buffer): { pages: number; mismatched: number } {
  expect(cd.readUInt32BE(0)).toBe(0xfade0c02);
  const hashOffset = cd.readUInt32BE(16);
  const pages = cd.readUInt32BE(28);
  const codeLimit = cd.readUInt32BE(32);
  const [hashSize, hashType, , pageShift] = cd.subarray(36, 40);
  expect(hashType).toBe(SHA256);
  const pageSize = 2 ** (pageShift ?? 0);
  let mismatched = 0;
  for (let page = 0; page < pages; page += 1) {
    const data = binary.subarray(page * pageSize, Math.min((page + 1) * pageSize, codeLimit));
    const expected = cd.subarray(
      hashOffset + page * (hashSize ?? 0),
      hashOffset + (page + 1) * (hashSize ?? 0),
    );
    if (!createHash('sha256').update(data).digest().subarray(0, hashSize).equals(expected)) mismatched += 1;
  }
  return { pages, mismatched };
}

describe.each(['macos-arm64', 'macos-x64'] as const)('the %s runtime', (platform) => {
  it(`is Node ${NODE_VERSION} as the Node.js Foundation signed it`, async () => {
    const binary = Buffer.from((await runtimeFiles(platform)).binary);
    const { codeDirectory, cms } = signatureBlobs(binary);
    const pages = mismatchedPages(binary, codeDirectory);
    expect(pages.pages).toBeGreaterThan(1000);
    expect(pages.mismatched).toBe(0);

    const files = { cd: path.join(work, `${platform}.cd`), cms: path.join(work, `${platform}.cms`) };
    await writeFile(files.cd, codeDirectory);
    await writeFile(files.cms, cms);
    const { stdout } = await run('openssl', ['pkcs7', '-inform', 'DER', '-in', files.cms, '-print_certs']);
    const certificates = (
      stdout.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []
    ).map((pem) => new X509Certificate(pem));
    const root = certificates.find((cert) => cert.subject.includes('CN=Apple Root CA'));
    expect(root?.fingerprint256).toBe(APPLE_ROOT_CA_SHA256);
    expect(certificates.some((cert) => cert.subject.split('\n').includes(NODE_SIGNER))).toBe(true);
    const rootFile = path.join(work, `${platform}-root.pem`);
    await writeFile(rootFile, root?.toString() ?? '');
    // Apple's Developer ID certificates carry a critical extension of Apple's own, which openssl does not know.
    const verified = await run('openssl', [
      'cms',
      '-verify',
      '-inform',
      'DER',
      '-in',
      files.cms,
      '-binary',
      '-content',
      files.cd,
      '-CAfile',
      rootFile,
      '-purpose',
      'any',
      '-ignore_critical',
      '-no_check_time',
      '-out',
      '/dev/null',
    ]);
    expect(verified.stderr).toContain('Verification successful');
  }, 120_000);
});
