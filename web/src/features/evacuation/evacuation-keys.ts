/** Every evacuation read lives under this root, which live updates of kind `evacuation` mark stale (app/live-updates.ts). */
export const evacuationKeys = {
  all: ['evacuation'] as const,
  open: (siteId: number) => [...evacuationKeys.all, 'open', siteId] as const,
};
