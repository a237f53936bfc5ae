import DrawRounded from '@mui/icons-material/DrawRounded';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { visitSignaturesAnswerSchema, type SignatureView } from '#contract/api/document-answers.ts';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { api } from '../../lib/api-client.ts';
import { parseAnswer } from '../../lib/parse-answer.ts';
import { visitorKeys } from './visitor-keys.ts';

export interface VisitSignaturesProps {
  readonly visitId: number;
  /** The visit's site's zone: each signature's time on the site's clock (issue 30). */
  readonly timeZone: string;
}

/** `GET /api/visits/{id}/signatures`: the versions this visit's visitor signed, oldest first. */
const fetchSignatures = async (visitId: number, signal: AbortSignal): Promise<SignatureView[]> =>
  parseAnswer(visitSignaturesAnswerSchema, await api.get(`/api/visits/${visitId}/signatures`, { signal }), 'visit signatures').signatures;

const CHANNELS: Readonly<Record<SignatureView['channel'], string>> = { link: 'details form', kiosk: 'kiosk' };

/**
 * Who signed what (issue 31, docs/product/privacy.md PRIV-DOCS-05): on the visit's detail view, each
 * site document version its visitor signed, when (the site's clock), how, and the signed copy the
 * visitor was sent. Nothing at all for a visit without signatures. The server decides who may see it
 * (the host, the site's desk, admins), as it does for the visit.
 */
export const VisitSignatures = ({ visitId, timeZone }: VisitSignaturesProps) => {
  const signatures = useQuery({ queryKey: visitorKeys.signatures(visitId), queryFn: ({ signal }) => fetchSignatures(visitId, signal) });
  if (signatures.isError) {
    return (
      <Typography role="alert" variant="body2" color="error" sx={{ mt: 2 }}>
        The documents this visitor signed could not be loaded.
      </Typography>
    );
  }
  if (!signatures.data || signatures.data.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-label="Documents signed" sx={{ p: { xs: 2, sm: 2.5 }, mt: { xs: 2, sm: 2.5 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, color: 'primary.main' }}>
        <DrawRounded />
        <Typography variant="h6" component="h2" color="text.primary">
          Documents signed
        </Typography>
      </Stack>
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {signatures.data.map((signature) => (
          <li key={signature.id}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {signature.title} · version {signature.version}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Signed {formatSiteDateTime(new Date(signature.signedAt), timeZone)} as “{signature.typedName}”{signature.drawn ? ' with a drawn signature' : ''}, at the {CHANNELS[signature.channel]}.{' '}
              <Link href={signature.pdfUrl} target="_blank" rel="noopener">
                Signed copy of {signature.title} version {signature.version} (PDF)
              </Link>
            </Typography>
          </li>
        ))}
      </Stack>
    </Paper>
  );
};
