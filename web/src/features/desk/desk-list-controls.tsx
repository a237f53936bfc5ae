import ClearRounded from '@mui/icons-material/ClearRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect, useId, useRef, useState } from 'react';
import { FILTER_LABELS, type ActiveFilter, type HistoryFilter } from '#contract/desk-list-terms.ts';
import { deferred } from '../../components/deferred.tsx';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import type { DeskFilterMenuProps } from './desk-filter-menu.tsx';
import { filtersOf, type DeskView } from './desk-list-query.ts';

/** The desk list's own controls: its filter menu and its search box (desk-visits-screen.tsx). */

const SEARCH_DELAY_MS = 350;

/**
 * The menu's code (MUI's Menu with Popover and Modal) arrives just after the list renders; a closed
 * menu renders nothing, and one opened before its code has arrived opens when it does.
 */
const DeskFilterMenu = deferred<DeskFilterMenuProps>(async () => (await import('./desk-filter-menu.tsx')).DeskFilterMenu, 'filter menu');

/** The Active Filter or History Filter menu (docs/product/visits.md VIS-DESK-01), labelled with its choice. */
export const FilterMenu = ({
  view,
  value,
  withFlagged,
  onChange,
}: {
  readonly view: DeskView;
  readonly value: ActiveFilter | HistoryFilter;
  /** Whether the watchlist's `flagged` filter is offered (to those who manage the watchlist only). */
  readonly withFlagged: boolean;
  readonly onChange: (filter: ActiveFilter | HistoryFilter) => void;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const name = view === 'active' ? 'Active Filter' : 'History Filter';
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<FilterListRounded />}
        endIcon={<ExpandMoreRounded />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        // On a phone the longer filters ("Not Arrived, Past Their Time") wrap inside the button rather than widen the page.
        sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' }, textAlign: 'left', flexShrink: { xs: 1, sm: 0 }, maxWidth: '100%', justifyContent: 'space-between' }}
      >
        {name}: {FILTER_LABELS[value]}
      </Button>
      <DeskFilterMenu
        id={menuId}
        buttonId={buttonId}
        anchor={anchor}
        open={anchor !== null}
        filters={filtersOf(view, withFlagged)}
        value={value}
        onClose={() => setAnchor(null)}
        onChoose={(filter) => {
          setAnchor(null);
          onChange(filter);
        }}
      />
    </>
  );
};

/** The search box: typing is local; the list's query follows once typing pauses. */
export const SearchBox = ({ value, onSearch }: { readonly value: string; readonly onSearch: (q: string) => void }) => {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  }, [value, onSearch]);

  // The address changed by itself (Back, a link): show its search.
  if (value !== shown) {
    setShown(value);
    setTyped(value);
  }

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (typed.trim() !== latest.current.value.trim()) latest.current.onSearch(typed.trim());
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  return (
    // MUI's TextField without its select (OutlinedTextField): TextField imports Select with Menu, Popover and Modal.
    <OutlinedTextField
      type="search"
      size="small"
      label="Search"
      placeholder="Name, phone or pass code"
      value={typed}
      onChange={(event) => setTyped(event.target.value.slice(0, 100))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') latest.current.onSearch(typed.trim());
      }}
      // type="search" gives the box its role (searchbox) and the keyboard's search key; Chromium and
      // Safari would also draw their own "×" beside the "Clear search" button below: one is enough.
      sx={{ flex: 1, minWidth: { xs: '100%', sm: 220 }, '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
          endAdornment:
            typed !== '' ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label="Clear search"
                  edge="end"
                  onClick={() => {
                    setTyped('');
                    latest.current.onSearch('');
                  }}
                >
                  <ClearRounded fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
};
