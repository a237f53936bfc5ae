import WebhookRounded from '@mui/icons-material/WebhookRounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookEndpointView } from '#contract/api/webhook-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { PRECHECK_TIMEOUT_RULES, type PrecheckTimeoutRule } from '#contract/precheck-rule.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { deferred } from '../../components/deferred.tsx';
import { useNotice } from '../../components/notices.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { EmptyState, QueryError, QueryLoading } from '../../components/query-state.tsx';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-client.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { SiteChats } from './site-chats.tsx';
import type { WebhookDialogProps } from './webhook-dialog.tsx';
import { addWebhook, changeWebhook, fetchAttempts, fetchWebhooks, replayWebhook, setPrecheckRule, webhooksKeys, type EndpointChange } from './webhooks-api.ts';

/** The dialog brings zod and the form: its code arrives just after the page (it renders only when open). */
const WebhookDialog = deferred<WebhookDialogProps>(async () => (await import('./webhook-dialog.tsx')).WebhookDialog, 'webhook dialog');

const messageOf = (error: unknown): string => (error instanceof ApiError || error instanceof UnexpectedAnswerError ? error.message : MESSAGES.http.unavailable);

const when = (iso: string | null): string => (iso === null ? '—' : formatSiteDateTime(new Date(iso), runtimeConfig.timeZone));

/** An endpoint's delivery log: each attempt, newest first, with Replay for a message that can be sent again. */
const DeliveryLog = ({ endpoint, onReplay, busy }: { readonly endpoint: WebhookEndpointView; readonly onReplay: (messageId: string) => void; readonly busy: boolean }) => {
  const attempts = useQuery({ queryKey: webhooksKeys.attempts(endpoint.id), queryFn: ({ signal }) => fetchAttempts(endpoint.id, signal) });
  if (attempts.isError) return <QueryError onRetry={() => void attempts.refetch()} message={messageOf(attempts.error)} />;
  if (!attempts.isSuccess) return <QueryLoading label="Loading the delivery log" />;
  if (attempts.data.length === 0) return <EmptyState title="Nothing sent yet." />;
  return (
    <Table size="small" aria-label={`Delivery log of ${endpoint.url}`}>
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Event</TableCell>
          <TableCell>Outcome</TableCell>
          <TableCell>Response</TableCell>
          <TableCell>Duration</TableCell>
          <TableCell>Message</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {attempts.data.map((attempt) => (
          <TableRow key={attempt.id}>
            <TableCell>{when(attempt.at)}</TableCell>
            <TableCell>{attempt.eventType}</TableCell>
            <TableCell>{attempt.error === null ? attempt.outcome : `${attempt.outcome}: ${attempt.error}`}</TableCell>
            <TableCell>{attempt.responseStatus ?? '—'}</TableCell>
            <TableCell>{attempt.durationMs} ms</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{attempt.messageId}</TableCell>
            <TableCell>
              {!attempt.eventType.startsWith('precheck.') && (
                <Button size="small" disabled={busy} onClick={() => onReplay(attempt.messageId)}>
                  Replay
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * `/Webhooks` (admins, issue 32): the endpoints other systems receive signed events at, each with its
 * delivery log and Replay; pause, resume and remove; and each site's rule when a pre-check does not
 * answer; each site's Slack and Teams (HOOK-CHAT-01). `vms webhooks` and `vms chat` do the same from the server (docs/product/webhooks.md).
 */
const WebhooksPage = () => {
  const client = useQueryClient();
  const notice = useNotice();
  const [adding, setAdding] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({ queryKey: webhooksKeys.list(), queryFn: ({ signal }) => fetchWebhooks(signal) });
  const settled = () => client.invalidateQueries({ queryKey: webhooksKeys.all });
  const add = useMutation({ mutationFn: addWebhook, onSuccess: ({ message }) => notice.success(message), onSettled: settled });
  const change = useMutation({
    mutationFn: ({ id, to }: { id: number; to: EndpointChange }) => changeWebhook(id, to),
    onSuccess: ({ message }) => notice.success(message),
    onError: (error) => notice.error(messageOf(error)),
    onSettled: settled,
  });
  const replay = useMutation({
    mutationFn: ({ id, messageId }: { id: number; messageId: string }) => replayWebhook(id, messageId),
    onSuccess: ({ message }) => notice.success(message),
    onError: (error) => notice.error(messageOf(error)),
    onSettled: settled,
  });
  const rule = useMutation({
    mutationFn: ({ siteId, onTimeout }: { siteId: number; onTimeout: PrecheckTimeoutRule }) => setPrecheckRule(siteId, onTimeout),
    onSuccess: ({ message }) => notice.success(message),
    onError: (error) => notice.error(messageOf(error)),
    onSettled: settled,
  });

  return (
    <PageLayout
      title="Webhooks"
      subtitle="Endpoints receive what happens to visits as signed JSON (Standard Webhooks), retried for a day; an endpoint that fails for a day is paused and the admins are told."
      paper={false}
      actions={
        <Button variant="contained" startIcon={<WebhookRounded />} onClick={() => setAdding(Date.now())}>
          New endpoint
        </Button>
      }
    >
      {list.isError ? (
        <QueryError onRetry={() => void list.refetch()} message={messageOf(list.error)} />
      ) : !list.isSuccess ? (
        <QueryLoading label="Loading webhooks" />
      ) : (
        <Stack spacing={3}>
          {list.data.endpoints.length === 0 ? (
            <EmptyState title="No webhook endpoint yet." />
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} aria-label="Webhook endpoints">
              {list.data.endpoints.map((endpoint) => (
                <Paper key={endpoint.id} component="li" variant="outlined" aria-label={`Endpoint ${endpoint.url}`} sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                    <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
                      {endpoint.url}
                    </Typography>
                    <Chip size="small" label={endpoint.status === 'active' ? 'Active' : endpoint.pausedReason === 'failing' ? 'Paused: failing for a day' : 'Paused'} color={endpoint.status === 'active' ? 'success' : 'warning'} />
                  </Stack>
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {[...endpoint.events, ...(endpoint.precheck ? ['pre-check'] : [])].join(', ')}
                    {endpoint.failingSince !== null && ` · failing since ${when(endpoint.failingSince)}`} · added by {endpoint.createdBy}, {when(endpoint.createdAt)}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }} useFlexGap>
                    <Button size="small" onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)} aria-expanded={open === endpoint.id}>
                      {open === endpoint.id ? 'Hide the delivery log' : 'Delivery log'}
                    </Button>
                    <Button size="small" disabled={change.isPending} onClick={() => change.mutate({ id: endpoint.id, to: endpoint.status === 'active' ? 'pause' : 'resume' })}>
                      {endpoint.status === 'active' ? 'Pause' : 'Resume'}
                    </Button>
                    <Button size="small" color="error" disabled={change.isPending} onClick={() => change.mutate({ id: endpoint.id, to: 'remove' })}>
                      Remove
                    </Button>
                  </Stack>
                  {open === endpoint.id && <DeliveryLog endpoint={endpoint} busy={replay.isPending} onReplay={(messageId) => replay.mutate({ id: endpoint.id, messageId })} />}
                </Paper>
              ))}
            </Stack>
          )}
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
            <Typography variant="h6" component="h2">
              When a pre-check does not answer
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              A pre-check endpoint has 3 seconds to allow or deny a check-in or a walk-in. If none answers, each site lets the visitor in or refuses them.
            </Typography>
            <Stack spacing={2}>
              {/* Two choices a site: toggle buttons rather than a select, whose menu and popover would double the page's weight. */}
              {list.data.rules.map((siteRule) => (
                <Stack key={siteRule.siteId} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                  <Typography id={`precheck-rule-${siteRule.siteId}`} variant="body2" sx={{ minWidth: 160, fontWeight: 500 }}>
                    {siteRule.siteName}
                  </Typography>
                  <ToggleButtonGroup
                    exclusive
                    size="small"
                    color="primary"
                    value={siteRule.onTimeout}
                    disabled={rule.isPending}
                    aria-labelledby={`precheck-rule-${siteRule.siteId}`}
                    onChange={(_event, value: PrecheckTimeoutRule | null) => {
                      if (value !== null && value !== siteRule.onTimeout) rule.mutate({ siteId: siteRule.siteId, onTimeout: value });
                    }}
                  >
                    {PRECHECK_TIMEOUT_RULES.map((choice) => (
                      <ToggleButton key={choice} value={choice}>
                        {choice === 'allow' ? 'Let the visitor in' : 'Refuse the visitor'}
                      </ToggleButton>
                    ))}
                  </ToggleButtonGroup>
                </Stack>
              ))}
            </Stack>
          </Paper>
          <SiteChats sites={list.data.rules} messageOf={messageOf} />
        </Stack>
      )}
      {adding !== null && (
        <WebhookDialog
          key={adding}
          onAdd={async (input) => {
            try {
              return (await add.mutateAsync(input)).secret;
            } catch (error) {
              throw new Error(messageOf(error), { cause: error });
            }
          }}
          onClose={() => setAdding(null)}
        />
      )}
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(WebhooksPage));
