import PrintRounded from '@mui/icons-material/PrintRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MESSAGES } from '#contract/messages.ts';
import { isCalledOff } from '#contract/visit-state.ts';
import { BackButton } from '../../components/back-button.tsx';
import { detailViewId } from '../visits-common/detail-view-id.ts';
import { NO_PRINT, PRINT_ROOT, PrintStyles } from '../../components/print-styles.tsx';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { useNoCarriedNotices } from '../../components/notices.tsx';
import { PAGE_FRAME } from '../../components/page-layout.tsx';
import { useBadgeVisit, usePassQr } from './use-badge.ts';
import { BadgeSheet, LAYOUTS, type BadgeLayout } from './visitor-badge.tsx';

/** `/VisitorBadge?id=`: a printable visitor badge for the card printer or an A4 sheet. */
const VisitorBadgePage = () => {
  const location = useLocation();
  const id = detailViewId(location.state, location.search);
  const load = useBadgeVisit(id);
  const qr = usePassQr(load.state === 'ready' ? load.visit.visitor_id : null);
  const [layout, setLayout] = useState<BadgeLayout>('cr80');
  // "Checked in" from the list is not the badge's: it would cover it on screen and print on it.
  useNoCarriedNotices();

  const shown = LAYOUTS[layout];
  // A visit its host called off gets no badge: nobody is coming on it (a link kept from before, or a page left open).
  const calledOff = load.state === 'ready' && isCalledOff(load.visit.visit_state);
  // The layout is a choice only while a badge may still be printed: not without a visit, when it could
  // not be read, or when it was called off.
  const mayPrint = id !== null && load.state !== 'failed' && !calledOff;

  return (
    <Container maxWidth={PAGE_FRAME} className={PRINT_ROOT} sx={{ py: { xs: 2.5, sm: 4 } }}>
      <title>Visitor badge · Visitor Desk</title>
      <PrintStyles page={shown.page} />
      <Box className={NO_PRINT}>
        <BackButton />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' }, mb: 3 }}>
          <Box>
            <Typography variant="h4" component="h1">
              Visitor badge
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.75 }}>
              Print it for the visitor to wear; the QR code checks them in and out at the desk.
            </Typography>
          </Box>
          <Button variant="contained" size="large" startIcon={<PrintRounded />} onClick={() => window.print()} disabled={load.state !== 'ready' || calledOff}>
            Print
          </Button>
        </Stack>
        {mayPrint && (
          <ToggleButtonGroup
            value={layout}
            exclusive
            onChange={(_event, value: BadgeLayout | null) => {
              if (value) setLayout(value);
            }}
            aria-label="Badge layout"
            color="primary"
            sx={{ mb: 3, display: 'flex', '& > *': { flex: 1 } }}
          >
            {(Object.keys(LAYOUTS) as BadgeLayout[]).map((key) => (
              <ToggleButton key={key} value={key} sx={{ textTransform: 'none', fontWeight: 600, color: 'text.secondary' }}>
                {LAYOUTS[key].label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </Box>

      {id === null && <Alert severity="info">Open a badge from the Print badge button of a visitor in Approved Visitor Details.</Alert>}
      {id !== null && load.state === 'loading' && (
        <Stack sx={{ alignItems: 'center', py: 8 }} role="status">
          <CircularProgress aria-label="Loading the badge" />
        </Stack>
      )}
      {id !== null && load.state === 'failed' && <Alert severity="error">{load.message}</Alert>}
      {load.state === 'ready' && calledOff && (
        <Alert severity="error">{load.visit.visit_state === 'declined' ? MESSAGES.walkIn.alreadyDeclined : MESSAGES.myVisits.visitCancelled}</Alert>
      )}
      {id !== null && load.state === 'ready' && !calledOff && (
        <Box sx={{ py: { xs: 1, sm: 2 }, '@media print': { py: 0 } }}>
          <BadgeSheet visit={load.visit} qr={qr} layout={layout} />
          {!load.visit.visitor_id && (
            <Alert severity="warning" className={NO_PRINT} sx={{ mt: 3 }}>
              This visit has no pass code yet, so the badge has no QR code.
            </Alert>
          )}
        </Box>
      )}
    </Container>
  );
};

export default withMuiTheme(withQueryClient(VisitorBadgePage));
