import CheckRounded from '@mui/icons-material/CheckRounded';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { FILTER_LABELS, type ActiveFilter, type HistoryFilter } from '#contract/desk-list-terms.ts';

export interface DeskFilterMenuProps {
  readonly id: string;
  /** The filter button's id: the menu is labelled by it. */
  readonly buttonId: string;
  readonly anchor: HTMLElement | null;
  readonly open: boolean;
  readonly filters: readonly (ActiveFilter | HistoryFilter)[];
  readonly value: ActiveFilter | HistoryFilter;
  readonly onClose: () => void;
  readonly onChoose: (filter: ActiveFilter | HistoryFilter) => void;
}

/**
 * The desk list's filter menu, opened by its button (desk-list-controls.tsx). A chunk of its own,
 * fetched as the list renders: MUI's Menu brings Popover, Modal and the transitions (about 17 KB
 * gzip), which the list does not need until the menu opens.
 */
export const DeskFilterMenu = ({ id, buttonId, anchor, open, filters, value, onClose, onChoose }: DeskFilterMenuProps) => (
  <Menu id={id} anchorEl={anchor} open={open} onClose={onClose} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
    {filters.map((filter) => (
      <MenuItem key={filter} selected={filter === value} onClick={() => onChoose(filter)}>
        <ListItemIcon>{filter === value && <CheckRounded fontSize="small" />}</ListItemIcon>
        <ListItemText>{FILTER_LABELS[filter]}</ListItemText>
      </MenuItem>
    ))}
  </Menu>
);
