import Box from '@mui/material/Box';
import { useState } from 'react';
import type { EntrancePlaceView } from '#contract/api/site-answers.ts';
import { NativeSelectField } from '../../components/form/native-select-field.tsx';
import { chooseDeskEntrance, deskEntrance } from './desk-entrance.ts';

/** What the picker offers: the entrances in use at the desk's site. */
export interface DeskEntranceSelectProps {
  readonly entrances: readonly EntrancePlaceView[];
}

/**
 * Which entrance of the desk's site this device stands at (issue 30): remembered by the browser
 * (desk-entrance.ts) and sent with each check-in and check-out. "Not at an entrance" records none.
 */
export const DeskEntranceSelect = ({ entrances }: DeskEntranceSelectProps) => {
  const [chosen, setChosen] = useState(() => deskEntrance());
  const value = entrances.some((entrance) => entrance.id === chosen) ? String(chosen) : '';
  return (
    <Box sx={{ minWidth: 180 }}>
      <NativeSelectField
        label="Entrance"
        value={value}
        onValueChange={(picked) => {
          const id = picked === '' ? null : Number(picked);
          chooseDeskEntrance(id);
          setChosen(id);
        }}
      >
        <option value="">Not at an entrance</option>
        {entrances.map((entrance) => (
          <option key={entrance.id} value={String(entrance.id)}>
            {entrance.name}
          </option>
        ))}
      </NativeSelectField>
    </Box>
  );
};
