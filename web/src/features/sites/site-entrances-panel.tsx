import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EntranceView } from '#contract/api/site-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { useNotice } from '../../components/notices.tsx';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-client.ts';
import { sitePlacesKey } from '../visits-common/use-site-places.ts';
import { changeEntrance, fetchEntrances, sitesKeys } from './sites-api.ts';

export interface SiteEntrancesPanelProps {
  readonly siteId: number;
  readonly siteName: string;
}

const messageOf = (error: unknown): string => (error instanceof ApiError || error instanceof UnexpectedAnswerError ? error.message : MESSAGES.http.unavailable);

type Change = Parameters<typeof changeEntrance>[0];

/** One entrance: its name, or the field renaming it; Rename and Retire while in use. */
const EntranceRow = ({ entrance, busy, onChange }: { readonly entrance: EntranceView; readonly busy: boolean; readonly onChange: (change: Change) => void }) => {
  const [renaming, setRenaming] = useState<string | null>(null);
  const retired = entrance.retiredAt !== null;
  if (renaming !== null)
    return (
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (renaming.trim()) onChange({ verb: 'rename', id: entrance.id, name: renaming.trim() });
          setRenaming(null);
        }}
      >
        <TextField size="small" label={`New name for ${entrance.name}`} value={renaming} onChange={(event) => setRenaming(event.target.value)} sx={{ flex: 1 }} />
        <Button type="submit" size="small" variant="outlined" disabled={busy || !renaming.trim()}>
          Save
        </Button>
        <Button size="small" onClick={() => setRenaming(null)}>
          Cancel
        </Button>
      </Stack>
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color={retired ? 'text.secondary' : 'text.primary'} sx={{ flex: 1, overflowWrap: 'anywhere' }}>
        {entrance.name}
        {retired ? ' (retired)' : ''}
      </Typography>
      {!retired && (
        <>
          <Button size="small" disabled={busy} onClick={() => setRenaming(entrance.name)} aria-label={`Rename ${entrance.name}`}>
            Rename
          </Button>
          <Button size="small" disabled={busy} onClick={() => onChange({ verb: 'retire', id: entrance.id })} aria-label={`Retire ${entrance.name}`}>
            Retire
          </Button>
        </>
      )}
    </Stack>
  );
};

/**
 * A site's entrances (issue 30, docs/adr/0053), beside its staff on the Sites screen: added, renamed
 * and retired; a retired one stays listed, as its visits keep its name. Optional: a site with none
 * works as before. Its own chunk, as the staff panel.
 */
export const SiteEntrancesPanel = ({ siteId, siteName }: SiteEntrancesPanelProps) => {
  const client = useQueryClient();
  const notice = useNotice();
  const [name, setName] = useState('');
  const entrances = useQuery({ queryKey: sitesKeys.entrances(siteId), queryFn: ({ signal }) => fetchEntrances(siteId, signal) });
  const change = useMutation({
    mutationFn: changeEntrance,
    onSuccess: async (answer, made) => {
      notice.success(answer.message);
      if (made.verb === 'add') setName('');
      // The desk's pickers offer the entrances in use: both lists are read again.
      await Promise.all([client.invalidateQueries({ queryKey: sitesKeys.entrances(siteId) }), client.invalidateQueries({ queryKey: sitePlacesKey })]);
    },
    onError: (error) => notice.error(messageOf(error)),
  });
  return (
    <Box component="section" aria-label={`Entrances of ${siteName}`} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        Entrances
      </Typography>
      {entrances.isSuccess && entrances.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No entrances: the desk and kiosks work at the site as a whole.
        </Typography>
      )}
      <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {(entrances.data ?? []).map((entrance) => (
          <li key={entrance.id}>
            <EntranceRow entrance={entrance} busy={change.isPending} onChange={(made) => change.mutate(made)} />
          </li>
        ))}
      </Stack>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) change.mutate({ verb: 'add', siteId, name: name.trim() });
        }}
      >
        <TextField size="small" label="New entrance" value={name} onChange={(event) => setName(event.target.value)} sx={{ flex: 1 }} />
        <Button type="submit" variant="outlined" disabled={change.isPending || !name.trim()}>
          Add entrance
        </Button>
      </Stack>
    </Box>
  );
};
