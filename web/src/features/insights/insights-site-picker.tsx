import { deferred } from '../../components/deferred.tsx';
import { useSitePlaces } from '../visits-common/use-site-places.ts';
import type { InsightsSiteSelectProps } from './insights-site-select.tsx';

/** The select brings MUI's outlined field: only an installation with a choice of site fetches it. */
const InsightsSiteSelect = deferred<InsightsSiteSelectProps>(async () => (await import('./insights-site-select.tsx')).InsightsSiteSelect, 'site picker');

/**
 * Whose figures the insights are (issue 30): every site's by default, or one site's on its own
 * calendar and clock; offered only when the installation has more than one site.
 */
export const InsightsSitePicker = ({ site, onChange }: { readonly site: number | null; readonly onChange: (site: number | null) => void }) => {
  const places = useSitePlaces().data;
  if (!places || places.sites.length < 2) return null;
  return <InsightsSiteSelect sites={places.sites} value={site} onChange={onChange} />;
};
