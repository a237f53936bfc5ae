import IconButton from '@mui/material/IconButton';
import { createSvgIcon } from '@mui/material/SvgIcon';
import Toolbar from '@mui/material/Toolbar';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { tablePaginationClasses } from '@mui/material/TablePagination';
import { useId, useLayoutEffect, useRef } from 'react';
import { Hint } from './form/hint.tsx';

/*
 * MUI's TablePagination as the lists use it, drawn from the same parts with the same classes and styles
 * (TablePagination.mjs, MUI 9), except that the rows-per-page choice is the browser's own `<select>`
 * and the previous and next buttons' tooltips are `Hint`s: TablePagination imports MUI's Select with
 * its Menu, Popover and Modal, and Tooltip with Popper (together about 25 KB gzip,
 * bench/bundle-budget.ts), for a choice of four page sizes. The value shows as MUI's Select shows it
 * in TablePagination's borderless input, with the same classes and the styles of InputBase, SelectInput
 * and TablePagination written out here (InputBase and NativeSelect cost a page without another text
 * field about 6.6 KB gzip), and the transparent `<select>` over it takes the choice.
 */

/** TablePagination's root as `component="div"` renders it: its own styles on a plain div (none of TableCell's). */
const PagerRoot = styled('div', { name: 'MuiTablePagination', slot: 'Root' })(({ theme }) => ({
  overflow: 'auto',
  color: theme.palette.text.primary,
  fontSize: theme.typography.pxToRem(14),
  '&:last-child': { padding: 0 },
}));

const PagerToolbar = styled(Toolbar, { name: 'MuiTablePagination', slot: 'Toolbar' })(({ theme }) => ({
  minHeight: 52,
  paddingRight: 2,
  [`${theme.breakpoints.up('xs')} and (orientation: landscape)`]: { minHeight: 52 },
  [theme.breakpoints.up('sm')]: { minHeight: 52, paddingRight: 2 },
  [`& .${tablePaginationClasses.actions}`]: { flexShrink: 0, marginLeft: 20 },
}));

const Spacer = styled('div', { name: 'MuiTablePagination', slot: 'Spacer' })({ flex: '1 1 100%' });

const SelectLabel = styled('p', { name: 'MuiTablePagination', slot: 'SelectLabel' })(({ theme }) => ({ ...theme.typography.body2, flexShrink: 0 }));

const DisplayedRows = styled('p', { name: 'MuiTablePagination', slot: 'DisplayedRows' })(({ theme }) => ({ ...theme.typography.body2, flexShrink: 0 }));

/** InputBase's root as TablePagination's select has it (`MuiInputBase-root`, with the select's margins). */
const SelectRoot = styled('div', { name: 'MuiTablePagination', slot: 'SelectRoot' })(({ theme }) => ({
  ...theme.typography.body1,
  color: 'inherit',
  lineHeight: '1.4375em',
  boxSizing: 'border-box',
  position: 'relative',
  cursor: 'text',
  display: 'inline-flex',
  alignItems: 'center',
  fontSize: 'inherit',
  flexShrink: 0,
  marginRight: 32,
  marginLeft: 8,
  [`&:has(> select:focus) > .${tablePaginationClasses.select}`]: { backgroundColor: theme.palette.action.focus },
}));

/**
 * What MUI's Select shows of its value: InputBase's input with the select's styles (NativeSelectInput,
 * SelectInput) and TablePagination's padding and alignment. The choice itself is the `<select>` laid
 * over it, transparent: a native select would size itself to its longest option, not to its value.
 */
const SelectDisplay = styled('div', { name: 'MuiTablePagination', slot: 'SelectDisplay' })({
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'currentColor',
  padding: '4px 0 5px',
  border: 0,
  boxSizing: 'content-box',
  background: 'none',
  margin: 0,
  WebkitTapHighlightColor: 'transparent',
  display: 'block',
  width: '100%',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  userSelect: 'none',
  borderRadius: 0,
  cursor: 'pointer',
  minWidth: 16,
  height: 'auto',
  minHeight: '1.4375em',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  '&&&': { paddingLeft: 8, paddingRight: 24 },
  textAlign: 'right',
  textAlignLast: 'right',
});

/** The browser's own select, over the value it shows: it takes the clicks, the keys and the focus. */
const Select = styled('select', { name: 'MuiTablePagination', slot: 'NativeSelect' })(({ theme }) => ({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  opacity: 0,
  cursor: 'pointer',
  font: 'inherit',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  '& option': { backgroundColor: theme.palette.background.paper },
}));

/** NativeSelect's arrow (MUI's internal ArrowDropDown icon), over the select's right edge. */
const ArrowDropDown = createSvgIcon(<path d="M7 10l5 5 5-5z" />, 'ArrowDropDown');
const SelectIcon = styled(ArrowDropDown, { name: 'MuiTablePagination', slot: 'SelectIcon' })(({ theme }) => ({
  position: 'absolute',
  right: 0,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: theme.palette.action.active,
}));

/** TablePaginationActions' arrows (MUI's internal icons, the same paths). */
const PreviousIcon = createSvgIcon(<path d="M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z" />, 'KeyboardArrowLeft');
const NextIcon = createSvgIcon(<path d="M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z" />, 'KeyboardArrowRight');

const ACTION = '[data-mui-pagination-action]';

export interface TablePagerProps {
  /** Rows in the whole list. */
  readonly count: number;
  /** 0-based. */
  readonly page: number;
  readonly rowsPerPage: number;
  readonly rowsPerPageOptions: readonly number[];
  readonly onPageChange: (page: number) => void;
  readonly onRowsPerPageChange: (rowsPerPage: number) => void;
  readonly labelRowsPerPage: string;
  /** What the pager says about the rows shown; TablePagination's default without it. */
  readonly labelDisplayedRows?: (shown: { readonly from: number; readonly to: number; readonly count: number }) => string;
  readonly sx?: SxProps<Theme>;
}

const formatNumber = (value: number) => value.toLocaleString('en-US');
const defaultDisplayedRows = ({ from, to, count }: { readonly from: number; readonly to: number; readonly count: number }) =>
  `${formatNumber(from)}–${formatNumber(to)} of ${formatNumber(count)}`;

/**
 * A list's pager: "Rows per page" with its choice, "1–25 of 31", and the previous and next buttons
 * ("Go to previous page", "Go to next page"), as MUI's TablePagination (`component="div"`) shows them.
 */
export const TablePager = ({ count, page, rowsPerPage, rowsPerPageOptions, onPageChange, onRowsPerPageChange, labelRowsPerPage, labelDisplayedRows = defaultDisplayedRows, sx }: TablePagerProps) => {
  const labelId = useId();
  const selectId = useId();
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  const actions = useRef<HTMLDivElement | null>(null);
  const focused = useRef<HTMLElement | null>(null);
  // As TablePaginationActions: a focused button that becomes disabled (the last page reached) hands focus to the other.
  useLayoutEffect(() => {
    const button = focused.current;
    if (!button?.matches(':disabled') || !actions.current) return;
    focused.current = null;
    const active = document.activeElement;
    if (active && active !== button && active !== document.body && active !== document.documentElement) return;
    const other = Array.from(actions.current.querySelectorAll<HTMLElement>(ACTION)).find((candidate) => candidate !== button && !candidate.matches(':disabled'));
    other?.focus();
  });
  const arrow = (which: 'previous' | 'next') => {
    const label = `Go to ${which} page`;
    const disabled = which === 'previous' ? page === 0 : page >= lastPage;
    return (
      <Hint title={label} floating disabled={disabled}>
        <IconButton color="inherit" aria-label={label} disabled={disabled} data-mui-pagination-action={which} onClick={() => onPageChange(which === 'previous' ? page - 1 : page + 1)}>
          {which === 'previous' ? <PreviousIcon /> : <NextIcon />}
        </IconButton>
      </Hint>
    );
  };
  return (
    <PagerRoot className={tablePaginationClasses.root} sx={sx}>
      <PagerToolbar className={tablePaginationClasses.toolbar}>
        <Spacer className={tablePaginationClasses.spacer} />
        <SelectLabel className={tablePaginationClasses.selectLabel} id={labelId}>
          {labelRowsPerPage}
        </SelectLabel>
        <SelectRoot className={`MuiInputBase-root MuiInputBase-colorPrimary ${tablePaginationClasses.input} ${tablePaginationClasses.selectRoot}`}>
          <SelectDisplay className={`MuiSelect-select MuiSelect-standard ${tablePaginationClasses.select} MuiInputBase-input`} aria-hidden>
            {rowsPerPage}
          </SelectDisplay>
          <Select id={selectId} aria-labelledby={labelId} value={rowsPerPage} onChange={(event) => onRowsPerPageChange(Number(event.target.value))}>
            {rowsPerPageOptions.map((option) => (
              <option key={option} value={option} className={tablePaginationClasses.menuItem}>
                {option}
              </option>
            ))}
          </Select>
          <SelectIcon className={`MuiSelect-icon MuiSelect-iconStandard ${tablePaginationClasses.selectIcon}`} />
        </SelectRoot>
        <DisplayedRows className={tablePaginationClasses.displayedRows}>
          {labelDisplayedRows({ from: count === 0 ? 0 : page * rowsPerPage + 1, to: Math.min(count, (page + 1) * rowsPerPage), count })}
        </DisplayedRows>
        <div
          ref={actions}
          className={`MuiTablePaginationActions-root ${tablePaginationClasses.actions}`}
          onFocus={(event) => {
            focused.current = event.target.matches(ACTION) ? event.target : null;
          }}
          onBlur={(event) => {
            if (!event.target.matches(':disabled') || event.relatedTarget !== null) focused.current = null;
          }}
        >
          {arrow('previous')}
          {arrow('next')}
        </div>
      </PagerToolbar>
    </PagerRoot>
  );
};
