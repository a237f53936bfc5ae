import { useEffect } from 'react';
import { deferred } from '../../components/deferred.tsx';
import { useSitePick } from '../visits-common/use-site-pick.ts';
import type { DeskSiteSelectProps } from './desk-site-select.tsx';

/** The select brings MUI's outlined field, which the desk's lists otherwise never load: only a desk with a choice fetches it. */
const DeskSiteSelect = deferred<DeskSiteSelectProps>(async () => (await import('./desk-site-select.tsx')).DeskSiteSelect, 'site picker');

/**
 * Which site's visits the desk lists (issue 30), kept in the address (`?site=`): offered only among the
 * sites whose desk the caller works (ADR 42: an admin's every site, a security user's or site admin's
 * own), and only when there are two or more. Opened with no site in the address, the desk goes to the
 * one the user last picked (remembered for them, useSitePick), else the site the server opens it at.
 */
export const DeskSitePicker = ({ site, onChange }: { readonly site: number | null; readonly onChange: (site: number) => void }) => {
  const { sites, site: current, fallback, pick } = useSitePick('desk', site);
  const remembered = site === null && current && current.id !== fallback?.id ? current.id : null;
  useEffect(() => {
    if (remembered !== null) onChange(remembered);
  }, [remembered, onChange]);
  if (sites.length < 2 || !current) return null;
  const choose = (id: number) => {
    pick(id);
    onChange(id);
  };
  return <DeskSiteSelect sites={sites} value={current.id} onChange={choose} />;
};
