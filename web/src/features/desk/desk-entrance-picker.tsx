import { deferred } from '../../components/deferred.tsx';
import { useSitePlaces } from '../visits-common/use-site-places.ts';
import type { DeskEntranceSelectProps } from './desk-entrance-select.tsx';

/** The select brings MUI's outlined field, as the site picker's: only a desk at a site with entrances fetches it. */
const DeskEntranceSelect = deferred<DeskEntranceSelectProps>(async () => (await import('./desk-entrance-select.tsx')).DeskEntranceSelect, 'entrance picker');

/**
 * Beside the desk's site picker: shown only when the desk's site has entrances in use, so a site
 * without entrances shows nothing new. `site`: the site the desk lists (null: the one it opens at).
 */
export const DeskEntrancePicker = ({ site }: { readonly site: number | null }) => {
  const places = useSitePlaces().data;
  const siteId = site ?? places?.deskSiteId ?? null;
  const entrances = (places?.entrances ?? []).filter((entrance) => entrance.siteId === siteId);
  if (entrances.length === 0) return null;
  return <DeskEntranceSelect key={siteId} entrances={entrances} />;
};
