import type { Constructor } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { Migration20261121230426_initial } from './Migration20261121230426_initial.ts';
import { Migration20261121231215_identity_limits } from './Migration20261121231215_identity_limits.ts';
import { Migration20261121234435_desk_indexes } from './Migration20261121234435_desk_indexes.ts';
import { Migration20261122150523_replicas } from './Migration20261122150523_replicas.ts';

/**
 * Every migration, in order. Listed explicitly because loading `.ts` migrations by path fails under
 * vitest and in the compiled build alike. A new migration is made with `vms db create-migration`.
 */
export const MIGRATIONS: { name: string; class: Constructor<Migration> }[] = [
  { name: 'Migration20261121230426_initial', class: Migration20261121230426_initial },
  { name: 'Migration20261121231215_identity_limits', class: Migration20261121231215_identity_limits },
  { name: 'Migration20261121234435_desk_indexes', class: Migration20261121234435_desk_indexes },
  { name: 'Migration20261122150523_replicas', class: Migration20261122150523_replicas },
];
