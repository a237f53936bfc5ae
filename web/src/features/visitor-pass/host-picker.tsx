import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import SvgIcon from '@mui/material/SvgIcon';
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { QueryError } from '../../components/query-state.tsx';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { MESSAGES } from '#contract/messages.ts';
import { READ_ONLY_FIELD } from '../visits-common/read-only-field.ts';
import type { ActiveEmployee } from '../visits-common/visits-api.ts';
import { useActiveEmployees } from './use-pass-data.ts';

/** The autocomplete's code (Autocomplete with Popper), fetched as the desk's form renders. */
const HostEmailAutocomplete = lazy(() => import('./host-email-autocomplete.tsx'));

export interface HostPickerProps {
  readonly empEmail: string;
  readonly empId: string;
  readonly error?: string | undefined;
  readonly onChange: (host: ActiveEmployee | null) => void;
}

/** The e-mail and the id side by side from md up (8 and 4 of 12 columns, as MUI's Grid laid them out), one above the other below. */
const HOST_COLUMNS = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(12, minmax(0, 1fr))' }, gap: { xs: 2, sm: 2.5 } } as const;
const EMAIL_COLUMNS = { gridColumn: { md: 'span 8' } } as const;
const ID_COLUMNS = { gridColumn: { md: 'span 4' } } as const;

/**
 * What the Employee Email field looks like while the autocomplete's code arrives (a moment after the
 * form appears): the same outlined field, label, placeholder, helper text and arrow, not yet editable.
 */
const HostEmailPlaceholder = ({ error, helperText }: { readonly error: string | undefined; readonly helperText: string }) => (
  <OutlinedTextField
    label="Employee Email"
    required
    fullWidth
    value=""
    placeholder="Search by e-mail or name"
    error={Boolean(error)}
    helperText={helperText}
    slotProps={{
      htmlInput: { readOnly: true, 'aria-busy': true },
      formHelperText: { sx: { overflowWrap: 'break-word' } },
      input: {
        endAdornment: (
          <InputAdornment position="end">
            {/* Where the Autocomplete's arrow sits: 9 px from the field's right edge. */}
            <IconButton aria-label="Open" disabled tabIndex={-1} size="small" sx={{ mr: '-10px', '&.Mui-disabled': { color: 'action.active' } }}>
              <SvgIcon fontSize="medium">
                <path d="M7 10l5 5 5-5z" />
              </SvgIcon>
            </IconButton>
          </InputAdornment>
        ),
      },
    }}
  />
);

/**
 * The security desk's choice of host: an e-mail autocomplete over the approved employees
 * (`GET /getActiveEmployee`) and the chosen employee's id, read-only, beside it. A whole row of the
 * form's grid.
 */
export const HostPicker = ({ empEmail, empId, error, onChange }: HostPickerProps) => {
  const hosts = useActiveEmployees();
  const failed = hosts.isError && !hosts.isFetching;
  const retry = () => void hosts.refetch();

  const employees = hosts.isSuccess ? hosts.data : [];
  const selected = employees.find((employee) => employee.emp_email === empEmail) ?? null;
  // The chosen employee's name in full: the box may be too narrow for a long address (issue 12).
  const helperText = error ?? (selected ? `${selected.emp_name} (${selected.emp_email})` : 'The employee the visitor comes to meet.');

  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: { xs: 2, sm: 2.5 } }}>
      {failed && <QueryError onRetry={retry} message={hosts.error instanceof ApiError ? hosts.error.message : MESSAGES.photo.dataError} />}
      <Box sx={HOST_COLUMNS}>
        <Box sx={EMAIL_COLUMNS}>
          <Suspense fallback={<HostEmailPlaceholder error={error} helperText={helperText} />}>
            <HostEmailAutocomplete employees={employees} selected={selected} loading={!hosts.isSuccess && !failed} error={error} helperText={helperText} onChange={onChange} />
          </Suspense>
        </Box>
        <Box sx={ID_COLUMNS}>
          <OutlinedTextField
            label="Employee ID"
            value={empId}
            slotProps={{ input: { readOnly: true }, inputLabel: { shrink: empId !== '' ? true : undefined } }}
            helperText="Filled in from the chosen employee."
            sx={READ_ONLY_FIELD}
          />
        </Box>
      </Box>
    </Box>
  );
};
