import Box from '@mui/material/Box';
import type { SitePlaceView } from '#contract/api/site-answers.ts';
import { NativeSelectField } from '../../components/form/native-select-field.tsx';

export interface DeskSiteSelectProps {
  readonly sites: readonly SitePlaceView[];
  readonly value: number;
  readonly onChange: (site: number) => void;
}

/** The desk's choice among several sites: a field of its own, loaded only where there is a choice. */
export const DeskSiteSelect = ({ sites, value, onChange }: DeskSiteSelectProps) => (
  <Box sx={{ minWidth: 180 }}>
    <NativeSelectField label="Site" value={String(value)} onValueChange={(chosen) => onChange(Number(chosen))}>
      {sites.map((place) => (
        <option key={place.id} value={String(place.id)}>
          {place.name}
        </option>
      ))}
    </NativeSelectField>
  </Box>
);
