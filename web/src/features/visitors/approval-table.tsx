import CheckRounded from '@mui/icons-material/CheckRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { createColumnHelper, createPaginatedRowModel, rowPaginationFeature, tableFeatures, useTable } from '@tanstack/react-table';
import { createContext, useContext, useMemo } from 'react';
import { hostVisitActions } from '#contract/visit-state.ts';
import { focusableRow, ROW_FOCUS_SX, rowAction, useKeepRowFocus } from '../../components/row-focus.ts';
import { TablePager } from '../../components/table-pager.tsx';
import { APPROVED, visitorTypeLabel, type HostVisitorRecord } from '../visits-common/visitor-record.ts';

/** What each row's buttons need from the page. */
interface RowActionsApi {
  readonly busy: ReadonlySet<number>;
  readonly approve: (visitor: HostVisitorRecord) => void;
  readonly view: (visitor: HostVisitorRecord) => void;
}

const RowActionsContext = createContext<RowActionsApi | null>(null);

const RowActions = ({ visitor }: { readonly visitor: HostVisitorRecord }) => {
  const api = useContext(RowActionsContext);
  if (!api) return null;
  const busy = api.busy.has(visitor.id);
  // Only a visit awaiting approval, today or later: one whose day has passed is missed (the server refuses it too).
  const approvable = hostVisitActions(visitor.visit_state).approve;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: { xs: 'stretch', sm: 'flex-end' }, '& > *': { flex: { xs: 1, sm: 'none' } } }}>
      <Button size="small" variant="outlined" startIcon={<VisibilityRounded />} onClick={() => api.view(visitor)} aria-label={`View ${visitor.name}`} {...rowAction('view')}>
        View
      </Button>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={!approvable || busy}
        onClick={() => api.approve(visitor)}
        {...rowAction('approve')}
        aria-label={busy ? `Approving ${visitor.name}` : `Approve ${visitor.name}`}
        startIcon={busy ? <CircularProgress size={14} color="inherit" /> : <CheckRounded />}
        sx={{ minWidth: 112 }}
      >
        {busy ? 'Approving...' : 'Approve'}
      </Button>
    </Stack>
  );
};

/** Approved or Pending, as the description has it; Missed for a visit whose day passed without an approval. */
const StatusChip = ({ visitor }: { readonly visitor: HostVisitorRecord }) =>
  visitor.visit_state === 'missed' && visitor.approve_status !== APPROVED ? (
    <Chip size="small" label="Missed" variant="outlined" />
  ) : (
    <Chip size="small" label={visitor.approve_status} color={visitor.approve_status === APPROVED ? 'success' : 'warning'} variant={visitor.approve_status === APPROVED ? 'filled' : 'outlined'} />
  );

// Paged in the browser: the server sends a host's latest 500 visits at most, a phone should not have to scroll through them all.
const features = tableFeatures({ rowPaginationFeature, paginatedRowModel: createPaginatedRowModel() });
const PAGE_SIZES = [10, 25, 50, 100] as const;
const helper = createColumnHelper<typeof features, HostVisitorRecord>();

/** The description's columns (S.no, type, date, name, mobile, time, Approve), with the status beside them. */
const columns = helper.columns([
  helper.display({ id: 'sno', header: 'S.no', cell: ({ row }) => row.index + 1 }),
  helper.accessor((visitor) => visitorTypeLabel(visitor), { id: 'type', header: 'Type' }),
  helper.accessor('date_of_visit', { header: 'Date' }),
  helper.accessor('name', { header: 'Name' }),
  helper.accessor('visitor_phonenumber', { header: 'Mobile' }),
  helper.accessor('time_of_visit', { header: 'Time' }),
  helper.accessor('approve_status', { header: 'Status', cell: (info) => <StatusChip visitor={info.row.original} /> }),
  helper.display({ id: 'actions', header: 'Actions', cell: ({ row }) => <RowActions visitor={row.original} /> }),
]);

const getRowId = (visitor: HostVisitorRecord) => String(visitor.id);

/** The table's headings, for its placeholder while it loads. */
export const APPROVAL_HEADERS = columns.map((column) => String(column.header));

export interface ApprovalTableProps extends RowActionsApi {
  readonly visitors: readonly HostVisitorRecord[];
}

/** The Visitor Approval list: a table on wider screens, one card per visitor on a phone. */
export const ApprovalTable = ({ visitors, busy, approve, view }: ApprovalTableProps) => {
  const theme = useTheme();
  // Cards below the width the seven columns and two buttons need; a table above it.
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const data = useMemo(() => [...visitors], [visitors]);
  // Approving a row changes the data; the page stays where the host is working.
  const table = useTable({ features, columns, data, getRowId, autoResetPageIndex: false, initialState: { pagination: { pageIndex: 0, pageSize: 25 } } });
  const actions = useMemo(() => ({ busy, approve, view }), [busy, approve, view]);
  const rows = table.getRowModel().rows;
  // A row whose focused Approve is disabled (its call, a live update) keeps the focus.
  useKeepRowFocus();

  return (
    <RowActionsContext.Provider value={actions}>
      {narrow ? (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          aria-label="Visitors waiting for approval"
        >
          {rows.map((row) => {
            const cells = row.getAllCellsByColumnId();
            const facts = (['type', 'date_of_visit', 'time_of_visit', 'visitor_phonenumber'] as const).map((id) => cells[id]).filter((cell) => cell !== undefined);
            return (
              <Paper component="li" variant="outlined" key={row.id} sx={{ p: 2, ...ROW_FOCUS_SX }} aria-label={row.original.name} {...focusableRow(row.original.id)}>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1.5 }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="caption" color="text.secondary">
                      {row.index + 1}.
                    </Typography>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'break-word' }}>
                      {row.original.name}
                    </Typography>
                  </Box>
                  <StatusChip visitor={row.original} />
                </Stack>
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
                  {facts.map((cell) => (
                    <Box key={cell.id} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {String(cell.column.columnDef.header)}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'break-word' }}>
                        <table.FlexRender cell={cell} />
                      </Typography>
                    </Box>
                  ))}
                </Box>
                <RowActions visitor={row.original} />
              </Paper>
            );
          })}
        </Box>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Visitors waiting for approval" sx={{ minWidth: 760 }}>
            <TableHead>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id}>
                  {group.headers.map((header) => (
                    <TableCell
                      key={header.id}
                      align={header.column.id === 'actions' ? 'right' : 'left'}
                      sx={{ fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.50', color: 'text.secondary' }}
                    >
                      {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover {...focusableRow(row.original.id)} sx={ROW_FOCUS_SX}>
                  {row.getAllCells().map((cell) => (
                    <TableCell
                      key={cell.id}
                      align={cell.column.id === 'actions' ? 'right' : 'left'}
                      sx={{ whiteSpace: cell.column.id === 'name' || cell.column.id === 'type' ? 'normal' : 'nowrap', fontWeight: cell.column.id === 'name' ? 600 : undefined }}
                    >
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {visitors.length > PAGE_SIZES[0] && (
        <TablePager
          count={table.getRowCount()}
          page={table.state.pagination.pageIndex}
          rowsPerPage={table.state.pagination.pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(next) => table.setPageIndex(next)}
          onRowsPerPageChange={(size) => table.setPageSize(size)}
          labelRowsPerPage={narrow ? 'Rows' : 'Rows per page:'}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 0, sm: 1 } } }}
        />
      )}
    </RowActionsContext.Provider>
  );
};
