/** Column shapes every schema shares. Times are always `timestamptz`: the site's zone is applied on read. */
export const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;
