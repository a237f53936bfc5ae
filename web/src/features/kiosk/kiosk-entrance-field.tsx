import { deferred } from '../../components/deferred.tsx';
import { useSitePlaces } from '../visits-common/use-site-places.ts';
import type { KioskEntranceSelectProps } from './kiosk-entrance-select.tsx';

/** The select brings MUI's outlined select field: only a kiosk started at a site with entrances fetches it. */
const KioskEntranceSelect = deferred<KioskEntranceSelectProps>(async () => (await import('./kiosk-entrance-select.tsx')).KioskEntranceSelect, 'entrance field');

/**
 * The start form's Entrance (issue 30, docs/product/sites.md SITE-ENTRANCE-04): the entrances in use at
 * the site the kiosk will stand at (`kioskSiteId`, the server's own rule), "No particular entrance"
 * by default; nothing at a site without entrances.
 */
export const KioskEntranceField = (props: Omit<KioskEntranceSelectProps, 'entrances'>) => {
  const places = useSitePlaces().data;
  const siteId = places?.kioskSiteId ?? null;
  const entrances = (places?.entrances ?? []).filter((entrance) => entrance.siteId === siteId);
  if (entrances.length === 0) return null;
  return <KioskEntranceSelect entrances={entrances} {...props} />;
};
