import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '#contract/messages.ts';
import type { CapturePhotoInfo } from '../desk/capture-photo-target.ts';
import type { DeskVisit } from '../desk/desk-visit.ts';
import { VisitFacts } from '../desk/visit-facts.tsx';

export type Visitor = { readonly state: 'loading' } | { readonly state: 'ready'; readonly visit: DeskVisit } | { readonly state: 'failed' };

/**
 * Who is being photographed: the visit as read, else what Take Photo handed over (navigation state
 * or address); a loading line or the data error only when no name was handed over.
 */
export const PhotoVisitorCard = ({ info, visitor }: { readonly info: CapturePhotoInfo; readonly visitor: Visitor }) => {
  const visit = visitor.state === 'ready' ? visitor.visit : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} component="section" aria-label="Visitor">
      <Typography variant="overline" color="text.secondary">
        Visitor
      </Typography>
      <VisitFacts
        facts={[
          ['Visitor ID', String(visit?.id ?? info.id ?? '—')],
          ['Name', visit?.name ?? info.name ?? '—'],
          ['Date', visit?.date_of_visit ?? info.date ?? '—'],
          ['Time', visit?.time_of_visit ?? info.time ?? '—'],
          ...(visit?.visitor_id ? [['Pass code', visit.visitor_id] as const] : []),
        ]}
      />
      {visitor.state === 'loading' && info.name === null && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1.5 }} role="status">
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">Loading the visitor…</Typography>
        </Stack>
      )}
      {visitor.state === 'failed' && info.name === null && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {MESSAGES.photo.dataError}
        </Alert>
      )}
    </Paper>
  );
};
