import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import {
  createColumnHelper,
  functionalUpdate,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import type { SortField, SortOrder } from '#contract/desk-list-terms.ts';
import { MESSAGES } from '#contract/messages.ts';
import { NativeSelectField } from '../../components/form/native-select-field.tsx';
import { focusableRow, ROW_FOCUS_SX, useKeepRowFocus } from '../../components/row-focus.ts';
import { TablePager } from '../../components/table-pager.tsx';
import { visitorTypeLabel } from '../visits-common/visitor-record.ts';
import { PAGE_SIZES } from './desk-list-query.ts';
import { FlagButtons, NameCell, RowActions, RowApiContext, SerialNumber, type DeskRowApi } from './desk-visit-row.tsx';
import { isFlagged, type DeskVisit } from './desk-visit.ts';
import { VisitFacts } from './visit-facts.tsx';
import { VisitStatusChip, WalkInChip } from './visit-status-chip.tsx';
import { VisitorThumbnail } from './visitor-thumbnail.tsx';
import { flagChipId, WatchlistChip } from './watchlist-flag.tsx';
import { emptyListFocus } from '../../components/row-focus-attributes.ts';


const FLAGGED_ROW = { bgcolor: 'rgba(211, 47, 47, 0.06)', borderColor: 'error.light' } as const;

/** How many placeholder rows or cards stand in for a page while it loads. */
const PLACEHOLDERS = 5;

const hostOf = (visit: DeskVisit): string => visit.host_name ?? visit.host_email ?? '—';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
const helper = createColumnHelper<typeof features, DeskVisit>();

/** S.no, Name, Type, Date, Time, Host, Status and the row's buttons; only the description's three columns sort. */
const columns = helper.columns([
  helper.display({ id: 'sno', header: 'S.no', cell: ({ row }) => <SerialNumber index={row.index} /> }),
  helper.accessor('name', { id: 'name', header: 'Name', cell: ({ row }) => <NameCell visit={row.original} /> }),
  helper.accessor((visit) => visitorTypeLabel(visit), { id: 'type', header: 'Type', enableSorting: false }),
  helper.accessor('date_of_visit', { id: 'date', header: 'Date' }),
  helper.accessor('time_of_visit', { id: 'time', header: 'Time' }),
  // The host's name may wrap like the visitor's: kept on one line it widened the table past a 1280-pixel screen.
  helper.accessor((visit) => hostOf(visit), { id: 'host', header: 'Host', enableSorting: false }),
  helper.display({ id: 'status', header: 'Status', cell: ({ row }) => <VisitStatusChip visit={row.original} /> }),
  helper.display({ id: 'actions', header: 'Actions', cell: ({ row }) => <RowActions visit={row.original} layout="row" /> }),
]);

const getRowId = (visit: DeskVisit) => String(visit.id);

const SORT_CHOICES: readonly { readonly value: string; readonly label: string }[] = [
  { value: 'time:asc', label: 'Time, earliest first' },
  { value: 'time:desc', label: 'Time, latest first' },
  { value: 'date:desc', label: 'Date, newest first' },
  { value: 'date:asc', label: 'Date, oldest first' },
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
];

export interface DeskVisitsTableProps {
  readonly visits: readonly DeskVisit[];
  readonly total: number;
  /** More rows exist than `total` counts: the pager says "of 10,000+". */
  readonly totalCapped: boolean;
  readonly sort: SortField;
  readonly order: SortOrder;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly onSort: (sort: SortField, order: SortOrder) => void;
  readonly onPage: (page: number, pageSize: number) => void;
  readonly api: Omit<DeskRowApi, 'offset'>;
  /** Phone layout: one card per visit instead of the table. */
  readonly cards: boolean;
  /** A call for these rows is under way. */
  readonly loading: boolean;
  readonly label: string;
}

const Empty = ({ children }: { readonly children?: ReactNode }) => (
  <Stack spacing={1} {...emptyListFocus} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}>
    <SearchOffRounded sx={{ fontSize: 44, color: 'text.disabled' }} aria-hidden />
    <Typography variant="h6" component="p">
      {MESSAGES.submission.emptyList}
    </Typography>
    {children}
  </Stack>
);

/**
 * The desk's list in server-side mode: sorting and paging are state that the address holds and the
 * database applies (manualSorting, manualPagination); the table only renders the page it is given.
 */
export const DeskVisitsTable = ({ visits, total, totalCapped, sort, order, page, pageSize, onSort, onPage, api, cards, loading, label }: DeskVisitsTableProps) => {
  const data = useMemo(() => [...visits], [visits]);
  const sorting = useMemo<SortingState>(() => [{ id: sort, desc: order === 'desc' }], [sort, order]);
  const pagination = useMemo<PaginationState>(() => ({ pageIndex: page - 1, pageSize }), [page, pageSize]);

  const table = useTable({
    features,
    columns,
    data,
    getRowId,
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableMultiSort: false,
    enableSortingRemoval: false,
    autoResetPageIndex: false,
    onSortingChange: (updater: Updater<SortingState>) => {
      const [first] = functionalUpdate(updater, sorting);
      if (first && (first.id === 'name' || first.id === 'date' || first.id === 'time')) onSort(first.id, first.desc ? 'desc' : 'asc');
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pagination);
      onPage(next.pageSize !== pagination.pageSize ? 1 : next.pageIndex + 1, next.pageSize);
    },
  });

  const rowApi = useMemo<DeskRowApi>(() => ({ ...api, offset: (page - 1) * pageSize }), [api, page, pageSize]);
  const rows = table.getRowModel().rows;
  // A row whose focused In or Out is disabled (its call, a live update from another desk) keeps the focus.
  useKeepRowFocus();

  // While the first page loads there is no count to show: no "0–0 of 0".
  const pager = loading ? null : (
    <TablePager
      count={table.getRowCount()}
      page={table.state.pagination.pageIndex}
      rowsPerPage={table.state.pagination.pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(next) => table.setPageIndex(next)}
      onRowsPerPageChange={(size) => table.setPageSize(size)}
      labelRowsPerPage={cards ? 'Rows' : 'Rows per page:'}
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} of ${count.toLocaleString('en-IN')}${totalCapped ? '+' : ''}`}
      sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } } }}
    />
  );

  if (cards) {
    return (
      <RowApiContext.Provider value={rowApi}>
        <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          {/* The browser's own select (NativeSelectField): MUI's Select would bring its Menu, Popover and Modal. */}
          <NativeSelectField
            size="small"
            label="Sort by"
            value={`${sort}:${order}`}
            onValueChange={(value) => {
              const [field, direction] = value.split(':');
              table.setSorting([{ id: field ?? 'time', desc: direction === 'desc' }]);
            }}
          >
            {SORT_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelectField>
        </Box>
        {loading && rows.length === 0 ? (
          <Box component="ul" aria-hidden data-testid="placeholder-rows" sx={{ listStyle: 'none', p: { xs: 1, sm: 1.5 }, m: 0, display: 'grid', gap: 1.25, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {Array.from({ length: 3 }, (_, i) => (
              <Paper component="li" variant="outlined" key={i} sx={{ p: { xs: 1.5, sm: 2 } }}>
                <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 1.25 }}>
                  <Skeleton variant="circular" width={44} height={44} />
                  <Box sx={{ flex: 1 }}>
                    <Skeleton variant="text" sx={{ fontSize: '1rem', width: '60%' }} />
                    <Skeleton variant="rounded" width={90} height={24} />
                  </Box>
                </Stack>
                <Skeleton variant="text" sx={{ width: '80%' }} />
                <Skeleton variant="text" sx={{ width: '70%' }} />
                <Skeleton variant="rounded" height={36} sx={{ mt: 1 }} />
              </Paper>
            ))}
          </Box>
        ) : rows.length === 0 ? (
          <Empty />
        ) : (
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: { xs: 1, sm: 1.5 }, m: 0, display: 'grid', gap: 1.25, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
            aria-label={label}
          >
            {rows.map((row) => {
              const visit = row.original;
              return (
                <Paper
                  component="li"
                  variant="outlined"
                  key={row.id}
                  sx={{ p: 1.5, ...(isFlagged(visit) ? FLAGGED_ROW : {}), ...ROW_FOCUS_SX }}
                  aria-label={visit.name}
                  data-visit-id={visit.id}
                  {...focusableRow(visit.id)}
                >
                  <Stack direction="row" spacing={1.25} sx={{ mb: { xs: 1.25, sm: 0.75 }, alignItems: 'center' }}>
                    <VisitorThumbnail visit={visit} size={44} />
                    {/* On a tablet the chips sit beside the name, one line less a card (issue 28). */}
                    <Box sx={{ minWidth: 0, display: { sm: 'flex' }, flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'break-word' }}>
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ mr: 0.75 }}>
                          {rowApi.offset + row.index + 1}.
                        </Typography>
                        {visit.name}
                      </Typography>
                      <Stack direction="row" spacing={0.75} useFlexGap sx={{ mt: { xs: 0.75, sm: 0 }, flexWrap: 'wrap' }}>
                        <VisitStatusChip visit={visit} />
                        {isFlagged(visit) && <WatchlistChip id={flagChipId(visit)} />}
                        {visit.walk_in && <WalkInChip />}
                      </Stack>
                    </Box>
                  </Stack>
                  <Box sx={{ mb: { xs: 1.75, sm: 1 } }}>
                    <VisitFacts
                      dense
                      pairs
                      facts={[
                        ['Date', visit.date_of_visit],
                        ['Time', visit.time_of_visit],
                        ['Type', visitorTypeLabel(visit)],
                        ['Host', hostOf(visit)],
                        ['Phone', visit.visitor_phonenumber],
                        ...(visit.visitor_id ? [['Pass', visit.visitor_id] as const] : []),
                      ]}
                    />
                  </Box>
                  {isFlagged(visit) && rowApi.deskActions && (
                    <Box sx={{ mb: 1 }}>
                      <FlagButtons visit={visit} fullWidth />
                    </Box>
                  )}
                  <RowActions visit={visit} layout="card" />
                </Paper>
              );
            })}
          </Box>
        )}
        {pager}
      </RowApiContext.Provider>
    );
  }

  return (
    <RowApiContext.Provider value={rowApi}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        {/* Narrow cell gutters (6 px): with the desk's six row actions the table then fits the page's
            1,150 pixels (a 1280-pixel screen and wider) without scrolling sideways. */}
        <Table
          size="small"
          aria-label={label}
          aria-busy={loading || undefined}
          sx={{ minWidth: 980, '& td, & th': { py: 1.1, px: 0.75 }, '& td:first-of-type, & th:first-of-type': { pl: 2 }, '& td:last-of-type, & th:last-of-type': { pr: 2 } }}
        >
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const sorted = column.getIsSorted();
                  return (
                    <TableCell
                      key={header.id}
                      align={column.id === 'actions' ? 'right' : 'left'}
                      sortDirection={sorted}
                      // The name's column asks for 19% (about 218 px, the name and "phone · pass code" on a line each)
                      // before the others share what is left; with less room it still narrows to its longest word.
                      sx={{ fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.50', width: column.id === 'name' ? '19%' : undefined }}
                    >
                      {column.getCanSort() ? (
                        <TableSortLabel active={sorted !== false} direction={sorted === false ? 'asc' : sorted} onClick={column.getToggleSortingHandler()}>
                          <table.FlexRender header={header} />
                        </TableSortLabel>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ borderBottom: 0 }}>
                  <Empty />
                </TableCell>
              </TableRow>
            )}
            {loading &&
              rows.length === 0 &&
              Array.from({ length: Math.min(PLACEHOLDERS, pageSize) }, (_, i) => (
                <TableRow key={`placeholder-${i}`} aria-hidden data-testid="placeholder-row">
                  {columns.map((column) => (
                    <TableCell key={column.id}>
                      {column.id === 'name' ? (
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <Skeleton variant="circular" width={32} height={32} />
                          <Box sx={{ flex: 1 }}>
                            <Skeleton variant="text" width={120} />
                            <Skeleton variant="text" width={90} />
                          </Box>
                        </Stack>
                      ) : (
                        <Skeleton variant="text" width={column.id === 'actions' ? 180 : column.id === 'sno' ? 20 : 70} sx={{ ml: column.id === 'actions' ? 'auto' : 0 }} />
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {rows.map((row) => (
              <TableRow key={row.id} hover data-visit-id={row.original.id} {...focusableRow(row.original.id)} sx={{ ...(isFlagged(row.original) ? FLAGGED_ROW : {}), ...ROW_FOCUS_SX }}>
                {row.getAllCells().map((cell) => (
                  <TableCell key={cell.id} align={cell.column.id === 'actions' ? 'right' : 'left'} sx={cell.column.id === 'date' || cell.column.id === 'time' ? { whiteSpace: 'nowrap' } : undefined}>
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pager}
    </RowApiContext.Provider>
  );
};
