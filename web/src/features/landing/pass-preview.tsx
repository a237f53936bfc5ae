import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND } from '../../app/theme.ts';

/** A fixed, made-up pattern that reads as a QR code at a glance (decoration only). */
const QR_SIZE = 21;
const qrModules = (() => {
  const cells: [number, number][] = [];
  let seed = 20240917;
  const inFinder = (x: number, y: number) => (x < 8 && y < 8) || (x >= QR_SIZE - 8 && y < 8) || (x < 8 && y >= QR_SIZE - 8);
  for (let y = 0; y < QR_SIZE; y += 1) {
    for (let x = 0; x < QR_SIZE; x += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      if (!inFinder(x, y) && seed % 100 < 46) cells.push([x, y]);
    }
  }
  return cells;
})();
const FINDERS: [number, number][] = [
  [0, 0],
  [QR_SIZE - 7, 0],
  [0, QR_SIZE - 7],
];

const QrMark = () => (
  <Box component="svg" viewBox={`-1 -1 ${QR_SIZE + 2} ${QR_SIZE + 2}`} sx={{ width: 88, height: 88, display: 'block' }} aria-hidden>
    <rect x={-1} y={-1} width={QR_SIZE + 2} height={QR_SIZE + 2} fill="#FFFFFF" />
    {FINDERS.map(([x, y]) => (
      <g key={`${x}-${y}`} fill={BRAND.navy}>
        <path d={`M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5z`} fillRule="evenodd" />
        <rect x={x + 2} y={y + 2} width={3} height={3} />
      </g>
    ))}
    {qrModules.map(([x, y]) => (
      <rect key={`${x}-${y}`} x={x} y={y} width={1.02} height={1.02} fill={BRAND.navy} />
    ))}
  </Box>
);

const Field = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.3 }}>
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.35 }}>
      {value}
    </Typography>
  </Box>
);

/** The hero's illustration: what a visitor pass looks like in the product. */
export const PassPreview = () => (
  <Paper
    role="img"
    aria-label="Example of an approved visitor pass"
    elevation={0}
    sx={{
      maxWidth: 380,
      mx: 'auto',
      overflow: 'hidden',
      color: 'text.primary',
      borderRadius: 4,
      boxShadow: '0 30px 60px -20px rgba(0, 0, 0, 0.55), 0 0 0 1px rgba(255, 255, 255, 0.08)',
      transform: { md: 'rotate(2deg)' },
    }}
  >
    <Box aria-hidden sx={{ px: 2.5, py: 1.75, background: `linear-gradient(120deg, ${BRAND.blue}, ${BRAND.teal})`, color: 'common.white' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box component="img" src="/favicon.svg" alt="" sx={{ width: 26, height: 26 }} />
          <Typography variant="overline" sx={{ lineHeight: 1.2 }}>
            Visitor pass
          </Typography>
        </Stack>
        <Chip size="small" icon={<CheckCircleRounded />} label="Approved" sx={{ bgcolor: 'common.white', color: 'success.main', fontWeight: 700, '& .MuiChip-icon': { color: 'success.main' } }} />
      </Stack>
    </Box>
    <Box aria-hidden sx={{ p: 2.5 }}>
      <Stack direction="row" spacing={1.75} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ width: 52, height: 52, bgcolor: BRAND.navy, fontWeight: 700 }}>AK</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }}>
            Ananya Kapoor
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Supplier · Northwind Metals
          </Typography>
        </Box>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mt: 2.25 }}>
        <Field label="Date of visit" value="14-08-2026" />
        <Field label="Time" value="10:30 AM" />
        <Field label="Host" value="Rohan Mehta" />
        <Field label="Place to visit" value="Office & Shop Floor" />
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 2.25, pt: 2.25, borderTop: 1, borderColor: 'divider', alignItems: 'center' }}>
        <QrMark />
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }} />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Checked in 10:26 AM
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            {['Helmet', 'Goggles', 'Safety shoes'].map((item) => (
              <Chip key={item} label={item} size="small" variant="outlined" />
            ))}
          </Stack>
        </Stack>
      </Stack>
    </Box>
  </Paper>
);
