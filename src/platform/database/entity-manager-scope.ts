import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/core';

/**
 * One request's (or job's, or command's) EntityManager, forked from the global one the first time
 * something asks for it, not before (ADR 0016). MikroORM's own `RequestContext` forks at the start of
 * every request; a session check or a desk list, which read through prepared statements on the pool
 * and never touch the identity map, paid for a fork they never used (a new EntityManager with its
 * unit of work, and two writes of `process.env` inside `fork`): about 2.5 % of a session check's CPU.
 */
class Scope {
  #fork: EntityManager | undefined;
  #forking = false;
  /** What `oncePerScope` read in this scope, by key. */
  readonly reads = new Map<symbol, Promise<unknown>>();
  /** What a statement of this scope read on the way (`noteInScope`), by key. */
  readonly notes = new Map<symbol, unknown>();

  constructor(private readonly root: EntityManager) {}

  /** The scope's fork of the manager named `name`, made now if it is the first ask. */
  entityManager(name: string): EntityManager | undefined {
    if (name !== this.root.name) return undefined;
    if (this.#fork === undefined && !this.#forking) {
      // The new manager asks for its context while it is being built; it is its own until then.
      this.#forking = true;
      try {
        this.#fork = this.root.fork({ useContext: true, disableContextResolution: true });
      } finally {
        this.#forking = false;
      }
    }
    return this.#fork;
  }

  /** The fork if something has already asked for it: reading this never makes one. */
  existing(name: string): EntityManager | undefined {
    return name === this.root.name ? this.#fork : undefined;
  }
}

const scopes = new AsyncLocalStorage<Scope>();

/**
 * A read made once per scope (a request, a job's run, a command) however often the scope asks: a
 * check-in asked for the sites three times (the door's screening, the check-in's "today", the arrival
 * mail's clock), each a round trip. A read that fails is not kept. Outside a scope it is read each
 * time. A write of what the read answers calls `forgetInScope` with its key, so the scope that wrote
 * reads it again; another scope's writes are seen by the next scope (the next request), as any read's.
 */
export const oncePerScope = <T>(key: symbol, read: () => Promise<T>): Promise<T> => {
  const scope = scopes.getStore();
  if (!scope) return read();
  const known = scope.reads.get(key) as Promise<T> | undefined;
  if (known) return known;
  const reading = read();
  scope.reads.set(key, reading);
  reading.catch(() => scope.reads.delete(key));
  return reading;
};

/** Drops the scope's read and note of `key` (after a write of what it answers). */
export const forgetInScope = (key: symbol): void => {
  const scope = scopes.getStore();
  scope?.reads.delete(key);
  scope?.notes.delete(key);
};

/**
 * Keeps a fact a statement read on the way for the rest of the scope: the session's statement reads
 * the sites' version (site-catalog-version.ts), so that the sites need no round trip of their own
 * while that version is the one a process already read. Outside a scope nothing is kept.
 */
export const noteInScope = (key: symbol, value: unknown): void => {
  scopes.getStore()?.notes.set(key, value);
};

/** What `noteInScope` kept under `key` in this scope, if anything. */
export const notedInScope = <T>(key: symbol): T | undefined => scopes.getStore()?.notes.get(key) as T | undefined;

/** Set while `currentTransaction` asks the ORM for the current manager: the ask must not fork. */
let peeking = false;

/** Runs `work` in a scope of its own: every use of the global manager inside it goes to the scope's fork. */
export const runInEntityManagerScope = <T>(root: EntityManager, work: () => Promise<T>): Promise<T> => scopes.run(new Scope(root), work);

/** MikroORM's `context` option (orm-options.ts): where the global manager finds the current fork. */
export const scopedEntityManager = (name: string): EntityManager | undefined => {
  const scope = scopes.getStore();
  return peeking ? scope?.existing(name) : scope?.entityManager(name);
};

/**
 * The transaction a statement on `em` must run in, if any, found without making the scope's fork.
 * MikroORM's public `getTransactionContext` looks for a transaction's fork first (`em.transactional`)
 * and asks the `context` option only when there is none; while peeking, that answer is the fork
 * only if it already exists: a scope whose fork was never made cannot have begun a transaction.
 */
export const currentTransaction = <T>(em: EntityManager): T | undefined => {
  if (!em.global) return em.getTransactionContext<T & object>() as T | undefined;
  peeking = true;
  try {
    return em.getTransactionContext<T & object>() as T | undefined;
  } finally {
    peeking = false;
  }
};
