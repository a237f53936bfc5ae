/**
 * Where a server's CPU went, from a `.cpuprofile` (`node --cpu-prof`; bench/compare.ts writes one per
 * server with CPU_PROFILE=<dir>): self time by package, by file and by function, and inclusive time by
 * function (each function counted once per sample, however often it is on the stack). Idle time is
 * left out; shares are of the busy time.
 *
 *   npx node --import tsx bench/cpu-profile.ts <file.cpuprofile> [rows] [only names containing this]
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
}
interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const [file, rowsArg, filter] = process.argv.slice(2);
if (!file) throw new Error('usage: bench/cpu-profile.ts <file.cpuprofile> [rows] [filter]');
const rows = Number(rowsArg ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

// Sampled time per node, in microseconds.
const sampled = new Map<number, number>();
profile.samples.forEach((id, i) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const shortUrl = (url: string): string => url.replace(/^file:\/\//, '').replace(/.*node_modules\//, 'nm:');
const packageOf = (url: string): string => {
  const short = shortUrl(url);
  if (!short) return '(native, GC)';
  if (short.startsWith('nm:')) {
    const [first = '', second = ''] = short.slice(3).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  return short.startsWith('node:') ? 'node:internal' : 'app';
};
const nameOf = (frame: CallFrame): string => `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;

const add = (map: Map<string, number>, key: string, micros: number) => map.set(key, (map.get(key) ?? 0) + micros);
const [byPackage, byFile, byFunction, inclusive] = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
let busy = 0;
for (const [id, micros] of sampled) {
  const frame = byId.get(id)!.callFrame;
  if (frame.functionName === '(idle)') continue;
  busy += micros;
  add(byPackage, packageOf(frame.url), micros);
  add(byFile, shortUrl(frame.url) || `(${frame.functionName})`, micros);
  add(byFunction, nameOf(frame), micros);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const name = nameOf(byId.get(at)!.callFrame);
    if (!seen.has(name)) add(inclusive, name, micros);
    seen.add(name);
  }
}

const show = (title: string, map: Map<string, number>, count = rows) => {
  console.log(`\n== ${title} (busy ${(busy / 1000).toFixed(0)} ms)`);
  const kept = [...map].filter(([name]) => !filter || name.includes(filter)).sort((a, b) => b[1] - a[1]);
  for (const [name, micros] of kept.slice(0, count)) console.log(`${(micros / 1000).toFixed(1).padStart(9)} ms ${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${name}`);
};
show('self, by package', byPackage, 30);
show('self, by file', byFile);
show('self, by function', byFunction);
show('inclusive, by function', inclusive, rows * 2);
