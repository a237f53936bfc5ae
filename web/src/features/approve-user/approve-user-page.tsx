import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { MESSAGES } from '#contract/messages.ts';
import { PlaceholderTable } from '../../components/placeholder-table.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useNotice } from '../../components/notices.tsx';
import { QueryError } from '../../components/query-state.tsx';
import type { PendingEmployee } from '../auth/identity-api.ts';
import { useAuth } from '../auth/use-auth.ts';
import { useApproveEmployee, usePendingEmployees } from './use-pending-employees.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { RefreshRounded } from '../../components/mui-icons.tsx';

const APPROVED = 'Approved';

const StatusChip = ({ status }: { readonly status: string }) => (
  <Chip
    size="small"
    label={status}
    color={status === APPROVED ? 'success' : 'warning'}
    variant={status === APPROVED ? 'filled' : 'outlined'}
    sx={{ fontWeight: 600 }}
  />
);

interface ApproveButtonProps {
  readonly row: PendingEmployee;
  readonly approving: boolean;
  readonly onApprove: (row: PendingEmployee) => void;
  readonly fullWidth?: boolean;
}

const ApproveButton = ({ row, approving, onApprove, fullWidth = false }: ApproveButtonProps) => {
  const done = row.userstatus === APPROVED;
  return (
    <Button
      variant={done ? 'outlined' : 'contained'}
      color={done ? 'success' : 'primary'}
      disabled={done || approving}
      onClick={() => onApprove(row)}
      fullWidth={fullWidth}
      startIcon={approving ? <CircularProgress size={16} color="inherit" /> : done ? <CheckCircleRounded /> : undefined}
      aria-label={done ? `${row.emp_name} approved` : approving ? `Approving ${row.emp_name}` : `Approve ${row.emp_name}`}
      sx={{ minWidth: 116, whiteSpace: 'nowrap' }}
    >
      {done ? 'Approved' : approving ? 'Approving...' : 'Approve'}
    </Button>
  );
};

/** Loaded at the first Reject (it brings zod and the dialog). */
const RejectRegistrationDialog = lazy(() => import('./reject-registration-dialog.tsx'));

interface RowActionsProps extends ApproveButtonProps {
  readonly onReject: (row: PendingEmployee) => void;
}

/** Approve, and beside it Reject while the registration is pending (issue 28). */
const RowActions = ({ row, approving, onApprove, onReject, fullWidth = false }: RowActionsProps) => (
  // In the table the two wrap one above the other when the row is narrow (1024 px), rather than push Approve out of view.
  <Stack direction="row" useFlexGap spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: fullWidth ? 'nowrap' : 'wrap' }}>
    {row.userstatus !== APPROVED && (
      <Button
        variant="outlined"
        color="error"
        disabled={approving}
        onClick={() => onReject(row)}
        fullWidth={fullWidth}
        aria-label={`Reject ${row.emp_name}`}
        sx={{ minWidth: 96, whiteSpace: 'nowrap' }}
      >
        Reject
      </Button>
    )}
    <ApproveButton row={row} approving={approving} onApprove={onApprove} fullWidth={fullWidth} />
  </Stack>
);

const COLUMNS = ['Name', 'Employee ID', 'Email', 'Phone', 'Status', 'Action'] as const;
/** With the home site each registrant picked, on an installation of several sites (issue 30). */
const COLUMNS_WITH_SITE = ['Name', 'Employee ID', 'Email', 'Phone', 'Home Site', 'Status', 'Action'] as const;

/** Approve User (docs/product/roles-and-screens.md SCREEN-13; docs/product/identity.md ID-APPROVAL-01): the host's reports waiting for approval. */
const ApproveUserPage = () => {
  const { data } = useAuth();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { rows, error, reload } = usePendingEmployees(data?.emp_email ?? null);
  const { approving, approve: approveRow } = useApproveEmployee(data?.emp_email ?? null);
  const notice = useNotice();
  const approve = (row: PendingEmployee) => void approveRow(row).then((result) => (result.ok ? notice.success(result.message) : notice.error(result.message)));
  // The row stays in the dialog while it closes; each opening is a new, empty dialog.
  const [rejecting, setRejecting] = useState<PendingEmployee | null>(null);
  const [shownReject, setShownReject] = useState<PendingEmployee | null>(null);
  const [rejectOpening, setRejectOpening] = useState(0);
  const openReject = (row: PendingEmployee) => {
    setRejecting(row);
    setShownReject(row);
    setRejectOpening((count) => count + 1);
  };

  // The server names each row's home site only on an installation of several sites.
  const withSites = rows?.some((row) => row.home_site !== undefined) ?? false;
  let content;
  if (error) {
    content = <QueryError onRetry={reload} message={error} retryIcon={<RefreshRounded />} />;
  } else if (rows === null) {
    content = <PlaceholderTable label="Loading employees" headers={COLUMNS} cards={phone} />;
  } else if (rows.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography color="text.secondary">{MESSAGES.submission.emptyList}</Typography>
      </Paper>
    );
  } else if (phone) {
    content = (
      <Stack spacing={1.5} component="ul" aria-label="Employee Details" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Paper key={row.emp_email} component="li" variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, overflowWrap: 'break-word' }}>
                  {row.emp_name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  ID {row.emp_id}
                </Typography>
              </Box>
              <StatusChip status={row.userstatus} />
            </Stack>
            <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
              {row.emp_email}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              {row.emp_phonenumber || '—'}
            </Typography>
            {row.home_site !== undefined && (
              <Typography variant="body2" sx={{ mb: 1.5, mt: -1 }}>
                Home Site: {row.home_site}
              </Typography>
            )}
            <RowActions row={row} approving={approving.has(row.emp_email)} onApprove={(target) => void approve(target)} onReject={openReject} fullWidth />
          </Paper>
        ))}
      </Stack>
    );
  } else {
    content = (
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label="Employee Details">
          <TableHead>
            <TableRow>
              {(withSites ? COLUMNS_WITH_SITE : COLUMNS).map((column) => (
                <TableCell key={column} sx={{ fontWeight: 700, bgcolor: 'grey.50', whiteSpace: 'nowrap' }} align={column === 'Action' ? 'right' : 'left'}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.emp_email} hover>
                <TableCell sx={{ fontWeight: 600 }}>{row.emp_name}</TableCell>
                <TableCell>{row.emp_id}</TableCell>
                <TableCell sx={{ overflowWrap: 'break-word' }}>{row.emp_email}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.emp_phonenumber || '—'}</TableCell>
                {withSites && <TableCell>{row.home_site}</TableCell>}
                <TableCell>
                  <StatusChip status={row.userstatus} />
                </TableCell>
                <TableCell align="right">
                  <RowActions row={row} approving={approving.has(row.emp_email)} onApprove={(target) => void approve(target)} onReject={openReject} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <PageLayout
      // The title of the dashboard card that leads here (issue 12).
      title="Approve"
      subtitle="Employees who registered with you as their reporting manager wait here for approval."
      maxWidth="lg"
      paper={false}
      actions={
        <Button variant="outlined" startIcon={<RefreshRounded />} onClick={reload} disabled={rows === null && !error}>
          Refresh
        </Button>
      }
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Employee Details
      </Typography>
      {content}
      {shownReject && (
        <Suspense fallback={null}>
          <RejectRegistrationDialog
            key={rejectOpening}
            open={rejecting !== null}
            row={shownReject}
            ownEmail={data?.emp_email ?? null}
            onClose={() => setRejecting(null)}
          />
        </Suspense>
      )}
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(ApproveUserPage));
