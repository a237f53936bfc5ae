import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QueryError } from '../../components/query-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { MESSAGES } from '../../../../src/shared/messages.ts';
import { READ_ONLY_FIELD } from '../visits-common/read-only-field.ts';
import type { ActiveEmployee } from '../visits-common/visits-api.ts';
import { useActiveEmployees } from './use-pass-data.ts';

export interface HostPickerProps {
  readonly empEmail: string;
  readonly empId: string;
  readonly error?: string | undefined;
  readonly onChange: (host: ActiveEmployee | null) => void;
}

/**
 * The security desk's choice of host: an e-mail autocomplete over the approved employees
 * (`GET /getActiveEmployee`) and the chosen employee's id, read-only, beside it.
 */
export const HostPicker = ({ empEmail, empId, error, onChange }: HostPickerProps) => {
  const hosts = useActiveEmployees();
  const failed = hosts.isError && !hosts.isFetching;
  const retry = () => void hosts.refetch();

  const employees = hosts.isSuccess ? hosts.data : [];
  const selected = employees.find((employee) => employee.emp_email === empEmail) ?? null;

  return (
    <>
      {failed && (
        <Grid size={12}>
          <QueryError onRetry={retry} message={hosts.error instanceof ApiError ? hosts.error.message : MESSAGES.photo.dataError} />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 8 }}>
        <Autocomplete
          options={employees}
          value={selected}
          loading={!hosts.isSuccess && !failed}
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
              <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
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
              // The chosen employee's name in full: the box may be too narrow for a long address (issue 12).
              helperText={error ?? (selected ? `${selected.emp_name} (${selected.emp_email})` : 'The employee the visitor comes to meet.')}
              slotProps={{ ...params.slotProps, formHelperText: { sx: { overflowWrap: 'anywhere' } } }}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField label="Employee ID" value={empId} slotProps={{ input: { readOnly: true }, inputLabel: { shrink: empId !== '' ? true : undefined } }} helperText="Filled in from the chosen employee."
          sx={READ_ONLY_FIELD}
        />
      </Grid>
    </>
  );
};
