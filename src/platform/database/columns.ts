import { p } from '@mikro-orm/core';

/** Column shapes every schema shares. Times are always `timestamptz`: the site's zone is applied on read. */
export const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;

/** The same for a definition made with `defineEntity`'s property builders. */
export const instant = () => p.datetime().columnType('timestamptz');
