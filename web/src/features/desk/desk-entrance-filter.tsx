import { deferred } from '../../components/deferred.tsx';
import { useSitePlaces } from '../visits-common/use-site-places.ts';
import type { DeskEntranceFilterSelectProps } from './desk-entrance-filter-select.tsx';

/** The select brings MUI's outlined field, as the site picker's: only a desk at a site with entrances fetches it. */
const DeskEntranceFilterSelect = deferred<DeskEntranceFilterSelectProps>(async () => (await import('./desk-entrance-filter-select.tsx')).DeskEntranceFilterSelect, 'entrance filter');

/**
 * The desk list's "Checked in at" filter (issue 30, docs/product/sites.md SITE-ENTRANCE-05), kept in
 * the address (`?entrance=`): shown only when the listed site has entrances in use, or when the
 * address names one; a site without entrances shows nothing new. `site`: the listed site (null: the
 * one the desk opens at).
 */
export const DeskEntranceFilter = ({ site, value, onChange }: { readonly site: number | null } & Omit<DeskEntranceFilterSelectProps, 'entrances'>) => {
  const places = useSitePlaces().data;
  const siteId = site ?? places?.deskSiteId ?? null;
  const entrances = (places?.entrances ?? []).filter((entrance) => entrance.siteId === siteId);
  if (!places || (entrances.length === 0 && value === null)) return null;
  return <DeskEntranceFilterSelect entrances={entrances} value={value} onChange={onChange} />;
};
