import Box from '@mui/material/Box';
import type { SitePlaceView } from '#contract/api/site-answers.ts';
import { NativeSelectField } from '../../components/form/native-select-field.tsx';

export interface SiteSelectProps {
  readonly sites: readonly SitePlaceView[];
  /** Null: all of them (offered only with `allLabel`). */
  readonly value: number | null;
  readonly onChange: (site: number | null) => void;
  /** The choice of every site offered ("All sites" for an admin, "All my sites" for a site admin); absent: one site at a time. */
  readonly allLabel?: string;
}

const ALL = 'all';

/** A screen's choice of site (issue 30, useSitePick): loaded only where there is a choice. */
export const SiteSelect = ({ sites, value, onChange, allLabel }: SiteSelectProps) => (
  <Box sx={{ minWidth: 180 }}>
    <NativeSelectField label="Site" value={value === null ? ALL : String(value)} onValueChange={(chosen) => onChange(chosen === ALL ? null : Number(chosen))}>
      {allLabel !== undefined && <option value={ALL}>{allLabel}</option>}
      {sites.map((place) => (
        <option key={place.id} value={String(place.id)}>
          {place.name}
        </option>
      ))}
    </NativeSelectField>
  </Box>
);
