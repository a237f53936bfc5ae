#!/usr/bin/env node
/**
 * `node scripts/cpu-of-run.mjs <command…>`: runs the command and prints the CPU (user + system) of
 * every process it started, Chromium's included, which `/usr/bin/time` misses (its renderers are
 * reaped by its zygote, not waited for by the test process). Reads /proc twice a second and adds up
 * each descendant's last `utime + stime`, so each process's last half second (and one that lives
 * less) is missed: for runs of minutes, with pages and contexts that live seconds, a few per cent. Linux only. How the "Test suite" figures of docs/performance.md are taken.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICK = 100; // USER_HZ on Linux
const stat = (pid) => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(rest[1]), cpu: (Number(rest[11]) + Number(rest[12])) / TICK, name: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')) };
  } catch {
    return null;
  }
};

const started = performance.now();
const child = spawn(process.argv[2], process.argv.slice(3), { stdio: 'inherit' });
const tree = new Set([child.pid]);
const seen = new Map();
const sample = () => {
  const procs = new Map();
  for (const name of readdirSync('/proc')) if (/^\d+$/.test(name)) procs.set(Number(name), stat(name));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, info] of procs) {
      if (info && !tree.has(pid) && tree.has(info.ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  for (const pid of tree) if (procs.get(pid)) seen.set(pid, procs.get(pid));
};
const timer = setInterval(sample, 500);
child.on('exit', (code) => {
  clearInterval(timer);
  const by = {};
  for (const { cpu, name } of seen.values()) {
    const kind = /chrom/i.test(name) ? 'Chromium' : /postgres/.test(name) ? 'PostgreSQL' : 'the rest';
    by[kind] = (by[kind] ?? 0) + cpu;
  }
  const total = Object.values(by).reduce((sum, cpu) => sum + cpu, 0);
  const wall = (performance.now() - started) / 1000;
  const parts = Object.entries(by).map(([kind, cpu]) => `${kind} ${cpu.toFixed(1)} s`).join(', ');
  process.stderr.write(`cpu-of-run: wall ${wall.toFixed(1)} s, CPU ${total.toFixed(1)} s (${parts}), load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n`);
  process.exit(code ?? 1);
});
