import type { EntrancePlaceView } from '#contract/api/site-answers.ts';
import { NativeSelectField } from '../../components/form/native-select-field.tsx';

export interface KioskEntranceSelectProps {
  /** The entrances in use at the kiosk's site. */
  readonly entrances: readonly EntrancePlaceView[];
  /** The entrance chosen; null: none in particular. */
  readonly value: number | null;
  readonly onChange: (entrance: number | null) => void;
  readonly disabled?: boolean;
}

/** Which entrance of its site the kiosk stands at (issue 30): its check-ins and check-outs record it. */
export const KioskEntranceSelect = ({ entrances, value, onChange, disabled = false }: KioskEntranceSelectProps) => (
  <NativeSelectField
    label="Entrance"
    fullWidth
    disabled={disabled}
    value={value === null ? '' : String(value)}
    onValueChange={(picked) => onChange(picked === '' ? null : Number(picked))}
    helperText="Visitors who check in or out here are recorded at this entrance."
  >
    <option value="">No particular entrance</option>
    {entrances.map((entrance) => (
      <option key={entrance.id} value={String(entrance.id)}>
        {entrance.name}
      </option>
    ))}
  </NativeSelectField>
);
