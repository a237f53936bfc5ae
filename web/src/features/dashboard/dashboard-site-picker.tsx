import { deferred } from '../../components/deferred.tsx';
import type { SitePick } from '../visits-common/use-site-pick.ts';
import type { SiteSelectProps } from '../visits-common/site-select.tsx';

/** The select brings MUI's outlined field, which the dashboard otherwise never loads: only a desk with a choice fetches it. */
const SiteSelect = deferred<SiteSelectProps>(async () => (await import('../visits-common/site-select.tsx')).SiteSelect, 'site picker');

/**
 * Whose desk numbers the dashboard shows (issue 30): offered only among the sites whose desk the user
 * works, and only when there are two or more; the pick is remembered for the user (useSitePick), so
 * the desk list and the next visit to the dashboard, in any browser, open at it.
 */
export const DashboardSitePicker = ({ sites }: { readonly sites: SitePick }) => {
  if (sites.sites.length < 2 || !sites.site) return null;
  return <SiteSelect sites={sites.sites} value={sites.site.id} onChange={(site) => site !== null && sites.pick(site)} />;
};
