import SearchRounded from '@mui/icons-material/SearchRounded';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { MY_VISITS_WHEN, MY_VISITS_WHEN_LABELS, VISIT_STATE_LABELS } from '#contract/my-visits-filters.ts';
import { VISIT_STATES } from '#contract/visit-state.ts';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import { ToggleChoice } from '../../components/toggle-choice.tsx';
import { toggleState, type MyVisitsView } from './my-visits-model.ts';

const WHEN_OPTIONS = MY_VISITS_WHEN.map((when) => ({ value: when, label: MY_VISITS_WHEN_LABELS[when] }));

/** The search box: the address follows the typing after a short pause. */
const SearchBox = ({ value, onSearch }: { readonly value: string; readonly onSearch: (q: string) => void }) => {
  const [text, setText] = useState(value);
  // The address changed by other means (a link, Back): the box shows its search, unless it already does.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value.trim() !== text.trim()) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => onSearch(text), 350);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    // MUI's TextField without its select (OutlinedTextField): the page loads no Select, Menu, Popover or Modal.
    <OutlinedTextField
      size="small"
      label="Search by name or phone"
      value={text}
      onChange={(event) => setText(event.target.value.slice(0, 100))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text);
      }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchRounded fontSize="small" /></InputAdornment> } }}
      sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}
    />
  );
};

/** The list's filters: which visits (when), the search, and the states (Any, or any of them); each change goes back to page 1. */
export const MyVisitsFilters = ({ view, go }: { readonly view: MyVisitsView; readonly go: (next: MyVisitsView) => void }) => {
  const onSearch = useCallback((q: string) => go({ ...view, q, page: 1 }), [go, view]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}>
        <ToggleChoice
          size="small"
          color="primary"
          value={view.when}
          options={WHEN_OPTIONS}
          onChange={(when) => go({ ...view, when, page: 1 })}
          aria-label="Which visits"
          sx={{ '& .MuiToggleButton-root': { px: { xs: 1, sm: 2 }, flex: { xs: 1, md: 'none' }, textTransform: 'none', fontWeight: 600 } }}
        />
        <SearchBox value={view.q} onSearch={onSearch} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5, alignItems: 'center' }} role="group" aria-label="States">
        <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
          State
        </Typography>
        <Chip
          label="Any"
          size="small"
          clickable
          color={view.states.length === 0 ? 'primary' : 'default'}
          variant={view.states.length === 0 ? 'filled' : 'outlined'}
          aria-pressed={view.states.length === 0}
          onClick={() => go({ ...view, states: [], page: 1 })}
        />
        {VISIT_STATES.map((state) => {
          const on = view.states.includes(state);
          return (
            <Chip
              key={state}
              label={VISIT_STATE_LABELS[state]}
              size="small"
              clickable
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => go(toggleState(view, state))}
            />
          );
        })}
      </Stack>
    </Paper>
  );
};
