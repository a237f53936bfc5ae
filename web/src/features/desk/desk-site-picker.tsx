import { deferred } from '../../components/deferred.tsx';
import { useSitePlaces } from '../visits-common/use-site-places.ts';
import type { DeskSiteSelectProps } from './desk-site-select.tsx';

/** The select brings MUI's outlined field, which the desk's lists otherwise never load: only a desk with a choice fetches it. */
const DeskSiteSelect = deferred<DeskSiteSelectProps>(async () => (await import('./desk-site-select.tsx')).DeskSiteSelect, 'site picker');

/**
 * Which site's visits the desk lists (issue 30), kept in the address (`?site=`): offered only when the
 * installation has more than one site; until one is picked, the caller's home site.
 */
export const DeskSitePicker = ({ site, onChange }: { readonly site: number | null; readonly onChange: (site: number) => void }) => {
  const places = useSitePlaces().data;
  if (!places || places.sites.length < 2) return null;
  return <DeskSiteSelect sites={places.sites} value={site ?? places.homeSiteId} onChange={onChange} />;
};
