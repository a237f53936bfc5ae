import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ErasureAnswer, YourDataAnswer } from '#contract/api/rights-answers.ts';
import { CORRECTABLE_FIELDS, type CorrectableField } from '#contract/privacy-rights.ts';
import { NativeChoice } from '../../components/native-choice.tsx';
import { askCorrection, eraseYourData, fileGrievance } from './your-data-api.ts';
import { messageOf, Section } from './your-data-parts.tsx';

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

const ErasureCard = ({ token }: { readonly token: string }) => {
  const [sure, setSure] = useState(false);
  // Not read again after: the link's own visit may be erased, and the answer says what was done.
  const erase = useMutation({ mutationFn: () => eraseYourData(token) });
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

export interface YourRequestsProps {
  readonly data: YourDataAnswer;
  readonly token: string;
  /** A correction or grievance was recorded: the page reads the requests again. */
  readonly onAsked: () => void;
}

/** What the visitor may ask of their data (docs/product/privacy.md PRIV-RIGHTS-04, -05, -06): loaded just after the page. */
export const YourRequests = ({ data, token, onAsked }: YourRequestsProps) => (
  <>
    <CorrectionForm data={data} token={token} onDone={onAsked} />
    <GrievanceForm token={token} onDone={onAsked} />
    <ErasureCard token={token} />
  </>
);
