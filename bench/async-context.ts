/**
 * What a promise costs once an AsyncLocalStorage has run, on the Node that runs this (issue 29).
 * MikroORM runs one around every flush and transaction, so a server that writes through it pays this
 * on every promise for the rest of its life. On Node 20 the first `run` turns on async hooks for the
 * whole process; Node 24's AsyncLocalStorage keeps its stores in V8's context frame instead.
 *
 *   npx node --import tsx bench/async-context.ts          # Node 24 (the project's)
 *   /usr/bin/node --import tsx bench/async-context.ts     # the machine's Node 20
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const AWAITS = 2_000_000;

/** CPU milliseconds (user + system) of AWAITS awaits in a row. */
const awaits = async (): Promise<number> => {
  const before = process.cpuUsage();
  for (let i = 0; i < AWAITS; i += 1) await null;
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
};

const fresh = await awaits();
const storage = new AsyncLocalStorage<{ readonly request: number }>();
await storage.run({ request: 0 }, async () => {
  await null;
});
const afterOneRun = await awaits();
const insideAStore = await storage.run({ request: 1 }, awaits);
console.log(
  `${process.version}: ${AWAITS.toLocaleString('en')} awaits, CPU ${fresh.toFixed(0)} ms before any AsyncLocalStorage ran, ` +
    `${afterOneRun.toFixed(0)} ms after one had, ${insideAStore.toFixed(0)} ms inside a store`,
);
