import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/**
 * What stands where the desk's table will be while its code arrives (desk-visits-screen.tsx fetches
 * the table beside the list's first read): grey bars where its rows or cards will be, and the label
 * for screen readers once. The table shows its own placeholder rows if the read is still under way.
 */
export const DeskTablePlaceholder = ({ label, cards }: { readonly label: string; readonly cards: boolean }) => (
  <Box role="status" aria-live="polite" data-testid="placeholder-table" sx={{ p: { xs: 1.5, sm: 2 } }}>
    <Box component="span" className="vd-visually-hidden">
      {label}
    </Box>
    <Stack spacing={1.25} aria-hidden>
      {Array.from({ length: cards ? 3 : 6 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={cards ? 200 : 44} />
      ))}
    </Stack>
  </Box>
);
