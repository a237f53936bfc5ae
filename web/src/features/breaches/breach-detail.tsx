import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BreachDetail } from '#contract/api/breach-answers.ts';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { BOARD_REPORT_FIELDS, BREACH_REPORT_MAX } from '#contract/breach-limits.ts';
import type { BoardReportInput } from '#contract/validation/breach.ts';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { BoardClockChip } from './board-clock-chip.tsx';

const when = (iso: string): string => formatSiteDateTime(new Date(iso), runtimeConfig.timeZone);

/** The report's parts as rule 7(2)(b) names them. */
const REPORT_LABELS: Readonly<Record<(typeof BOARD_REPORT_FIELDS)[number], string>> = {
  facts: 'Broad facts: the events, circumstances and reasons leading to the breach',
  mitigation: 'Measures implemented or proposed to mitigate the risk',
  causeFindings: 'Findings about the person who caused the breach',
  remedies: 'Remedial measures to prevent a recurrence',
  intimations: 'Report on the intimations given to the people affected',
};

export interface BreachDetailViewProps {
  readonly detail: BreachDetail;
  readonly busy: boolean;
  readonly onSend: () => void;
  readonly onReport: (report: BoardReportInput, submit: boolean) => void;
}

/**
 * One breach (BR-3 to BR-7): the clock, the people affected (contact as held, never an ID number), the
 * notice as each person will read it and its one sending, and the report to the Board.
 */
export const BreachDetailView = ({ detail, busy, onSend, onReport }: BreachDetailViewProps) => {
  const { breach, affected, noticePreview, report } = detail;
  const [parts, setParts] = useState<BoardReportInput>({ facts: report.facts, mitigation: report.mitigation, causeFindings: report.causeFindings, remedies: report.remedies, intimations: report.intimations });
  const [confirming, setConfirming] = useState(false);
  const withEmail = affected.people.length - affected.withoutEmail;
  return (
    <Stack spacing={3} component="section" aria-label={`Breach ${breach.id}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          Breach {breach.id}
        </Typography>
        <BoardClockChip breach={breach} />
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{breach.summary}</Typography>
      <Typography variant="body2">
        From {when(breach.occurredFrom)} to {when(breach.occurredTo)}; aware since {when(breach.awareAt)}; {breach.sites === null ? 'all sites' : breach.sites.map((site) => site.name).join(', ')}.
      </Typography>

      <Box component="section" aria-label="People affected">
        <Typography variant="subtitle1" component="h3">
          People affected: {affected.visitors} visitors, {affected.employees} employees
        </Typography>
        {affected.withoutEmail > 0 && <Typography variant="body2">{affected.withoutEmail} have no e-mail on record: tell them another way (phone as held below).</Typography>}
        <Table size="small" aria-label="People affected">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell>Phone</TableCell>
              <TableCell>Visits</TableCell>
              <TableCell>Sites</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {affected.people.map((person, i) => (
              <TableRow key={`${person.kind}-${i}`}>
                <TableCell>
                  {person.name}
                  {person.kind === 'employee' ? ' (employee)' : ''}
                </TableCell>
                <TableCell>{person.email ?? 'none held'}</TableCell>
                <TableCell>{person.phone ?? 'none held'}</TableCell>
                <TableCell>{person.kind === 'employee' ? '' : person.visits}</TableCell>
                <TableCell>{person.sites.join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>

      <Box component="section" aria-label="Notice preview">
        <Typography variant="subtitle1" component="h3">
          The notice each person receives
        </Typography>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2">{noticePreview.subject}</Typography>
          <Typography sx={{ mt: 1 }}>{noticePreview.greeting},</Typography>
          {noticePreview.sections.map((section) => (
            <Box key={section.heading} sx={{ mt: 1.5 }}>
              <Typography variant="subtitle2" component="h4">
                {section.heading}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {section.text}
              </Typography>
            </Box>
          ))}
        </Paper>
        {breach.noticesSentAt !== null ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            Notices sent {when(breach.noticesSentAt)} to {breach.noticesSent} people.
          </Alert>
        ) : confirming ? (
          <Alert
            severity="warning"
            sx={{ mt: 1 }}
            action={
              <Stack direction="row" spacing={1}>
                <Button onClick={() => setConfirming(false)}>Cancel</Button>
                <Button variant="contained" color="warning" disabled={busy} onClick={onSend}>
                  Send notices
                </Button>
              </Stack>
            }
          >
            Mail this notice to {withEmail} people now? It is sent once and cannot be taken back.
          </Alert>
        ) : (
          <Button variant="contained" sx={{ mt: 1 }} disabled={busy || withEmail === 0} onClick={() => setConfirming(true)}>
            Send notices
          </Button>
        )}
      </Box>

      <Box component="section" aria-label="Report to the Board">
        <Typography variant="subtitle1" component="h3">
          Report to the Data Protection Board
        </Typography>
        {report.submittedAt !== null && (
          <Alert severity="success" sx={{ mb: 1 }}>
            Submitted {when(report.submittedAt)} by {report.submittedBy}.
          </Alert>
        )}
        <Stack spacing={2}>
          {BOARD_REPORT_FIELDS.map((field) => (
            <OutlinedTextField
              key={field}
              label={REPORT_LABELS[field]}
              value={parts[field]}
              onChange={(event) => setParts({ ...parts, [field]: event.target.value })}
              multiline
              minRows={2}
              fullWidth
              disabled={busy || report.submittedAt !== null}
              slotProps={{ htmlInput: { maxLength: BREACH_REPORT_MAX } }}
            />
          ))}
        </Stack>
        {report.submittedAt === null && (
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button disabled={busy} onClick={() => onReport(parts, false)}>
              Save report
            </Button>
            <Button variant="contained" disabled={busy} onClick={() => onReport(parts, true)}>
              Mark as submitted
            </Button>
          </Stack>
        )}
      </Box>
    </Stack>
  );
};
