import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { MESSAGES } from '#contract/messages.ts';
import { emptyListFocus } from './row-focus-attributes.ts';

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
 * The message of a failed load (MUI's Alert, 2.1 KB gzip where a page has no other) is not needed before a
 * read has failed, so it is not part of the page: it is fetched as soon as a page that can show it is loaded
 * (this module's first evaluation, below), and is in the browser by the time a read has failed and been tried
 * again, even when the server can no longer be reached. If that fetch failed, it is tried again when the
 * message is to be shown, and a second failure is the page's "could not be loaded" (app/route-error-boundary.tsx).
 * React's lazy rather than components/deferred.tsx: that module here put deferred.tsx in a chunk of its own.
 */
const loadAlert = () => import('./query-error-alert.tsx');
loadAlert().catch(() => undefined);
const QueryErrorAlert = lazy(async () => ({ default: (await loadAlert()).QueryErrorAlert }));

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
  <Suspense fallback={null}>
    <QueryErrorAlert onRetry={onRetry} message={message} retryIcon={retryIcon} />
  </Suspense>
);

/** Nothing to show: a heading (by default "No records found.") and a line saying why. */
export const EmptyState = ({ title = MESSAGES.submission.emptyList, children }: { readonly title?: ReactNode; readonly children?: ReactNode }) => (
  <Paper variant="outlined" {...emptyListFocus} sx={{ py: 6, px: 2, textAlign: 'center' }}>
    <Typography variant="h6" component="p">
      {title}
    </Typography>
    {children && <Typography color="text.secondary">{children}</Typography>}
  </Paper>
);
