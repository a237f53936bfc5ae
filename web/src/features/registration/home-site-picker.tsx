import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '#contract/messages.ts';
import { NativeSelectField } from '../../components/form/native-select-field.tsx';
import { RefreshRounded } from '../../components/mui-icons.tsx';
import type { RegistrationSites } from './use-registration-sites.ts';

export interface HomeSitePickerProps {
  readonly list: RegistrationSites;
  /** The picked site's id; null: none yet. */
  readonly value: number | null;
  readonly onChange: (siteId: number | null) => void;
}

/** Whether the installation asks a registrant for their home site: only with two sites or more (a one-site installation shows no picker). */
export const asksForHomeSite = (sites: readonly unknown[] | null): boolean => sites !== null && sites.length > 1;

/**
 * "Home Site" before the privacy notice (issue 30, docs/product/identity.md ID-REG-06): the site the
 * registrant works at, whose notice they then read; the list's own states (reading, failed) otherwise.
 * A native select, as the form's other selects (page weight: no MUI Menu).
 */
export const HomeSitePicker = ({ list, value, onChange }: HomeSitePickerProps) => {
  if (list.failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={list.reload} startIcon={<RefreshRounded />}>
            Try again
          </Button>
        }
      >
        {MESSAGES.registration.sitesFailed}
      </Alert>
    );
  }
  if (list.sites === null) return <Typography role="status">{MESSAGES.ui.loading}</Typography>;
  if (!asksForHomeSite(list.sites)) return null;
  return (
    <NativeSelectField
      label="Home Site"
      value={value === null ? '' : String(value)}
      onValueChange={(picked) => onChange(picked === '' ? null : Number(picked))}
      helperText={value === null ? 'Choose the site you work at to read its privacy notice.' : 'You read this site\'s privacy notice below.'}
      required
      fullWidth
    >
      <option value="">Select your home site</option>
      {list.sites.map((site) => (
        <option key={site.id} value={site.id}>
          {site.name}
        </option>
      ))}
    </NativeSelectField>
  );
};
