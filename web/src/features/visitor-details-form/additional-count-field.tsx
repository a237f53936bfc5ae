import { NativeSelectField } from '../../components/form/native-select-field.tsx';

/** The counts a visitor can choose: up to 4 people come with them. */
const ADDITIONAL_COUNTS = ['1', '2', '3', '4'] as const;

export interface AdditionalCountFieldProps {
  readonly value: string;
  readonly error: string | undefined;
  readonly onValueChange: (value: string) => void;
}

/**
 * "Number of Additional Visitors", shown once the visitor answers Yes: a chunk of its own with MUI's
 * NativeSelect (about 3 KB gzip), fetched as the form renders (details-form.tsx), so that it is not part
 * of what the form loads before it is usable; the placeholder in deferred-count-field.tsx looks the same meanwhile.
 */
const AdditionalCountField = ({ value, error, onValueChange }: AdditionalCountFieldProps) => (
  <NativeSelectField
    label="Number of Additional Visitors"
    required
    value={value}
    onValueChange={onValueChange}
    error={Boolean(error)}
    helperText={error ?? 'Up to 4 people.'}
  >
    <option value="" disabled>
      Select
    </option>
    {ADDITIONAL_COUNTS.map((count) => (
      <option key={count} value={count}>
        {count}
      </option>
    ))}
  </NativeSelectField>
);

export default AdditionalCountField;
