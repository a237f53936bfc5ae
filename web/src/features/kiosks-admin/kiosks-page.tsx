import TabletMacRounded from '@mui/icons-material/TabletMacRounded';
import Button from '@mui/material/Button';
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
import { ConfirmRevokeDialog } from '../../components/confirm-revoke-dialog.tsx';
import { CredentialCard, type CredentialChip } from '../../components/credential-card.tsx';
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
const STATUS_CHIPS: Readonly<Record<KioskStatus, CredentialChip>> = {
  active: { label: 'Active', color: 'success' },
  revoked: { label: 'Signed out', color: 'default' },
  starter_disabled: { label: `S${KIOSK_STATUS_LABELS.starter_disabled.slice(1)}`, color: 'warning' },
};

// A stopped kiosk may be signed out for good too: re-enabling its starter would not restart it then.
const KioskRow = ({ kiosk, busy, onRevoke }: { readonly kiosk: KioskDeviceView; readonly busy: boolean; readonly onRevoke: () => void }) => (
  <CredentialCard label={`Kiosk ${kiosk.name}`} name={kiosk.name} chip={STATUS_CHIPS[kiosk.status]} revokeLabel={kiosk.status === 'revoked' ? null : 'Sign out kiosk'} busy={busy} onRevoke={onRevoke}>
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
  </CredentialCard>
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
      <ConfirmRevokeDialog
        open={asked !== null}
        title="Sign out this kiosk?"
        text={asked ? `${asked.name} will stop working within ${KIOSK_STOPS_WITHIN_SECONDS} seconds and show "signed out" until security or an admin starts it again.` : ''}
        confirmLabel="Sign out kiosk"
        onKeep={() => setAsked(null)}
        onConfirm={() => {
          if (asked) revoke.mutate(asked);
          setAsked(null);
        }}
      />
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(KiosksPage));
