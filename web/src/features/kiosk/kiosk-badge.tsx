import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { KioskBadge as Badge } from '#contract/api/kiosk-answers.ts';
import { BRAND } from '../../app/theme.ts';
import { PASS_QR_PREFIX } from '#contract/pass-code.ts';
import { PrintStyles } from '../../components/print-styles.tsx';

/** The badge's QR code (`VMS:` + pass code), drawn once the qrcode library has arrived (it is not part of the start screen). */
const useBadgeQr = (passCode: string): string | null => {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(`${PASS_QR_PREFIX}${passCode}`, { errorCorrectionLevel: 'M', margin: 1, width: 320, color: { dark: '#000000', light: '#ffffff' } }))
      .then(
        (url) => {
          if (current) setQr(url);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [passCode]);
  return qr;
};

/**
 * The visitor's badge as the kiosk prints it: name, host, date, check-in time, the pass code as text
 * and in a QR code (the desk scans it on the way out), and the pass's PIN (a kiosk that asks for it
 * with the phone number checks them out with it). On paper (window.print) only the badge shows.
 */
export const KioskBadge = ({ badge }: { readonly badge: Badge }) => {
  const qr = useBadgeQr(badge.passCode);
  return (
    <>
      <PrintStyles page={{ size: 'A6 portrait', margin: '8mm' }} />
      <Paper
        data-testid="kiosk-badge"
        aria-label={`Visitor badge of ${badge.name}`}
        elevation={0}
        sx={{ mx: 'auto', maxWidth: 520, border: 3, borderColor: BRAND.navy, borderRadius: 4, overflow: 'hidden', '@media print': { border: '2px solid #000', maxWidth: 'none' } }}
      >
        <Box sx={{ bgcolor: BRAND.navy, color: '#fff', px: 3, py: 1.5, display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
          <Typography sx={{ fontWeight: 800, letterSpacing: '0.12em', fontSize: '1.25rem' }}>VISITOR</Typography>
          {badge.walkIn && <Typography sx={{ fontWeight: 600, fontSize: '1rem' }}>Walk-in</Typography>}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ p: 3, alignItems: { xs: 'center', sm: 'flex-start' } }}>
          <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <Typography component="p" sx={{ fontSize: { xs: '1.9rem', sm: '2.2rem' }, fontWeight: 800, lineHeight: 1.15, overflowWrap: 'break-word' }}>
              {badge.name}
            </Typography>
            <Box component="dl" sx={{ m: 0, mt: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, fontSize: '1.15rem', '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 600, overflowWrap: 'break-word' } }}>
              <dt>Host</dt>
              <dd>{badge.hostName}</dd>
              <dt>Date</dt>
              <dd>{badge.visitDate}</dd>
              <dt>Checked in</dt>
              <dd>{badge.checkInTime}</dd>
              <dt>Pass code</dt>
              <dd data-testid="kiosk-badge-code" style={{ letterSpacing: '0.1em', fontFamily: 'ui-monospace, monospace' }}>
                {badge.passCode}
              </dd>
              <dt>PIN</dt>
              <dd data-testid="kiosk-badge-pin" style={{ letterSpacing: '0.1em', fontFamily: 'ui-monospace, monospace' }}>
                {badge.pin}
              </dd>
            </Box>
          </Box>
          <Box sx={{ width: 160, height: 160, flexShrink: 0, display: 'grid', placeItems: 'center', bgcolor: '#fff' }}>
            {qr ? <Box component="img" src={qr} alt={`QR code of pass ${badge.passCode}`} sx={{ width: 160, height: 160, display: 'block' }} /> : null}
          </Box>
        </Stack>
      </Paper>
    </>
  );
};
