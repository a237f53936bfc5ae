/**
 * Every key the dashboards' data lives under in the data layer (app/query-client.tsx). The root is
 * `['dashboard']`: live updates mark everything under it stale when a visit or an employee changes.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** The numbers of the signed-in user's dashboard (one call for all of them), the desk's of a site (null: where the desk opens). */
  counts: (site: number | null = null) => [...dashboardKeys.all, 'counts', site] as const,
};
