import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SiteStaffMemberView } from '#contract/api/site-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { DESIGNATION_OF } from '#contract/roles.ts';
import { useNotice } from '../../components/notices.tsx';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-client.ts';
import { changeSiteStaff, fetchSiteStaff, sitesKeys } from './sites-api.ts';

export interface SiteStaffPanelProps {
  readonly siteId: number;
  readonly siteName: string;
}

const messageOf = (error: unknown): string => (error instanceof ApiError || error instanceof UnexpectedAnswerError ? error.message : MESSAGES.http.unavailable);

const roleOf = (member: SiteStaffMemberView): string => (member.role ? DESIGNATION_OF[member.role] : 'No role');

/**
 * Who works at a site (issue 30, ADR 42): the security users and site admins assigned to it, by
 * name; an admin assigns one by e-mail or takes one off. Its own chunk: the sites page loads it only
 * with a site's row, and the field brings MUI's text field.
 */
export const SiteStaffPanel = ({ siteId, siteName }: SiteStaffPanelProps) => {
  const client = useQueryClient();
  const notice = useNotice();
  const [email, setEmail] = useState('');
  const staff = useQuery({ queryKey: sitesKeys.staff(siteId), queryFn: ({ signal }) => fetchSiteStaff(siteId, signal) });
  const change = useMutation({
    mutationFn: ({ verb, address }: { readonly verb: 'assign' | 'remove'; readonly address: string }) => changeSiteStaff(siteId, verb, address),
    onSuccess: (answer, { verb }) => {
      notice.success(answer.message ?? '');
      client.setQueryData(sitesKeys.staff(siteId), answer.staff);
      if (verb === 'assign') setEmail('');
    },
    onError: (error) => notice.error(messageOf(error)),
  });
  return (
    <Box component="section" aria-label={`Staff of ${siteName}`} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        Security and site admins
      </Typography>
      {staff.isSuccess && staff.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nobody is assigned: security users and site admins work at their home site.
        </Typography>
      )}
      <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {(staff.data ?? []).map((member) => (
          <Stack component="li" key={member.employeeId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
              {member.name} ({member.email}), {roleOf(member)}
            </Typography>
            <Button size="small" disabled={change.isPending} onClick={() => change.mutate({ verb: 'remove', address: member.email })} aria-label={`Take ${member.name} off ${siteName}`}>
              Remove
            </Button>
          </Stack>
        ))}
      </Stack>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (email.trim()) change.mutate({ verb: 'assign', address: email.trim() });
        }}
      >
        <TextField size="small" type="email" label="E-mail to assign" value={email} onChange={(event) => setEmail(event.target.value)} sx={{ flex: 1 }} />
        <Button type="submit" variant="outlined" disabled={change.isPending || !email.trim()}>
          Assign
        </Button>
      </Stack>
    </Box>
  );
};
