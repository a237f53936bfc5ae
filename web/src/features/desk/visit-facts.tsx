import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { breakAfterAt } from '../../components/break-after-at.ts';

/** A small definition list: label, value, label, value; two columns that stay readable on a phone. */
export const VisitFacts = ({ facts, dense = false }: { readonly facts: readonly (readonly [string, ReactNode])[]; readonly dense?: boolean }) => (
  <Box
    component="dl"
    sx={{ display: 'grid', gridTemplateColumns: 'minmax(72px, max-content) 1fr', columnGap: 2, rowGap: dense ? 0.25 : 0.75, m: 0 }}
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
