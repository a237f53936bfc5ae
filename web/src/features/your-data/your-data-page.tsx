import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { ErasureAnswer, HeldVisit, YourDataAnswer } from '#contract/api/rights-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { CORRECTABLE_FIELDS, type CorrectableField } from '#contract/privacy-rights.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { NativeChoice } from '../../components/native-choice.tsx';
import { QueryError, QueryLoading } from '../../components/query-state.tsx';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-client.ts';
import { askCorrection, downloadYourData, eraseYourData, fetchYourData, fileGrievance, photoUrl } from './your-data-api.ts';

const messageOf = (error: unknown): string => (error instanceof ApiError || error instanceof UnexpectedAnswerError ? error.message : MESSAGES.http.unavailable);

const Section = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={title}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

const Facts = ({ rows }: { readonly rows: readonly (readonly [string, string | number | null])[] }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(110px, auto) 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
    {rows
      .filter(([, value]) => value !== null && value !== '')
      .map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
  </Box>
);

const VisitCard = ({ visit, token }: { readonly visit: HeldVisit; readonly token: string }) => (
  <Section title={`Visit on ${visit.visitDate} at ${visit.site}`}>
    {visit.underReview && (
      <Typography variant="body2" color="warning.main" sx={{ mb: 1, fontWeight: 600 }}>
        Under review by security
      </Typography>
    )}
    <Facts
      rows={[
        ['Name', visit.details.name],
        ['Phone', visit.details.phone],
        ['E-mail', visit.details.email],
        ['Visitor type', visit.details.visitorType],
        ['Coming from', visit.details.comingFrom],
        ['Address', visit.details.address],
        ['Purpose', visit.details.purposeOfVisit],
        ['ID', visit.details.id],
        ['Host', visit.host],
        [`Times (${visit.timeZone})`, [`pass made ${visit.times.passMade}`, visit.times.checkedIn && `in ${visit.times.checkedIn}`, visit.times.checkedOut && `out ${visit.times.checkedOut}`, visit.times.cancelled && `called off ${visit.times.cancelled}`].filter(Boolean).join('; ')],
      ]}
    />
    {visit.photos.length > 0 && (
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {visit.photos.map((photo) => (
          <img key={photo.photoId} src={photoUrl(token, photo.photoId)} alt={`Your photo taken ${photo.taken}`} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
        ))}
      </Stack>
    )}
  </Section>
);

const CorrectionForm = ({ data, token, onDone }: { readonly data: YourDataAnswer; readonly token: string; readonly onDone: () => void }) => {
  const [visitId, setVisitId] = useState<number>(data.visits[0]?.visitId ?? 0);
  const [field, setField] = useState<CorrectableField>('name');
  const [value, setValue] = useState('');
  const ask = useMutation({ mutationFn: () => askCorrection(token, { visitId, field, value }), onSuccess: onDone });
  return (
    <Section title="Ask for a correction">
      <Stack spacing={1.5} component="form" onSubmit={(event) => (event.preventDefault(), ask.mutate())}>
        <NativeChoice label="Visit" value={String(visitId)} onChange={(value) => setVisitId(Number(value))} options={data.visits.map((visit) => [String(visit.visitId), `${visit.visitDate} at ${visit.site}`])} />
        <NativeChoice label="Detail" value={field} onChange={(value) => setField(value as CorrectableField)} options={Object.entries(CORRECTABLE_FIELDS)} />
        <TextField label="What it should be" value={value} onChange={(event) => setValue(event.target.value)} size="small" slotProps={{ htmlInput: { maxLength: 200 } }} />
        {ask.isError && <Alert severity="error">{messageOf(ask.error)}</Alert>}
        {ask.isSuccess && <Alert severity="success">{`${ask.data.message} Due by ${ask.data.due}.`}</Alert>}
        <Button type="submit" variant="outlined" disabled={ask.isPending || data.visits.length === 0}>
          Send the correction request
        </Button>
      </Stack>
    </Section>
  );
};

const GrievanceForm = ({ token, onDone }: { readonly token: string; readonly onDone: () => void }) => {
  const [text, setText] = useState('');
  const file = useMutation({ mutationFn: () => fileGrievance(token, text), onSuccess: onDone });
  return (
    <Section title="Raise a grievance">
      <Stack spacing={1.5} component="form" onSubmit={(event) => (event.preventDefault(), file.mutate())}>
        <TextField label="Your grievance" value={text} onChange={(event) => setText(event.target.value)} multiline minRows={3} slotProps={{ htmlInput: { maxLength: 2000 } }} />
        {file.isError && <Alert severity="error">{messageOf(file.error)}</Alert>}
        {file.isSuccess && <Alert severity="success">{`${file.data.message} Due by ${file.data.due}.`}</Alert>}
        <Button type="submit" variant="outlined" disabled={file.isPending}>
          Send the grievance
        </Button>
      </Stack>
    </Section>
  );
};

const ErasureResult = ({ answer }: { readonly answer: ErasureAnswer }) => (
  <Alert severity="success" role="status" aria-label="Erasure done">
    <Typography>{answer.message}</Typography>
    <ul>
      {answer.erased.map((visit) => (
        <li key={visit.visitId}>{`Erased: ${visit.visitDate} at ${visit.site} (the record of its processing is kept until ${visit.logsKeptUntil}, without your details).`}</li>
      ))}
      {answer.kept.map((visit) => (
        <li key={visit.visitId}>{`Kept: ${visit.visitDate} at ${visit.site}. ${visit.why}${visit.until ? ` Until ${visit.until}.` : ''}`}</li>
      ))}
    </ul>
  </Alert>
);

const ErasureCard = ({ token, onDone }: { readonly token: string; readonly onDone: () => void }) => {
  const [sure, setSure] = useState(false);
  const erase = useMutation({ mutationFn: () => eraseYourData(token), onSuccess: onDone });
  if (erase.isSuccess) return <ErasureResult answer={erase.data} />;
  return (
    <Section title="Erase my data">
      <Typography variant="body2" sx={{ mb: 1 }}>
        Your details and photos are erased from every visit at once, except a visit you are on now, one still to come, or one security is reviewing: those are kept until then, and
        we tell you until when. The record that your data was processed is kept for a year, as the law requires.
      </Typography>
      <FormControlLabel control={<Checkbox checked={sure} onChange={(event) => setSure(event.target.checked)} />} label="I understand that this cannot be undone" />
      {erase.isError && <Alert severity="error">{messageOf(erase.error)}</Alert>}
      <Button color="error" variant="contained" disabled={!sure || erase.isPending} onClick={() => erase.mutate()}>
        Erase my data
      </Button>
    </Section>
  );
};

/**
 * `/YourData?token=…` (issue 31, docs/product/privacy.md PRIV-RIGHTS): the page every visitor mail's
 * "See my data" link opens. Everything held of the visitor across their visits (details with the ID as
 * stored, masked; photos; times on each site's clock; consents; mails), downloads (JSON, PDF), a
 * correction, a grievance and erasure. Public: the signed token is the key; reading it changes nothing.
 */
const YourDataPage = () => {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const client = useQueryClient();
  const data = useQuery({ queryKey: ['your-data', token], queryFn: () => fetchYourData(token), retry: false });
  const download = useMutation({ mutationFn: (format: 'json' | 'pdf') => downloadYourData(token, format) });
  const refresh = () => void client.invalidateQueries({ queryKey: ['your-data', token] });

  return (
    <PageLayout title="Your data" subtitle="What Visitor Desk holds about you across your visits, and your rights over it." maxWidth="sm" paper={false}>
      {data.isError ? (
        <QueryError onRetry={() => void data.refetch()} message={messageOf(data.error)} />
      ) : !data.isSuccess ? (
        <QueryLoading label="Loading your data" />
      ) : (
        <Stack spacing={2}>
          <Section title="You">
            <Facts
              rows={[
                ['Reference', data.data.reference],
                ['E-mail', data.data.email],
                ['Phone', data.data.phone],
                ['Visits', data.data.visits.length],
              ]}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: "wrap" }} useFlexGap>
              <Button variant="contained" startIcon={<DownloadRounded />} disabled={download.isPending} onClick={() => download.mutate('pdf')}>
                Download PDF
              </Button>
              <Button variant="outlined" startIcon={<DownloadRounded />} disabled={download.isPending} onClick={() => download.mutate('json')}>
                Download JSON
              </Button>
            </Stack>
            {download.isError && <Alert severity="error">{messageOf(download.error)}</Alert>}
          </Section>
          {data.data.visits.map((visit) => (
            <VisitCard key={visit.visitId} visit={visit} token={token} />
          ))}
          <Section title="Consents">
            {data.data.consents.length === 0 ? (
              <Typography variant="body2">None recorded.</Typography>
            ) : (
              <ul>
                {data.data.consents.map((consent, index) => (
                  <li key={index}>{`Notice version ${consent.noticeVersion} (${consent.language}), ${consent.purposes.join(', ')}: given ${consent.given}${consent.withdrawn ? `, withdrawn ${consent.withdrawn}` : ''}`}</li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Mails sent to you">
            {data.data.mails.length === 0 ? (
              <Typography variant="body2">None recorded.</Typography>
            ) : (
              <ul>
                {data.data.mails.map((mail, index) => (
                  <li key={index}>{`${mail.queued}: ${mail.subject}`}</li>
                ))}
              </ul>
            )}
          </Section>
          {data.data.requests.length > 0 && (
            <Section title="Your requests">
              <ul>
                {data.data.requests.map((request) => (
                  <li key={request.id}>{`${request.kind} (${request.status}), made ${request.made}, due ${request.due}${request.outcome ? `: ${request.outcome}` : ''}`}</li>
                ))}
              </ul>
            </Section>
          )}
          <CorrectionForm data={data.data} token={token} onDone={refresh} />
          <GrievanceForm token={token} onDone={refresh} />
          <ErasureCard token={token} onDone={() => undefined} />
        </Stack>
      )}
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(YourDataPage));
