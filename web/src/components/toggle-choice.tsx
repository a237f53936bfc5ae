import ButtonBase from '@mui/material/ButtonBase';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { arrowKeyMove } from './arrow-key-move.ts';

/**
 * MUI's exclusive ToggleButtonGroup with its ToggleButtons, for a choice of one among a few (a period,
 * which visits): the same elements, classes, ARIA (`role="group"`, `aria-pressed`), styles (copied from
 * MUI 9.5's ToggleButton and ToggleButtonGroup, theme overrides included) and keyboard (one tab stop,
 * the first button until another is focused; arrow keys move and wrap, Home and End), on the ButtonBase
 * the page already has. MUI's pair brings its roving-focus machinery with it: about 4.4 KB gzip
 * (ToggleButtonGroup with useRovingTabIndex) against 0.9 KB for this one (page weight,
 * bench/bundle-budget.ts). Clicking the chosen button changes nothing, as the pages did with MUI's
 * `null`.
 */

type Size = 'small' | 'medium' | 'large';
type Color = 'standard' | 'primary';

interface ButtonState {
  readonly size: Size;
  readonly color: Color;
}

const capitalize = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

// MUI's ToggleButtonRoot (ToggleButton.mjs), with the colours this app uses.
const ToggleButtonRoot = styled(ButtonBase, {
  name: 'MuiToggleButton',
  slot: 'Root',
  overridesResolver: (props: { readonly ownerState: ButtonState }, styles) => [styles['root'], styles[`size${capitalize(props.ownerState.size)}`]],
})<{ ownerState: ButtonState }>(({ theme }) => ({
  ...theme.typography.button,
  borderRadius: theme.shape.borderRadius,
  padding: 11,
  border: `1px solid ${theme.palette.divider}`,
  color: theme.palette.action.active,
  '&.Mui-disabled': {
    color: theme.palette.action.disabled,
    border: `1px solid ${theme.palette.action.disabledBackground}`,
  },
  '&:hover': {
    textDecoration: 'none',
    backgroundColor: theme.alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity),
    '@media (hover: none)': {
      backgroundColor: 'transparent',
    },
  },
  variants: [
    {
      props: { color: 'standard' },
      style: {
        '&.Mui-selected': {
          color: theme.palette.text.primary,
          backgroundColor: theme.alpha(theme.palette.text.primary, theme.palette.action.selectedOpacity),
          '&:hover': {
            backgroundColor: theme.alpha(theme.palette.text.primary, `${theme.palette.action.selectedOpacity} + ${theme.palette.action.hoverOpacity}`),
            '@media (hover: none)': {
              backgroundColor: theme.alpha(theme.palette.text.primary, theme.palette.action.selectedOpacity),
            },
          },
        },
      },
    },
    {
      props: { color: 'primary' },
      style: {
        '&.Mui-selected': {
          color: theme.palette.primary.main,
          backgroundColor: theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
          '&:hover': {
            backgroundColor: theme.alpha(theme.palette.primary.main, `${theme.palette.action.selectedOpacity} + ${theme.palette.action.hoverOpacity}`),
            '@media (hover: none)': {
              backgroundColor: theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
            },
          },
        },
      },
    },
    { props: { size: 'small' }, style: { padding: 7, fontSize: theme.typography.pxToRem(13) } },
    { props: { size: 'large' }, style: { padding: 15, fontSize: theme.typography.pxToRem(15) } },
  ],
}));

// MUI's ToggleButtonGroupRoot (ToggleButtonGroup.mjs), horizontal.
const ToggleButtonGroupRoot = styled('div', {
  name: 'MuiToggleButtonGroup',
  slot: 'Root',
  overridesResolver: (_props, styles) => [
    { '& .MuiToggleButtonGroup-grouped': styles['grouped'] },
    { '& .MuiToggleButtonGroup-firstButton': styles['firstButton'] },
    { '& .MuiToggleButtonGroup-lastButton': styles['lastButton'] },
    { '& .MuiToggleButtonGroup-middleButton': styles['middleButton'] },
    styles['root'],
  ],
})(({ theme }) => ({
  display: 'inline-flex',
  borderRadius: theme.shape.borderRadius,
  ...((theme as { focusVisible?: unknown }).focusVisible ? { '& .MuiToggleButtonGroup-grouped.Mui-focusVisible': { zIndex: 1 } } : {}),
  variants: [
    {
      props: {},
      style: {
        '& .MuiToggleButtonGroup-grouped': {
          '&.Mui-selected + .MuiToggleButtonGroup-grouped.Mui-selected': {
            borderLeft: 0,
            marginLeft: 0,
          },
        },
        '& .MuiToggleButtonGroup-firstButton,& .MuiToggleButtonGroup-middleButton': {
          borderTopRightRadius: 0,
          borderBottomRightRadius: 0,
        },
        '& .MuiToggleButtonGroup-lastButton,& .MuiToggleButtonGroup-middleButton': {
          marginLeft: -1,
          borderLeft: '1px solid transparent',
          borderTopLeftRadius: 0,
          borderBottomLeftRadius: 0,
        },
        '& .MuiToggleButtonGroup-lastButton.Mui-disabled,& .MuiToggleButtonGroup-middleButton.Mui-disabled': {
          borderLeft: '1px solid transparent',
        },
      },
    },
  ],
}));

export interface ToggleChoiceOption<T> {
  readonly value: T;
  readonly label: ReactNode;
}

export interface ToggleChoiceProps<T extends string | number> {
  readonly value: T;
  readonly options: readonly ToggleChoiceOption<T>[];
  /** A different option was chosen. */
  readonly onChange: (value: T) => void;
  readonly 'aria-label': string;
  readonly size?: Size;
  readonly color?: Color;
  readonly sx?: SxProps<Theme>;
}

const positionOf = (index: number, count: number): string =>
  count === 1 ? '' : index === 0 ? 'MuiToggleButtonGroup-firstButton' : index === count - 1 ? 'MuiToggleButtonGroup-lastButton' : 'MuiToggleButtonGroup-middleButton';

export const ToggleChoice = <T extends string | number>({ value, options, onChange, size = 'medium', color = 'standard', sx, 'aria-label': label }: ToggleChoiceProps<T>) => {
  // The button that holds the group's one tab stop: the first, then the one last focused (as MUI's roving tab index).
  const [active, setActive] = useState(0);
  const buttons = (group: HTMLElement) => Array.from(group.querySelectorAll<HTMLButtonElement>(':scope > button'));
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target: EventTarget = event.target;
    const index = buttons(event.currentTarget).findIndex((button) => button === target);
    if (index !== -1) setActive(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = arrowKeyMove(event);
    if (!move || event.defaultPrevented) return;
    event.preventDefault();
    const all = buttons(event.currentTarget);
    const current = all.findIndex((button) => button === document.activeElement);
    const next = move(current === -1 ? active : current, all.length);
    all[next]?.focus();
    setActive(next);
  };
  const ownerState: ButtonState = { size, color };
  return (
    <ToggleButtonGroupRoot role="group" className="MuiToggleButtonGroup-root MuiToggleButtonGroup-horizontal" aria-label={label} sx={sx} onFocus={onFocus} onKeyDown={onKeyDown}>
      {options.map((option, index) => {
        const selected = option.value === value;
        return (
          <ToggleButtonRoot
            key={String(option.value)}
            // MUI's order, the group's class twice (from the group's context and as the button's className).
            className={[
              'MuiToggleButtonGroup-grouped MuiToggleButton-root',
              selected ? 'Mui-selected' : '',
              `MuiToggleButton-size${capitalize(size)} MuiToggleButton-${color} MuiToggleButtonGroup-grouped`,
              positionOf(index, options.length),
            ]
              .filter(Boolean)
              .join(' ')}
            ownerState={ownerState}
            focusRipple
            tabIndex={index === active ? 0 : -1}
            value={String(option.value)}
            aria-pressed={selected}
            onClick={() => {
              if (!selected) onChange(option.value);
            }}
          >
            {option.label}
          </ToggleButtonRoot>
        );
      })}
    </ToggleButtonGroupRoot>
  );
};
