import KeyRounded from '@mui/icons-material/KeyRounded';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiTokenStatus, ApiTokenView } from '#contract/api/api-token-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { ConfirmRevokeDialog } from '../../components/confirm-revoke-dialog.tsx';
import { CredentialCard, type CredentialChip } from '../../components/credential-card.tsx';
import { deferred } from '../../components/deferred.tsx';
import { useNotice } from '../../components/notices.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { EmptyState, QueryError, QueryLoading } from '../../components/query-state.tsx';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-client.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import type { ApiTokenDialogProps } from './api-token-dialog.tsx';
import { apiTokensKeys, createApiToken, fetchApiTokens, revokeApiToken } from './api-tokens-api.ts';

/** The dialog brings zod and the form: its code arrives just after the page (it renders only when open). */
const ApiTokenDialog = deferred<ApiTokenDialogProps>(async () => (await import('./api-token-dialog.tsx')).ApiTokenDialog, 'API token dialog');

const messageOf = (error: unknown): string => (error instanceof ApiError || error instanceof UnexpectedAnswerError ? error.message : MESSAGES.http.unavailable);

/** `22-11-2026 10:05 AM` at the site, as every other screen writes a moment. */
const when = (iso: string | null): string => (iso === null ? 'Never' : formatSiteDateTime(new Date(iso), runtimeConfig.timeZone));

const STATUS_CHIPS: Readonly<Record<ApiTokenStatus, CredentialChip>> = {
  active: { label: 'Active', color: 'success' },
  revoked: { label: 'Revoked', color: 'default' },
  expired: { label: 'Expired', color: 'warning' },
};

const TokenRow = ({ token, busy, onRevoke }: { readonly token: ApiTokenView; readonly busy: boolean; readonly onRevoke: () => void }) => (
  <CredentialCard label={`Token ${token.name}`} name={token.name} chip={STATUS_CHIPS[token.status]} revokeLabel={token.status === 'revoked' ? null : 'Revoke'} busy={busy} onRevoke={onRevoke}>
    <dt>Scopes</dt>
    <dd>{token.scopes.join(', ')}</dd>
    <dt>Acts for</dt>
    <dd>{token.actsFor}</dd>
    <dt>Made by</dt>
    <dd>
      {token.createdBy}, {when(token.createdAt)}
    </dd>
    <dt>Last day</dt>
    <dd>{token.expiresOn ?? 'None'}</dd>
    <dt>Last used</dt>
    <dd>{when(token.lastUsedAt)}</dd>
    {token.revokedAt !== null && (
      <>
        <dt>Revoked on</dt>
        <dd>{when(token.revokedAt)}</dd>
      </>
    )}
  </CredentialCard>
);

/**
 * `/ApiTokens` (admins, issue 32): the tokens other systems call the API with. An admin makes one
 * (shown once, acting for them) and revokes any; `vms tokens` does the same from the server.
 */
const ApiTokensPage = () => {
  const client = useQueryClient();
  const notice = useNotice();
  const [creating, setCreating] = useState<number | null>(null);
  const [asked, setAsked] = useState<ApiTokenView | null>(null);
  const tokens = useQuery({ queryKey: apiTokensKeys.list(), queryFn: ({ signal }) => fetchApiTokens(signal) });
  const create = useMutation({
    mutationFn: createApiToken,
    onSuccess: ({ message }) => notice.success(message),
    onSettled: () => client.invalidateQueries({ queryKey: apiTokensKeys.all }),
  });
  const revoke = useMutation({
    mutationFn: (token: ApiTokenView) => revokeApiToken(token.id),
    onSuccess: ({ message }) => notice.success(message),
    onError: (error) => notice.error(messageOf(error)),
    onSettled: () => client.invalidateQueries({ queryKey: apiTokensKeys.all }),
  });

  return (
    <PageLayout
      title="API tokens"
      subtitle="Tokens let other systems read and change visits through the API, each within its scopes and what the admin who made it may do. Every call is audited with the token's name."
      paper={false}
      actions={
        <Button variant="contained" startIcon={<KeyRounded />} onClick={() => setCreating(Date.now())}>
          New token
        </Button>
      }
    >
      <Typography sx={{ mb: 2 }}>
        The API and its calls are described in the <Link href="/api/reference">API reference</Link> (OpenAPI document: <Link href="/api/openapi.json">/api/openapi.json</Link>).
      </Typography>
      {tokens.isError ? (
        <QueryError onRetry={() => void tokens.refetch()} message={messageOf(tokens.error)} />
      ) : !tokens.isSuccess ? (
        <QueryLoading label="Loading API tokens" />
      ) : tokens.data.length === 0 ? (
        <EmptyState title="No API token yet." />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} aria-label="API tokens">
          {tokens.data.map((token) => (
            <TokenRow key={token.id} token={token} busy={revoke.isPending && revoke.variables.id === token.id} onRevoke={() => setAsked(token)} />
          ))}
        </Stack>
      )}
      {creating !== null && (
        <ApiTokenDialog
          key={creating}
          onCreate={async (input) => {
            try {
              return (await create.mutateAsync(input)).token;
            } catch (error) {
              throw new Error(messageOf(error), { cause: error });
            }
          }}
          onClose={() => setCreating(null)}
        />
      )}
      <ConfirmRevokeDialog
        open={asked !== null}
        title="Revoke this token?"
        text={asked ? `${asked.name} will be refused from its next call. This cannot be undone: make a new token if the system needs one again.` : ''}
        confirmLabel="Revoke"
        onKeep={() => setAsked(null)}
        onConfirm={() => {
          if (asked) revoke.mutate(asked);
          setAsked(null);
        }}
      />
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(ApiTokensPage));
