import Box from '@mui/material/Box';
import type { SitePlaceView } from '#contract/api/site-answers.ts';
import { NativeSelectField } from '../../components/form/native-select-field.tsx';

export interface InsightsSiteSelectProps {
  readonly sites: readonly SitePlaceView[];
  /** Null: every site. */
  readonly value: number | null;
  readonly onChange: (site: number | null) => void;
}

const ALL = 'all';

/** The insights' choice of site: every site (the default), or one. Loaded only where there is a choice. */
export const InsightsSiteSelect = ({ sites, value, onChange }: InsightsSiteSelectProps) => (
  <Box sx={{ minWidth: 180 }}>
    <NativeSelectField label="Site" value={value === null ? ALL : String(value)} onValueChange={(chosen) => onChange(chosen === ALL ? null : Number(chosen))}>
      <option value={ALL}>All sites</option>
      {sites.map((place) => (
        <option key={place.id} value={String(place.id)}>
          {place.name}
        </option>
      ))}
    </NativeSelectField>
  </Box>
);
