// A stand-in for tools/download's platform build, for the API's tests of when and how it is run (decision 051): it
// records how it was started (its arguments, the key it was given, whether the signing key reached it) and every line
// the API writes to it, reports progress, and writes the files of downloads.json as the real build does, one platform
// when `<control>/release` appears, the rest when `<control>/release-all` does. `<control>/fail` makes it fail.
// Arguments: <log file> <control folder> <platforms as JSON> <agent version> [--first <platform>]
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const [logFile, control, platformsJson, version, ...rest] = process.argv.slice(2);
const log = (line) => appendFileSync(logFile, `${line}\n`);
log(`start ${rest.join(' ')}`.trim());
log(`key ${process.env.DOWNLOADS_GRANT_PUBLIC_KEY}`);
log(`signing key ${process.env.GRANT_SIGNING_KEY === undefined ? 'absent' : 'present'}`);
createInterface({ input: process.stdin }).on('line', (line) => log(`stdin ${line}`));
if (existsSync(path.join(control, 'fail'))) {
  process.stderr.write('npm pack failed: no network\n');
  process.exit(1);
}
const platforms = JSON.parse(platformsJson);
const firstAt = rest.indexOf('--first');
const first = firstAt >= 0 ? rest[firstAt + 1] : platforms[0];
const order = [first, ...platforms.filter((platform) => platform !== first)];
const out = process.env.DOWNLOADS_DIR;
const files = [];
const writeOne = (platform) => {
  const file = `ApplyPilot-agent-${platform}.zip`;
  const data = Buffer.from(`zip for ${platform}`);
  writeFileSync(path.join(out, file), data);
  files.push({ platform, file, bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') });
  const manifest = {
    version,
    apiOrigin: process.env.APP_ORIGIN,
    grantPublicKey: process.env.DOWNLOADS_GRANT_PUBLIC_KEY,
    nodeVersion: '22.23.2',
    files,
    storeZip: null,
  };
  writeFileSync(path.join(out, 'downloads.json'), JSON.stringify(manifest));
};
console.log(JSON.stringify({ preparing: { platform: first, percent: 40 } }));
const wait = (name) =>
  new Promise((resolve) => {
    const timer = setInterval(() => {
      if (!existsSync(path.join(control, name))) return;
      clearInterval(timer);
      resolve();
    }, 20);
  });
await wait('release');
writeOne(order[0]);
console.log(JSON.stringify({ preparing: { platform: order[1], percent: 0 } }));
await wait('release-all');
for (const platform of order.slice(1)) writeOne(platform);
process.exit(0);
