import { deferred } from '../../components/deferred.tsx';
import { deskSitesOf, useSitePlaces } from '../visits-common/use-site-places.ts';
import type { DeskSiteSelectProps } from './desk-site-select.tsx';

/** The select brings MUI's outlined field, which the desk's lists otherwise never load: only a desk with a choice fetches it. */
const DeskSiteSelect = deferred<DeskSiteSelectProps>(async () => (await import('./desk-site-select.tsx')).DeskSiteSelect, 'site picker');

/**
 * Which site's visits the desk lists (issue 30), kept in the address (`?site=`): offered only among the
 * sites whose desk the caller works (ADR 42: an admin's every site, a security user's or site admin's
 * own), and only when there are two or more; until one is picked, the site the server opens the desk at.
 */
export const DeskSitePicker = ({ site, onChange }: { readonly site: number | null; readonly onChange: (site: number) => void }) => {
  const places = useSitePlaces().data;
  const mine = places && deskSitesOf(places);
  if (!mine || mine.sites.length < 2) return null;
  return <DeskSiteSelect sites={mine.sites} value={site ?? mine.homeSiteId} onChange={onChange} />;
};
