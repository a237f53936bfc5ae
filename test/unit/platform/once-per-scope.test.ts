import type { EntityManager } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { forgetInScope, oncePerScope, runInEntityManagerScope } from '../../../src/platform/database/entity-manager-scope.ts';

/** The scope never forks here: nothing below asks for an EntityManager. */
const root = { name: 'default' } as EntityManager;
const KEY = Symbol('test read');

/** A read that answers the number of times it has run, and counts them. */
const counter = () => {
  let runs = 0;
  return {
    read: () => Promise.resolve((runs += 1)),
    runs: () => runs,
  };
};

describe(oncePerScope.name, () => {
  it('should read once in a scope however often the scope asks, the same answer to each', async () => {
    const source = counter();
    const answers = await runInEntityManagerScope(root, async () => [await oncePerScope(KEY, source.read), await oncePerScope(KEY, source.read), await oncePerScope(KEY, source.read)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(source.runs()).toBe(1);
  });

  it('should read again in the next scope (the next request sees what others wrote)', async () => {
    const source = counter();
    const first = await runInEntityManagerScope(root, () => oncePerScope(KEY, source.read));
    const second = await runInEntityManagerScope(root, () => oncePerScope(KEY, source.read));
    expect([first, second]).toEqual([1, 2]);
  });

  it('should share one read between asks made at once', async () => {
    const source = counter();
    const answers = await runInEntityManagerScope(root, () => Promise.all([oncePerScope(KEY, source.read), oncePerScope(KEY, source.read)]));
    expect(answers).toEqual([1, 1]);
    expect(source.runs()).toBe(1);
  });

  it('should read again after the scope forgets the key (its own write)', async () => {
    const source = counter();
    const answers = await runInEntityManagerScope(root, async () => {
      const before = await oncePerScope(KEY, source.read);
      forgetInScope(KEY);
      return [before, await oncePerScope(KEY, source.read), await oncePerScope(KEY, source.read)];
    });
    expect(answers).toEqual([1, 2, 2]);
  });

  it('should keep reads of different keys apart', async () => {
    const source = counter();
    const other = Symbol('another read');
    const answers = await runInEntityManagerScope(root, async () => [await oncePerScope(KEY, source.read), await oncePerScope(other, source.read)]);
    expect(answers).toEqual([1, 2]);
  });

  it('should not keep a read that failed: the next ask reads again', async () => {
    let runs = 0;
    const flaky = () => {
      runs += 1;
      return runs === 1 ? Promise.reject(new Error('connection lost')) : Promise.resolve('sites');
    };
    const answers = await runInEntityManagerScope(root, async () => {
      const failed = await oncePerScope(KEY, flaky).catch((error: unknown) => (error as Error).message);
      return [failed, await oncePerScope(KEY, flaky)];
    });
    expect(answers).toEqual(['connection lost', 'sites']);
  });

  it('should read each time outside any scope', async () => {
    const source = counter();
    expect([await oncePerScope(KEY, source.read), await oncePerScope(KEY, source.read)]).toEqual([1, 2]);
  });
});
