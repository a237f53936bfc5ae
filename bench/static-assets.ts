/**
 * The SPA's scripts and styles as a browser with an empty cache loads them: the server's CPU and the
 * bytes sent for every file of the build, served from the build's compressed copies (web/vite.config.ts,
 * `precompressed`) against the same files compressed per request (a copy of the build without them),
 * alternately in one run. The same HTTP app as the product's (createHttpApp, in process), with the
 * Accept-Encoding header Chromium sends.
 *
 *   npm run build && node --import tsx bench/static-assets.ts        (ROUNDS=5, PASSES=10)
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHttpApp } from '../src/platform/http/create-http-app.ts';
import { createLogger } from '../src/platform/logging/logger.ts';
import { projectRoot } from '../src/platform/project-root.ts';
import { median } from './stats.ts';

const ROUNDS = Number(process.env['ROUNDS'] ?? 5);
const PASSES = Number(process.env['PASSES'] ?? 10);
const ACCEPT = 'gzip, deflate, br, zstd';

const built = join(projectRoot(), 'web', 'dist');
const files = (await readdir(join(built, 'assets'))).filter((name) => /\.(?:js|css)$/.test(name));
if (files.length === 0) throw new Error('web/dist has no assets: run `npm run build` first.');

const appOn = (webDir: string) =>
  createHttpApp({
    logger: createLogger('silent'),
    routes: [],
    requestScope: (work) => work(),
    healthCheck: async () => true,
    webDir,
    spa: { companyDomain: 'example.com', payloadPhrase: 'bench-phrase', corporateUrl: 'https://example.com', timeZone: 'UTC' },
    secureCookies: false,
    publicUrl: 'http://localhost:3001',
  });

// The same build without its compressed copies: what the server sent before they existed.
const plainDir = await mkdtemp(join(tmpdir(), 'vms-static-'));
await cp(built, plainDir, { recursive: true, filter: (source) => !/\.(?:br|gz)$/.test(source) });

const servers = { precompressed: appOn(built), 'compressed per request': appOn(plainDir) } as const;
type Kind = keyof typeof servers;

/** Every asset once: CPU (user + system) in ms and the bytes sent. */
const pass = async (kind: Kind): Promise<{ cpuMs: number; bytes: number }> => {
  const app = servers[kind];
  const from = process.cpuUsage();
  let bytes = 0;
  for (const name of files) {
    const response = await app.request(`/assets/${name}`, { headers: { 'Accept-Encoding': ACCEPT } });
    if (response.status !== 200) throw new Error(`${kind}: /assets/${name} answered ${response.status}`);
    bytes += (await response.arrayBuffer()).byteLength;
  }
  const used = process.cpuUsage(from);
  return { cpuMs: (used.user + used.system) / 1000, bytes };
};

const cpu: Record<Kind, number[]> = { precompressed: [], 'compressed per request': [] };
const bytes: Record<Kind, number> = { precompressed: 0, 'compressed per request': 0 };
try {
  for (const kind of Object.keys(servers) as Kind[]) await pass(kind); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const kind of (round % 2 === 0 ? ['precompressed', 'compressed per request'] : ['compressed per request', 'precompressed']) as Kind[]) {
      for (let index = 0; index < PASSES; index += 1) {
        const result = await pass(kind);
        cpu[kind].push(result.cpuMs);
        bytes[kind] = result.bytes;
      }
    }
  }
} finally {
  await rm(plainDir, { recursive: true, force: true });
}

process.stdout.write(`${files.length} scripts and styles, ${ROUNDS} rounds of ${PASSES} passes each, Accept-Encoding: ${ACCEPT}\n`);
for (const kind of Object.keys(servers) as Kind[]) {
  process.stdout.write(`${kind.padEnd(24)} CPU per pass: median ${median(cpu[kind]).toFixed(1)} ms   sent: ${(bytes[kind] / 1000).toFixed(1)} KB\n`);
}
const ratio = median(cpu['compressed per request']) / median(cpu.precompressed);
process.stdout.write(`compressing per request costs ${ratio.toFixed(1)}x the CPU; the compressed copies send ${((100 * bytes.precompressed) / bytes['compressed per request']).toFixed(1)} % of the bytes\n`);
