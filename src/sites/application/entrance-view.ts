import type { EntranceView } from '#contract/api/site-answers.ts';
import type { Entrance } from '../domain/entrance.ts';

/** An entrance as its site's managers and `vms sites entrances` see it. */
export const entranceView = (entrance: Entrance): EntranceView => ({
  id: entrance.id,
  siteId: entrance.siteId,
  name: entrance.name,
  retiredAt: entrance.retiredAt?.toISOString() ?? null,
  createdAt: entrance.createdAt.toISOString(),
  updatedAt: entrance.updatedAt.toISOString(),
});
