/**
 * Runs the fake on its own for manual runs of the product against it:
 *   npx tsx packages/fake-gemini/src/cli.ts --port 8787
 * then start the API with GEMINI_API_URL=http://127.0.0.1:8787 (any non-empty key is accepted).
 */
import { parseArgs } from 'node:util';
import { startFakeGemini } from './server';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '8787' }, host: { type: 'string', default: '127.0.0.1' } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`fake-gemini: --port must be a port number, got ${values.port}`);
  process.exit(2);
}
const fake = await startFakeGemini({ port, host: values.host });
console.log(`fake-gemini listening on ${fake.url}`);

let logged = 0;
// One line per request, without the key, so a manual run shows what the product sent.
const timer = setInterval(() => {
  for (const request of fake.requests.slice(logged)) {
    const audio = request.inlineData.map((part) => `${part.mimeType} ${part.bytes} B`).join(', ');
    console.log(`#${request.id} ${request.kind} ${request.model}${audio ? ` [${audio}]` : ''}`);
  }
  logged = fake.requests.length;
}, 250);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(timer);
    void fake.close().then(() => process.exit(0));
  });
}
