import ButtonBase from '@mui/material/ButtonBase';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import type { KeyboardEvent, ReactNode } from 'react';
import { arrowKeyMove } from './arrow-key-move.ts';

/**
 * MUI's Tabs with `variant="fullWidth"` and its Tabs, for a choice between a few views of one list:
 * the same elements, classes, ARIA (`role="tablist"` labelled, `role="tab"` with `aria-selected`),
 * styles (from MUI 9.5's Tabs and Tab, `textColor` and `indicatorColor` primary) and keyboard (one
 * tab stop on the selected tab; arrow keys move the focus and wrap, Home and End; Enter, Space or a
 * click selects), on the ButtonBase the page already has. MUI's Tabs measure every tab to place the
 * indicator and carry scroll buttons, a scrollbar probe and the roving-focus machinery: about 7 KB
 * gzip against 1 KB for this one (page weight, bench/bundle-budget.ts). Full-width tabs are equal, so
 * the indicator's place is a fraction of the row and slides there by CSS alone.
 */

const TabsRoot = styled('div', { name: 'MuiTabs', slot: 'Root' })({
  overflow: 'hidden',
  minHeight: 48,
  display: 'flex',
});

const TabsScroller = styled('div', { name: 'MuiTabs', slot: 'Scroller' })({
  position: 'relative',
  display: 'inline-block',
  flex: '1 1 auto',
  whiteSpace: 'nowrap',
  overflowX: 'hidden',
  width: '100%',
});

const TabsList = styled('div', { name: 'MuiTabs', slot: 'List' })({ display: 'flex' });

const TabsIndicator = styled('span', { name: 'MuiTabs', slot: 'Indicator' })(({ theme }) => ({
  position: 'absolute',
  height: 2,
  bottom: 0,
  backgroundColor: theme.palette.primary.main,
  transition: theme.transitions.create('left'),
  // The theme's motion setting ('system', app/theme.ts): no slide for those who ask for less motion.
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

const TabRoot = styled(ButtonBase, { name: 'MuiTab', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.button,
  minWidth: 90,
  position: 'relative',
  minHeight: 48,
  padding: '12px 16px',
  overflow: 'hidden',
  whiteSpace: 'normal',
  textAlign: 'center',
  lineHeight: 1.25,
  flexDirection: 'column',
  flexShrink: 1,
  flexGrow: 1,
  flexBasis: 0,
  maxWidth: 'none',
  color: theme.palette.text.secondary,
  '&.Mui-selected': { color: theme.palette.primary.main },
  // The tab row clips what is drawn outside it (as the card around it does): the keyboard's outline (the theme's, on
  // every ButtonBase) goes just inside, as MUI's Tab puts it.
  '&.Mui-focusVisible': { outlineOffset: -3 },
}));

export interface FullWidthTab<T> {
  readonly value: T;
  readonly label: ReactNode;
}

export interface FullWidthTabsProps<T extends string> {
  readonly value: T;
  readonly tabs: readonly FullWidthTab<T>[];
  /** Another tab was chosen. */
  readonly onChange: (value: T) => void;
  readonly 'aria-label': string;
  readonly sx?: SxProps<Theme>;
}

export const FullWidthTabs = <T extends string>({ value, tabs, onChange, sx, 'aria-label': label }: FullWidthTabsProps<T>) => {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = arrowKeyMove(event);
    if (!move) return;
    const all = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > [role="tab"]'));
    const current = all.findIndex((tab) => tab === document.activeElement);
    if (current === -1) return;
    event.preventDefault();
    all[move(current, all.length)]?.focus();
  };
  const selected = tabs.findIndex((tab) => tab.value === value);
  return (
    <TabsRoot className="MuiTabs-root" sx={sx}>
      <TabsScroller className="MuiTabs-scroller MuiTabs-fixed">
        <TabsList className="MuiTabs-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
          {tabs.map((tab) => {
            const isSelected = tab.value === value;
            return (
              <TabRoot
                key={tab.value}
                className={`MuiTab-root MuiTab-textColorPrimary MuiTab-fullWidth${isSelected ? ' Mui-selected' : ''}`}
                focusRipple
                role="tab"
                aria-selected={isSelected}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => {
                  if (!isSelected) onChange(tab.value);
                }}
              >
                {tab.label}
              </TabRoot>
            );
          })}
        </TabsList>
        {selected !== -1 && (
          <TabsIndicator
            className="MuiTabs-indicator"
            style={{ left: `${(100 * selected) / tabs.length}%`, width: `${100 / tabs.length}%` }}
          />
        )}
      </TabsScroller>
    </TabsRoot>
  );
};
