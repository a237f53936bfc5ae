import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SiteView } from '#contract/api/site-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { SiteInput } from '#contract/validation/site.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { deferred } from '../../components/deferred.tsx';
import { useNotice } from '../../components/notices.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { EmptyState, QueryError, QueryLoading } from '../../components/query-state.tsx';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-client.ts';
import { canChangeHomeSite, canManageSiteDocuments, canManageSites } from '#contract/capabilities.ts';
import { useAuth } from '../auth/use-auth.ts';
import type { SiteDialogProps } from './site-dialog.tsx';
import type { SiteStaffPanelProps } from './site-staff-panel.tsx';
import type { SiteHomeSitePanelProps } from './site-home-site-panel.tsx';
import type { SiteEntrancesPanelProps } from './site-entrances-panel.tsx';
import type { SiteDocumentsPanelProps } from './site-documents-panel.tsx';
import { addSite, fetchSites, sitesKeys, updateSite } from './sites-api.ts';

/** The staff of each site (ADR 42): its own chunk, with MUI's text field. */
const SiteStaffPanel = deferred<SiteStaffPanelProps>(async () => (await import('./site-staff-panel.tsx')).SiteStaffPanel, 'site staff');
const SiteHomeSitePanel = deferred<SiteHomeSitePanelProps>(async () => (await import('./site-home-site-panel.tsx')).SiteHomeSitePanel, 'home site');
const SiteEntrancesPanel = deferred<SiteEntrancesPanelProps>(async () => (await import('./site-entrances-panel.tsx')).SiteEntrancesPanel, 'site entrances');
/** The documents its visitors sign (issue 31, PRIV-DOCS-01/02): admins and the site's site admins. */
const SiteDocumentsPanel = deferred<SiteDocumentsPanelProps>(async () => (await import('./site-documents-panel.tsx')).SiteDocumentsPanel, 'site documents');

/** The dialog brings zod and the form: its code arrives just after the page (it renders only when open). */
const SiteDialog = deferred<SiteDialogProps>(async () => (await import('./site-dialog.tsx')).SiteDialog, 'site dialog');

const messageOf = (error: unknown): string => (error instanceof ApiError || error instanceof UnexpectedAnswerError ? error.message : MESSAGES.http.unavailable);

const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

const SiteRow = ({ site, onChange, withStaff, withHomeSite, withDocuments }: { readonly site: SiteView; readonly onChange: () => void; readonly withStaff: boolean; readonly withHomeSite: boolean; readonly withDocuments: boolean }) => (
  <Paper component="li" variant="outlined" aria-label={`Site ${site.name}`} sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'break-word' }}>
          {site.name}
        </Typography>
        <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.25, typography: 'body2', '& dt': { color: 'text.secondary' }, '& dd': { m: 0, mb: { xs: 0.75, sm: 0 }, overflowWrap: 'break-word', whiteSpace: 'pre-line' } }}>
          <dt>Time zone</dt>
          <dd>{site.timeZone}</dd>
          <dt>Address</dt>
          <dd>{site.address ?? 'None'}</dd>
          <dt>Contact</dt>
          <dd>{site.email ?? 'None'}</dd>
          <dt>Visitor details kept</dt>
          <dd>{site.personalDataDays} days after the visit</dd>
          <dt>Photos kept</dt>
          <dd>{site.photoDays} days after the visit</dd>
          <dt>Audit log kept</dt>
          <dd>{site.auditLogDays} days</dd>
          <dt>Processing logs kept</dt>
          <dd>{site.processingLogDays} days</dd>
          <dt>Stale visits closed at night</dt>
          <dd>{yesNo(site.closeStaleVisits)}</dd>
          <dt>Kiosks ask for the PIN</dt>
          <dd>{yesNo(site.kioskRequiresPin)}</dd>
        </Box>
        {withStaff && <SiteStaffPanel siteId={site.id} siteName={site.name} />}
        {withHomeSite && <SiteHomeSitePanel siteId={site.id} siteName={site.name} />}
        <SiteEntrancesPanel siteId={site.id} siteName={site.name} />
        {withDocuments && <SiteDocumentsPanel siteId={site.id} siteName={site.name} />}
      </Box>
      <Button variant="outlined" size="large" onClick={onChange} sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}>
        Change
      </Button>
    </Stack>
  </Paper>
);

/**
 * `/Sites` (admins; docs/product/sites.md SITE-ADMIN): the installation's sites with their settings; add one or change one.
 * A site admin sees and changes only their own sites' settings (issue 30).
 */
const SitesPage = () => {
  const { role } = useAuth();
  // Admins add sites and assign their staff; a site admin changes only their own sites' settings (issue 30).
  const admin = canManageSites({ role });
  // A site admin is listed only their own sites, whose documents they publish (the server checks the site again).
  const documents = canManageSiteDocuments({ role });
  // Admins move anyone's home site; a site admin between their own sites (ADR 59; the server checks both ends): with one site listed, there is nowhere to move anyone.
  const homeSites = canChangeHomeSite({ role });
  const client = useQueryClient();
  const notice = useNotice();
  /** The dialog: closed, adding (null) or changing a site; `opened` gives each opening a fresh form. */
  const [editing, setEditing] = useState<{ readonly site: SiteView | null; readonly opened: number } | undefined>(undefined);
  const sites = useQuery({ queryKey: sitesKeys.list(), queryFn: ({ signal }) => fetchSites(signal) });
  const save = useMutation({
    mutationFn: ({ site, input }: { readonly site: SiteView | null; readonly input: SiteInput }) => (site ? updateSite(site.id, input) : addSite(input)),
    onSuccess: ({ message }) => {
      notice.success(message);
      setEditing(undefined);
    },
    onSettled: () => client.invalidateQueries({ queryKey: sitesKeys.all }),
  });
  const open = (site: SiteView | null) => setEditing({ site, opened: Date.now() });

  return (
    <PageLayout
      title="Sites"
      subtitle="The offices of this installation, each with its own time zone, address, contact and settings."
      paper={false}
      actions={
        admin && (
          <Button variant="contained" startIcon={<AddBusinessRounded />} onClick={() => open(null)}>
            Add site
          </Button>
        )
      }
    >
      {sites.isError ? (
        <QueryError onRetry={() => void sites.refetch()} message={messageOf(sites.error)} />
      ) : !sites.isSuccess ? (
        <QueryLoading label="Loading sites" />
      ) : sites.data.length === 0 ? (
        <EmptyState title="No site yet." />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} aria-label="Sites">
          {sites.data.map((site) => (
            <SiteRow key={site.id} site={site} onChange={() => open(site)} withStaff={admin} withHomeSite={homeSites && sites.data.length > 1} withDocuments={documents} />
          ))}
        </Stack>
      )}
      {editing && (
        <SiteDialog
          key={editing.opened}
          site={editing.site}
          onSave={async (input) => {
            try {
              await save.mutateAsync({ site: editing.site, input });
            } catch (error) {
              throw new Error(messageOf(error), { cause: error });
            }
          }}
          onClose={() => setEditing(undefined)}
        />
      )}
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(SitesPage));
