import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ActiveEmployee } from '../visits-common/visits-api.ts';

export interface HostEmailAutocompleteProps {
  readonly employees: readonly ActiveEmployee[];
  readonly selected: ActiveEmployee | null;
  readonly loading: boolean;
  readonly error: string | undefined;
  readonly helperText: string;
  readonly onChange: (host: ActiveEmployee | null) => void;
}

/**
 * The host's e-mail as an autocomplete over the approved employees (MUI's Autocomplete with Popper,
 * about 20 KB gzip): its own chunk, fetched when the security desk's form renders (host-picker.tsx),
 * so that an employee's pass form, which has no host to choose, never loads it.
 */
const HostEmailAutocomplete = ({ employees, selected, loading, error, helperText, onChange }: HostEmailAutocompleteProps) => (
  <Autocomplete
    options={employees}
    value={selected}
    loading={loading}
    onChange={(_event, employee) => onChange(employee)}
    getOptionLabel={(employee) => employee.emp_email}
    isOptionEqualToValue={(option, value) => option.emp_email === value.emp_email}
    filterOptions={(options, { inputValue }) => {
      const wanted = inputValue.trim().toLowerCase();
      return wanted === ''
        ? options
        : options.filter((o) => o.emp_email.toLowerCase().includes(wanted) || o.emp_name.toLowerCase().includes(wanted) || o.emp_id.toLowerCase().includes(wanted));
    }}
    renderOption={({ key, ...props }, employee) => (
      <Box component="li" key={key} {...props} sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {employee.emp_name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
          {employee.emp_email} · {employee.emp_id}
        </Typography>
      </Box>
    )}
    noOptionsText="No approved employee matches"
    renderInput={(params) => (
      <TextField
        {...params}
        label="Employee Email"
        required
        placeholder="Search by e-mail or name"
        error={Boolean(error)}
        helperText={helperText}
        slotProps={{ ...params.slotProps, formHelperText: { sx: { overflowWrap: 'break-word' } } }}
      />
    )}
  />
);

export default HostEmailAutocomplete;
