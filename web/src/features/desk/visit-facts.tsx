import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { breakAfterAt } from '../../components/break-after-at.ts';

/** A small definition list: label, value, label, value; two columns that stay readable on a phone. */
/**
 * `pairs`: on a tablet several facts to a line (three on a card as wide as an upright tablet, two on
 * the half-width cards of a tablet on its side), so that a desk card stays short enough for five or
 * more to a screen (issue 28); a phone keeps one to a line.
 */
export const VisitFacts = ({ facts, dense = false, pairs = false }: { readonly facts: readonly (readonly [string, ReactNode])[]; readonly dense?: boolean; readonly pairs?: boolean }) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      gridTemplateColumns: pairs
        ? { xs: 'minmax(72px, max-content) 1fr', sm: 'repeat(3, max-content minmax(0, 1fr))', md: 'repeat(2, max-content minmax(0, 1fr))' }
        : 'minmax(72px, max-content) 1fr',
      columnGap: pairs ? { xs: 2, sm: 1.25 } : 2,
      rowGap: dense ? 0.25 : 0.75,
      m: 0,
    }}
  >
    {facts.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'break-word' }}>
          {typeof value === 'string' ? breakAfterAt(value) : value}
        </Typography>
      </Box>
    ))}
  </Box>
);
