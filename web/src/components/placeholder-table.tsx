import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export interface PlaceholderTableProps {
  /** What is loading, for screen readers ("Loading visitors"). */
  readonly label: string;
  /** The table's own column headings, so that the page keeps its shape. */
  readonly headers: readonly string[];
  readonly rows?: number;
  /** Phone layout: placeholder cards instead of a table (by default below the md breakpoint, as the lists do). */
  readonly cards?: boolean;
}

/**
 * Placeholder (skeleton) rows while a list loads (issue 12): the table's headings and grey bars where
 * its rows will be, never a count such as "0–0 of 0". Screen readers hear the label once.
 */
export const PlaceholderTable = ({ label, headers, rows = 5, cards }: PlaceholderTableProps) => {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  return (
    <Box role="status" aria-live="polite" data-testid="placeholder-table">
      <Box component="span" className="vd-visually-hidden">
        {label}
      </Box>
      {(cards ?? narrow) ? (
        <Stack component="ul" spacing={1.5} aria-hidden sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {Array.from({ length: Math.min(rows, 3) }, (_, i) => (
            <Paper key={i} component="li" variant="outlined" sx={{ p: 2 }}>
              <Skeleton variant="text" sx={{ fontSize: '1.1rem', width: '55%' }} />
              <Skeleton variant="text" sx={{ width: '80%' }} />
              <Skeleton variant="text" sx={{ width: '65%' }} />
              <Skeleton variant="rounded" height={36} sx={{ mt: 1 }} />
            </Paper>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined" aria-hidden>
          <Table>
            <TableHead>
              <TableRow>
                {headers.map((header) => (
                  <TableCell key={header} sx={{ fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.50', color: 'text.secondary' }}>
                    {header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {Array.from({ length: rows }, (_, row) => (
                <TableRow key={row}>
                  {headers.map((header, column) => (
                    <TableCell key={header}>
                      <Skeleton variant="text" width={column === 0 ? '60%' : '80%'} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
};
