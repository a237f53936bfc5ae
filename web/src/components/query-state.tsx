import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../../src/shared/messages.ts';

/**
 * What a screen shows while its data loads, when loading failed, and when there is nothing to show:
 * one look for every screen that reads through the data layer (app/query-client.tsx).
 */

/** A centred spinner, named for screen readers ("Loading who is on site"); `py` its space above and below. */
export const QueryLoading = ({ label, py = 8 }: { readonly label: string; readonly py?: number }) => (
  <Stack sx={{ alignItems: 'center', py }} role="status" aria-live="polite">
    <CircularProgress aria-label={label} />
  </Stack>
);

/**
 * A failed load in the product's words (by default "Error fetching data") with a Retry
 * button; `retryIcon` for the screens whose Retry has always carried one.
 */
export const QueryError = ({
  onRetry,
  message = MESSAGES.photo.dataError,
  retryIcon,
}: {
  readonly onRetry?: () => void;
  readonly message?: ReactNode;
  readonly retryIcon?: ReactNode;
}) => (
  <Alert
    severity="error"
    action={
      onRetry && (
        <Button color="inherit" size="small" startIcon={retryIcon} onClick={onRetry}>
          Retry
        </Button>
      )
    }
  >
    {message}
  </Alert>
);

/** Nothing to show: a heading (by default "No records found.") and a line saying why. */
export const EmptyState = ({ title = MESSAGES.submission.emptyList, children }: { readonly title?: ReactNode; readonly children?: ReactNode }) => (
  <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
    <Typography variant="h6" component="p">
      {title}
    </Typography>
    {children && <Typography color="text.secondary">{children}</Typography>}
  </Paper>
);
