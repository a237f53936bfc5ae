import Box from '@mui/material/Box';
import type { EntrancePlaceView } from '#contract/api/site-answers.ts';
import { NativeSelectField } from '../../components/form/native-select-field.tsx';

export interface DeskEntranceFilterSelectProps {
  /** The entrances in use at the listed site. */
  readonly entrances: readonly EntrancePlaceView[];
  /** The entrance the list is filtered by (`?entrance=`); null: all of them. */
  readonly value: number | null;
  readonly onChange: (entrance: number | null) => void;
}

/**
 * The desk list's filter by the entrance visits were checked in at (issue 30). An address may name
 * an entrance retired since (the server lists its visits still): it is offered under a plain label,
 * as the sites' places carry only the entrances in use.
 */
export const DeskEntranceFilterSelect = ({ entrances, value, onChange }: DeskEntranceFilterSelectProps) => (
  <Box sx={{ minWidth: 180 }}>
    <NativeSelectField label="Checked in at" value={value === null ? '' : String(value)} onValueChange={(picked) => onChange(picked === '' ? null : Number(picked))}>
      <option value="">All entrances</option>
      {entrances.map((entrance) => (
        <option key={entrance.id} value={String(entrance.id)}>
          {entrance.name}
        </option>
      ))}
      {value !== null && !entrances.some((entrance) => entrance.id === value) && <option value={String(value)}>An entrance no longer in use</option>}
    </NativeSelectField>
  </Box>
);
