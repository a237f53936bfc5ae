import BlockRounded from '@mui/icons-material/BlockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** How a credential's status reads on its chip. */
export interface CredentialChip {
  readonly label: string;
  readonly color: 'success' | 'default' | 'warning';
}

export interface CredentialCardProps {
  /** The list item's accessible name (`Kiosk Lobby tablet`). */
  readonly label: string;
  readonly name: string;
  readonly chip: CredentialChip;
  /** The facts about it, as `<dt>`/`<dd>` pairs. */
  readonly children: ReactNode;
  /** The revoke button's words, or null when there is nothing left to revoke. */
  readonly revokeLabel: string | null;
  readonly busy: boolean;
  readonly onRevoke: () => void;
}

/**
 * One credential a device or another system holds (a kiosk's session, an API token), as the admin
 * screens that list them show it: its name and status, what is known of it, and a button that ends it.
 */
export const CredentialCard = ({ label, name, chip, children, revokeLabel, busy, onRevoke }: CredentialCardProps) => (
  <Paper component="li" variant="outlined" aria-label={label} sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'break-word' }}>
            {name}
          </Typography>
          <Chip size="small" label={chip.label} color={chip.color} />
        </Stack>
        {/* A phone's one column is minmax(0, 1fr): an address wider than the card breaks rather than widen it. */}
        <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.25, typography: 'body2', '& dt': { color: 'text.secondary' }, '& dd': { m: 0, mb: { xs: 0.75, sm: 0 }, overflowWrap: 'break-word' } }}>
          {children}
        </Box>
      </Box>
      {revokeLabel !== null && (
        <Button variant="outlined" color="error" size="large" startIcon={<BlockRounded />} disabled={busy} onClick={onRevoke} sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}>
          {revokeLabel}
        </Button>
      )}
    </Stack>
  </Paper>
);
