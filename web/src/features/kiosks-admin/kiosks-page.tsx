import BlockRounded from '@mui/icons-material/BlockRounded';
import TabletMacRounded from '@mui/icons-material/TabletMacRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { KioskDeviceView } from '#contract/api/kiosk-answers.ts';
import { KIOSK_STATUS_LABELS, KIOSK_STOPS_WITHIN_SECONDS, type KioskStatus } from '#contract/kiosk-status.ts';
import { MESSAGES } from '#contract/messages.ts';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { PATHS } from '../../app/navigation-rules.ts';
import { withQueryClient } from '../../app/query-client.tsx';
import { useNotice } from '../../components/notices.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { EmptyState, QueryError, QueryLoading } from '../../components/query-state.tsx';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-client.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { fetchKiosks, kiosksKeys, revokeKiosk } from './kiosks-api.ts';
import { RefreshRounded } from '../../components/mui-icons.tsx';

/** `22-11-2026 10:05 AM` at the site, as every other screen writes a moment. */
const when = (iso: string | null): string => (iso === null ? 'Never' : formatSiteDateTime(new Date(iso), runtimeConfig.timeZone));

const messageOf = (error: unknown): string => (error instanceof ApiError || error instanceof UnexpectedAnswerError ? error.message : MESSAGES.http.unavailable);

/** Each status's chip: a stopped kiosk says why (`KIOSK_STATUS_LABELS`, as `vms kiosk list` does). */
const STATUS_CHIPS: Readonly<Record<KioskStatus, { readonly label: string; readonly color: 'success' | 'default' | 'warning' }>> = {
  active: { label: 'Active', color: 'success' },
  revoked: { label: 'Signed out', color: 'default' },
  starter_disabled: { label: `S${KIOSK_STATUS_LABELS.starter_disabled.slice(1)}`, color: 'warning' },
};

const KioskRow = ({ kiosk, busy, onRevoke }: { readonly kiosk: KioskDeviceView; readonly busy: boolean; readonly onRevoke: () => void }) => (
  <Paper component="li" variant="outlined" aria-label={`Kiosk ${kiosk.name}`} sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'break-word' }}>
            {kiosk.name}
          </Typography>
          <Chip size="small" label={STATUS_CHIPS[kiosk.status].label} color={STATUS_CHIPS[kiosk.status].color} />
        </Stack>
        {/* A phone's one column is minmax(0, 1fr): an address wider than the card breaks rather than widen it. */}
        <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.25, typography: 'body2', '& dt': { color: 'text.secondary' }, '& dd': { m: 0, mb: { xs: 0.75, sm: 0 }, overflowWrap: 'break-word' } }}>
          <dt>Started by</dt>
          <dd>
            {kiosk.startedBy}, {when(kiosk.createdAt)}
          </dd>
          <dt>Last seen</dt>
          <dd>{when(kiosk.lastSeenAt)}</dd>
          {kiosk.status === 'starter_disabled' && (
            <>
              <dt>Stopped</dt>
              <dd>The account that started it has been disabled.</dd>
            </>
          )}
          {kiosk.status === 'revoked' && (
            <>
              <dt>Signed out on</dt>
              <dd>
                {when(kiosk.revokedAt)}
                {kiosk.revokedBy ? ` by ${kiosk.revokedBy}` : ''}
              </dd>
            </>
          )}
        </Box>
      </Box>
      {/* A stopped kiosk may be signed out for good too: re-enabling its starter would not restart it then. */}
      {kiosk.status !== 'revoked' && (
        <Button variant="outlined" color="error" size="large" startIcon={<BlockRounded />} disabled={busy} onClick={onRevoke} sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}>
          Sign out kiosk
        </Button>
      )}
    </Stack>
  </Paper>
);

/** `/Kiosks` (admins): every reception kiosk with who started it and when it was last seen; an active one can be signed out. */
const KiosksPage = () => {
  const client = useQueryClient();
  const notice = useNotice();
  const [asked, setAsked] = useState<KioskDeviceView | null>(null);
  const kiosks = useQuery({ queryKey: kiosksKeys.list(), queryFn: ({ signal }) => fetchKiosks(signal) });
  const revoke = useMutation({
    mutationFn: (kiosk: KioskDeviceView) => revokeKiosk(kiosk.id),
    onSuccess: ({ message }) => notice.success(message),
    onError: (error) => notice.error(messageOf(error)),
    onSettled: () => client.invalidateQueries({ queryKey: kiosksKeys.all }),
  });

  return (
    <PageLayout
      title="Kiosks"
      subtitle={`The reception tablets signed in as kiosks. Signing one out ends its session at once; the tablet shows "signed out" within ${KIOSK_STOPS_WITHIN_SECONDS} seconds.`}
      paper={false}
      actions={
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<RefreshRounded />} onClick={() => void kiosks.refetch()} disabled={kiosks.isFetching}>
            Refresh
          </Button>
          <Button variant="contained" component={RouterLink} to={PATHS.kiosk} startIcon={<TabletMacRounded />}>
            Start this device
          </Button>
        </Stack>
      }
    >
      {kiosks.isError ? (
        <QueryError onRetry={() => void kiosks.refetch()} message={messageOf(kiosks.error)} />
      ) : !kiosks.isSuccess ? (
        <QueryLoading label="Loading kiosks" />
      ) : kiosks.data.length === 0 ? (
        <EmptyState title="No kiosk has been started yet.">
          <Typography color="text.secondary">Security or an admin starts one by opening {PATHS.kiosk} on the tablet.</Typography>
        </EmptyState>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} aria-label="Kiosks">
          {kiosks.data.map((kiosk) => (
            <KioskRow key={kiosk.id} kiosk={kiosk} busy={revoke.isPending && revoke.variables.id === kiosk.id} onRevoke={() => setAsked(kiosk)} />
          ))}
        </Stack>
      )}
      <Dialog open={asked !== null} onClose={() => setAsked(null)} aria-labelledby="revoke-kiosk-title" maxWidth="xs" fullWidth>
        <DialogTitle id="revoke-kiosk-title">Sign out this kiosk?</DialogTitle>
        <DialogContent>
          <DialogContentText>{asked && `${asked.name} will stop working within ${KIOSK_STOPS_WITHIN_SECONDS} seconds and show "signed out" until security or an admin starts it again.`}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setAsked(null)} autoFocus>
            Keep it
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              if (asked) revoke.mutate(asked);
              setAsked(null);
            }}
          >
            Sign out kiosk
          </Button>
        </DialogActions>
      </Dialog>
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(KiosksPage));
