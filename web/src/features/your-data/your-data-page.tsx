import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type { HeldVisit } from '#contract/api/rights-answers.ts';
import { RIGHTS_MESSAGES } from '#contract/rights-messages.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { deferred } from '../../components/deferred.tsx';
import { QueryError, QueryLoading } from '../../components/query-state.tsx';
import { downloadYourData, fetchYourData, photoUrl } from './your-data-api.ts';
import { messageOf, Section } from './your-data-parts.tsx';
import type { YourRequestsProps } from './your-requests.tsx';



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

/**
 * `/YourData?token=…` (issue 31, docs/product/privacy.md PRIV-RIGHTS): the page every visitor mail's
 * "See my data" link opens. Everything held of the visitor across their visits (details with the ID as
 * stored, masked; photos; times on each site's clock; consents; documents signed; mails), downloads
 * (JSON, PDF), a correction, a grievance and erasure. Public: the signed token is the key; reading it changes nothing.
 */
/** The forms (correction, grievance, erasure) bring the text fields: their code arrives just after the page. */
const YourRequests = deferred<YourRequestsProps>(async () => (await import('./your-requests.tsx')).YourRequests, 'your data requests');

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
            {download.isError && (
              <Typography role="alert" color="error" sx={{ mt: 1 }}>
                {messageOf(download.error)}
              </Typography>
            )}
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
          {data.data.signatures.length > 0 && (
            <Section title="Documents you signed">
              <ul>
                {data.data.signatures.map((signature, index) => (
                  <li key={index}>{`${signature.document}, version ${signature.version}: signed as ${signature.typedName}, ${signature.signed}`}</li>
                ))}
              </ul>
            </Section>
          )}
          <Section title="Mails sent to you">
            {data.data.mailsWithheld ? (
              <Typography variant="body2">{RIGHTS_MESSAGES.mailsWithheld}</Typography>
            ) : data.data.mails.length === 0 ? (
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
          <YourRequests data={data.data} token={token} onAsked={refresh} />
        </Stack>
      )}
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(YourDataPage));
