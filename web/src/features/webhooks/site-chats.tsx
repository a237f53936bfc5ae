import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CHAT_KIND_NAMES } from '#contract/chat-kinds.ts';
import { deferred } from '../../components/deferred.tsx';
import { useNotice } from '../../components/notices.tsx';
import { QueryError, QueryLoading } from '../../components/query-state.tsx';
import type { ChatDialogProps } from './chat-dialog.tsx';
import { connectSiteChat, fetchChats, removeChat, webhooksKeys } from './webhooks-api.ts';

/** The connect dialog arrives just after the page (it renders only when open). */
const ChatDialog = deferred<ChatDialogProps>(async () => (await import('./chat-dialog.tsx')).ChatDialog, 'chat dialog');

export interface SiteChatsProps {
  readonly sites: readonly { readonly siteId: number; readonly siteName: string }[];
  readonly messageOf: (error: unknown) => string;
}

/**
 * The site chats on /Webhooks (issue 32, docs/product/webhooks.md HOOK-CHAT-01): each site's Slack
 * and Teams incoming webhooks (kind, site, who added it; never the URL), Connect and Remove, through
 * the same use case as `vms chat`. Hosts' own chats are theirs to change, on their dashboard.
 */
export const SiteChats = ({ sites, messageOf }: SiteChatsProps) => {
  const client = useQueryClient();
  const notice = useNotice();
  const [connecting, setConnecting] = useState<number | null>(null);
  const chats = useQuery({ queryKey: webhooksKeys.chats(), queryFn: ({ signal }) => fetchChats(signal) });
  const settled = () => client.invalidateQueries({ queryKey: webhooksKeys.chats() });
  const connect = useMutation({ mutationFn: connectSiteChat, onSuccess: ({ message }) => notice.success(message), onSettled: settled });
  const remove = useMutation({ mutationFn: removeChat, onSuccess: ({ message }) => notice.success(message), onError: (error) => notice.error(messageOf(error)), onSettled: settled });
  const siteName = (siteId: number | null) => sites.find((site) => site.siteId === siteId)?.siteName ?? `site ${String(siteId)}`;

  return (
    <Paper component="section" variant="outlined" aria-labelledby="site-chats-title" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="site-chats-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          Slack and Teams for each site
        </Typography>
        <Button variant="outlined" onClick={() => setConnecting(Date.now())}>
          Connect a chat
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Every host of the site is told in the chat of their visitor&apos;s arrival, a walk-in waiting for them and a cancellation. Hosts connect their own on their dashboard.
      </Typography>
      {chats.isError ? (
        <QueryError onRetry={() => void chats.refetch()} message={messageOf(chats.error)} />
      ) : !chats.isSuccess ? (
        <QueryLoading label="Loading the site chats" />
      ) : chats.data.connections.filter((chat) => chat.siteId !== null).length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No site chat yet.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }} aria-label="Site chats">
          {chats.data.connections
            .filter((chat) => chat.siteId !== null)
            .map((chat) => (
              <Stack component="li" key={chat.id} direction="row" spacing={1.5} sx={{ alignItems: 'center', listStyle: 'none' }}>
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {CHAT_KIND_NAMES[chat.kind]} · {siteName(chat.siteId)} · added by {chat.createdBy}
                </Typography>
                <Button size="small" color="error" disabled={remove.isPending} onClick={() => remove.mutate(chat.id)} aria-label={`Remove ${CHAT_KIND_NAMES[chat.kind]} of ${siteName(chat.siteId)}`}>
                  Remove
                </Button>
              </Stack>
            ))}
        </Stack>
      )}
      {connecting !== null && (
        <ChatDialog
          key={connecting}
          sites={sites}
          onConnect={async (input) => {
            try {
              await connect.mutateAsync(input);
            } catch (error) {
              throw new Error(messageOf(error), { cause: error });
            }
          }}
          onClose={() => setConnecting(null)}
        />
      )}
    </Paper>
  );
};
