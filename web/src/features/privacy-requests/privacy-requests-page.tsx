import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PrivacyRequestRow } from '#contract/api/rights-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { CORRECTABLE_FIELDS, PRIVACY_REQUEST_STATUSES, type PrivacyRequestStatus } from '#contract/privacy-rights.ts';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { deferred } from '../../components/deferred.tsx';
import { NativeChoice } from '../../components/native-choice.tsx';
import { useNotice } from '../../components/notices.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { EmptyState, QueryError, QueryLoading } from '../../components/query-state.tsx';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-client.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { fetchPrivacyRequests, resolvePrivacyRequest } from './privacy-requests-api.ts';
import type { RequestAnswerProps } from './request-answer.tsx';

/** The answer's field and buttons: their code arrives just after the page. */
const RequestAnswer = deferred<RequestAnswerProps>(async () => (await import('./request-answer.tsx')).RequestAnswer, 'request answer');

const messageOf = (error: unknown): string => (error instanceof ApiError || error instanceof UnexpectedAnswerError ? error.message : MESSAGES.http.unavailable);
const when = (iso: string): string => formatSiteDateTime(new Date(iso), runtimeConfig.timeZone);

const asked = (row: PrivacyRequestRow): string =>
  row.correction ? `Correct "${CORRECTABLE_FIELDS[row.correction.field]}" on visit ${row.correction.visitId} to: ${row.correction.value}` : row.text ?? (row.keptVisitIds.length > 0 ? `Visits kept for now: ${row.keptVisitIds.join(', ')}` : '');

const RequestRow = ({ row, busy, onResolve }: { readonly row: PrivacyRequestRow; readonly busy: boolean; readonly onResolve: (decision: 'approve' | 'reject', reason: string) => void }) => {
  const answerable = row.status === 'open' && (row.kind === 'correction' || row.kind === 'grievance');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} aria-label={`Request ${row.id}`}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{`${row.id}. ${row.kind}`}</Typography>
        <Chip size="small" label={row.status} color={row.status === 'open' ? 'info' : 'default'} />
        {row.overdue && <Chip size="small" color="error" label="Overdue" />}
        <Typography variant="body2" color="text.secondary">{`Made ${when(row.madeAt)}; due ${when(row.dueAt)}`}</Typography>
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {asked(row)}
      </Typography>
      {row.outcome && row.status !== 'open' && <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>{`${row.outcome} (${row.handledBy ?? ''})`}</Typography>}
      {answerable && <RequestAnswer kind={row.kind} busy={busy} onResolve={onResolve} />}
    </Paper>
  );
};

/**
 * `/PrivacyRequests` (admins, issue 31, docs/product/privacy.md PRIV-RIGHTS-06): the visitors' requests
 * about their data with their due dates; an admin approves a correction (it is applied to the visit) or
 * rejects it with a reason, and answers a grievance; the visitor is mailed each outcome.
 */
const PrivacyRequestsPage = () => {
  const client = useQueryClient();
  const notice = useNotice();
  const [status, setStatus] = useState<PrivacyRequestStatus | 'all'>('open');
  const requests = useQuery({ queryKey: ['privacy-requests', status], queryFn: ({ signal }) => fetchPrivacyRequests(status === 'all' ? null : status, signal) });
  const resolve = useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'approve' | 'reject'; reason: string }) => resolvePrivacyRequest(id, decision, reason),
    onSuccess: (message) => notice.success(message),
    onError: (error) => notice.error(messageOf(error)),
    onSettled: () => client.invalidateQueries({ queryKey: ['privacy-requests'] }),
  });
  return (
    <PageLayout
      title="Privacy requests"
      subtitle="Visitors' requests about their data: answer corrections and grievances within 90 days (DPDP Rules 2025, rule 14)."
      paper={false}
      actions={
        <NativeChoice label="Status" value={status} onChange={(value) => setStatus(value as PrivacyRequestStatus | 'all')} options={[...PRIVACY_REQUEST_STATUSES, 'all' as const].map((one) => [one, one])} />
      }
    >
      {requests.isError ? (
        <QueryError onRetry={() => void requests.refetch()} message={messageOf(requests.error)} />
      ) : !requests.isSuccess ? (
        <QueryLoading label="Loading the requests" />
      ) : requests.data.length === 0 ? (
        <EmptyState title="No request." />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} aria-label="Requests">
          {requests.data.map((row) => (
            <RequestRow key={row.id} row={row} busy={resolve.isPending} onResolve={(decision, reason) => resolve.mutate({ id: row.id, decision, reason })} />
          ))}
        </Stack>
      )}
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(PrivacyRequestsPage));
