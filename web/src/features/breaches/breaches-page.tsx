import ReportRounded from '@mui/icons-material/ReportRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BreachSummary } from '#contract/api/breach-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import type { BoardReportInput, BreachFormValues } from '#contract/validation/breach.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { deferred } from '../../components/deferred.tsx';
import { useNotice } from '../../components/notices.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { EmptyState, QueryError, QueryLoading } from '../../components/query-state.tsx';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-client.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { useAuth } from '../auth/use-auth.ts';
import { BoardClockChip } from './board-clock-chip.tsx';
import type { BreachDialogProps } from './breach-dialog.tsx';
import { BreachDetailView } from './breach-detail.tsx';
import { breachKeys, fetchBreach, fetchSiteChoices, fetchBreaches, keepBoardReport, recordBreach, sendBreachNotices } from './breaches-api.ts';

/** The dialog brings zod and the form: its code arrives just after the page (it renders only when open). */
const BreachDialog = deferred<BreachDialogProps>(async () => (await import('./breach-dialog.tsx')).BreachDialog, 'breach dialog');

const messageOf = (error: unknown): string => (error instanceof ApiError || error instanceof UnexpectedAnswerError ? error.message : MESSAGES.http.unavailable);
const when = (iso: string): string => formatSiteDateTime(new Date(iso), runtimeConfig.timeZone);

const BreachRow = ({ breach, onOpen }: { readonly breach: BreachSummary; readonly onOpen: () => void }) => (
  <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} aria-label={`Breach ${breach.id}`}>
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography sx={{ flex: 1, minWidth: 200 }}>{breach.summary}</Typography>
      <BoardClockChip breach={breach} />
      <Button onClick={onOpen}>Open</Button>
    </Stack>
    <Typography variant="body2" color="text.secondary">
      Aware since {when(breach.awareAt)}; {breach.sites === null ? 'all sites' : breach.sites.map((site) => site.name).join(', ')}; notices {breach.noticesSentAt === null ? 'not sent' : `sent to ${breach.noticesSent}`}.
    </Typography>
  </Paper>
);

/**
 * `/Breaches` (admins, issue 31; docs/product/privacy-breaches.md): the breach register. An admin records a
 * suspected breach; the product lists the people affected from the data, previews the notice and sends
 * it once, drafts the report to the Board and keeps its 72-hour clock in view.
 */
const BreachesPage = () => {
  const client = useQueryClient();
  const notice = useNotice();
  const { data: user } = useAuth();
  const [recording, setRecording] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const breaches = useQuery({ queryKey: breachKeys.list(), queryFn: ({ signal }) => fetchBreaches(signal) });
  const sites = useQuery({ queryKey: breachKeys.sites(), queryFn: ({ signal }) => fetchSiteChoices(signal), enabled: recording !== null });
  const detail = useQuery({ queryKey: breachKeys.detail(openId ?? 0), queryFn: ({ signal }) => fetchBreach(openId ?? 0, signal), enabled: openId !== null });
  const changed = { onSuccess: ({ message }: { message: string }) => notice.success(message), onError: (error: unknown) => notice.error(messageOf(error)), onSettled: () => client.invalidateQueries({ queryKey: breachKeys.all }) };
  const send = useMutation({ mutationFn: (id: number) => sendBreachNotices(id), ...changed });
  const report = useMutation({ mutationFn: ({ id, parts, submit }: { id: number; parts: BoardReportInput; submit: boolean }) => keepBoardReport(id, parts, submit), ...changed });

  return (
    <PageLayout
      title="Breach register"
      subtitle="Record a personal data breach, see whom it affects, notify each of them and report to the Data Protection Board within 72 hours of becoming aware (DPDP Rules 2025, rule 7)."
      paper={false}
      actions={
        <Button variant="contained" startIcon={<ReportRounded />} onClick={() => setRecording(Date.now())}>
          Record a breach
        </Button>
      }
    >
      {breaches.isError ? (
        <QueryError onRetry={() => void breaches.refetch()} message={messageOf(breaches.error)} />
      ) : !breaches.isSuccess ? (
        <QueryLoading label="Loading the breach register" />
      ) : breaches.data.length === 0 ? (
        <EmptyState title="No breach recorded." />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} aria-label="Breaches">
          {breaches.data.map((breach) => (
            <BreachRow key={breach.id} breach={breach} onOpen={() => setOpenId(breach.id)} />
          ))}
        </Stack>
      )}
      {openId !== null && (
        <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
          {detail.isError ? (
            <QueryError onRetry={() => void detail.refetch()} message={messageOf(detail.error)} />
          ) : !detail.isSuccess ? (
            <QueryLoading label="Loading the breach" />
          ) : (
            <BreachDetailView
              key={`${detail.data.breach.id}-${detail.data.report.saved}-${detail.data.report.submittedAt}`}
              detail={detail.data}
              busy={send.isPending || report.isPending}
              onSend={() => send.mutate(detail.data.breach.id)}
              onReport={(parts, submit) => report.mutate({ id: detail.data.breach.id, parts, submit })}
            />
          )}
        </Paper>
      )}
      {recording !== null && (
        <BreachDialog
          key={recording}
          sites={sites.data ?? []}
          contact={{ name: user?.emp_name ?? '', email: user?.emp_email ?? '' }}
          onRecord={async (input: BreachFormValues) => {
            try {
              const answer = await recordBreach(input);
              notice.success(answer.message);
              setRecording(null);
              setOpenId(answer.detail.breach.id);
              await client.invalidateQueries({ queryKey: breachKeys.all });
            } catch (error) {
              throw new Error(messageOf(error), { cause: error });
            }
          }}
          onClose={() => setRecording(null)}
        />
      )}
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(BreachesPage));
