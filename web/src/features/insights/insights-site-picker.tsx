import type { SitePlaceView } from '#contract/api/site-answers.ts';
import { deferred } from '../../components/deferred.tsx';
import type { SiteSelectProps } from '../visits-common/site-select.tsx';

/** The select brings MUI's outlined field: only an installation with a choice of site fetches it. */
const SiteSelect = deferred<SiteSelectProps>(async () => (await import('../visits-common/site-select.tsx')).SiteSelect, 'site picker');

/**
 * Whose figures the insights are (issue 30): all the sites the user's insights may be of by default,
 * or one site's on its own calendar and clock; offered only when there are two or more (useSitePick).
 */
export const InsightsSitePicker = ({
  sites,
  site,
  onChange,
  allLabel,
}: {
  readonly sites: readonly SitePlaceView[];
  readonly site: number | null;
  readonly onChange: (site: number | null) => void;
  readonly allLabel: string;
}) => (sites.length < 2 ? null : <SiteSelect sites={sites} value={site} onChange={onChange} allLabel={allLabel} />);
