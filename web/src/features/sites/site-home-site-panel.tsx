import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '#contract/messages.ts';
import { useNotice } from '../../components/notices.tsx';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-client.ts';
import { makeHomeSite } from './sites-api.ts';

export interface SiteHomeSitePanelProps {
  readonly siteId: number;
  readonly siteName: string;
}

const messageOf = (error: unknown): string => (error instanceof ApiError || error instanceof UnexpectedAnswerError ? error.message : MESSAGES.http.unavailable);

/**
 * Moving an employee here (issue 30, docs/adr/0059): the site becomes their home site, where their
 * passes are for unless they pick another. Admins move anyone; a site admin only someone of another
 * of their sites (the server decides, `canChangeHomeSite`, and its refusal is shown in its words at
 * the field). Its own chunk, as the staff panel.
 */
export const SiteHomeSitePanel = ({ siteId, siteName }: SiteHomeSitePanelProps) => {
  const notice = useNotice();
  const [email, setEmail] = useState('');
  const move = useMutation({
    mutationFn: (address: string) => makeHomeSite(siteId, address),
    onSuccess: (answer) => {
      notice.success(`${answer.message} ${answer.employee.name} (${answer.employee.email})`);
      setEmail('');
    },
  });
  const refusal = move.isError ? messageOf(move.error) : null;
  return (
    <Box component="section" aria-label={`Home site at ${siteName}`} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        Home site of an employee
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`Make ${siteName} someone's home site: their passes are for it unless they pick another site.`}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}
        onSubmit={(event) => {
          event.preventDefault();
          if (email.trim()) move.mutate(email.trim());
        }}
      >
        <TextField
          size="small"
          type="email"
          label="Employee's e-mail"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (move.isError) move.reset();
          }}
          error={refusal !== null}
          helperText={refusal ?? undefined}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={move.isPending || !email.trim()} sx={{ whiteSpace: 'nowrap' }}>
          Make home site
        </Button>
      </Stack>
    </Box>
  );
};
