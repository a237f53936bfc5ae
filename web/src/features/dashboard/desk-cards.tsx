import EmergencyRounded from '@mui/icons-material/EmergencyRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import WebhookRounded from '@mui/icons-material/WebhookRounded';
import ReportRounded from '@mui/icons-material/ReportRounded';
import PrivacyTipRounded from '@mui/icons-material/PrivacyTipRounded';
import ManageSearchRounded from '@mui/icons-material/ManageSearchRounded';
import TabletMacRounded from '@mui/icons-material/TabletMacRounded';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import Grid from '@mui/material/Grid';
import { canUseDesk, type Actor } from '#contract/capabilities.ts';
import { mayOpen, PATHS } from '../../app/navigation-rules.ts';
import { DashboardCard } from './dashboard-card.tsx';

/**
 * The desk's screens as dashboard cards, each offered only to whom its route lets in (an admin on
 * the employee dashboard, the desk on its own): Approved Visitor Details (In, Out, photos, Capture
 * Photo and badges from each row), the roll call, the watchlist (security and admins) and Insights.
 */
export const DeskCards = ({ actor }: { readonly actor: Actor }) => {
  // A host opens Approved Visitor Details too, as their own View-only list: only the desk gets it here.
  const desk = canUseDesk(actor);
  return (
    <>
      {desk && mayOpen(PATHS.approvedVisitorDetails, actor) && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard
            to={PATHS.approvedVisitorDetails}
            title="View Visitor Details"
            description="Approved visitors: check in and out, take photos, print badges."
            icon={<ManageSearchRounded />}
          />
        </Grid>
      )}
      {desk && mayOpen(PATHS.onSite, actor) && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard
            to={PATHS.onSite}
            title="On Site Now"
            description="Everyone checked in and not yet out: the roll call for an evacuation, with a CSV download."
            icon={<GroupsRounded />}
          />
        </Grid>
      )}
      {desk && mayOpen(PATHS.evacuation, actor) && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard
            to={PATHS.evacuation}
            title="Evacuation"
            description="Start an evacuation of a site and take its roll call: mark everyone on site safe or missing, with their hosts told."
            icon={<EmergencyRounded />}
          />
        </Grid>
      )}
      {mayOpen(PATHS.watchlist, actor) && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard
            to={PATHS.watchlist}
            title="Watchlist"
            description="People security must see before they are let in: add, review and resolve entries."
            icon={<PersonSearchRounded />}
          />
        </Grid>
      )}
      {mayOpen(PATHS.kiosk, actor) && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard
            to={mayOpen(PATHS.kiosks, actor) ? PATHS.kiosks : PATHS.kiosk}
            title="Reception kiosk"
            description={
              mayOpen(PATHS.kiosks, actor)
                ? 'The tablets where visitors check themselves in: see them, sign one out, or start this device as one.'
                : 'Start this device as the reception tablet where visitors check themselves in.'
            }
            icon={<TabletMacRounded />}
          />
        </Grid>
      )}
      {mayOpen(PATHS.insights, actor) && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard to={PATHS.insights} title="Insights" description="Visits over time, by type and hour, no-shows and the busiest hosts." icon={<InsightsRounded />} />
        </Grid>
      )}
      {mayOpen(PATHS.apiTokens, actor) && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard to={PATHS.apiTokens} title="API tokens" description="Let other systems read and change visits through the API: make and revoke tokens." icon={<KeyRounded />} />
        </Grid>
      )}
      {mayOpen(PATHS.webhooks, actor) && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard to={PATHS.webhooks} title="Webhooks" description="Send what happens to visits to other systems, signed; ask one before a visitor comes in." icon={<WebhookRounded />} />
        </Grid>
      )}
      {mayOpen(PATHS.breaches, actor) && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard to={PATHS.breaches} title="Breach register" description="Record a personal data breach, notify the people affected and report to the Board within 72 hours." icon={<ReportRounded />} />
        </Grid>
      )}
      {mayOpen(PATHS.privacyRequests, actor) && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <DashboardCard to={PATHS.privacyRequests} title="Privacy requests" description="Answer visitors' corrections and grievances about their data by their due dates." icon={<PrivacyTipRounded />} />
        </Grid>
      )}
    </>
  );
};
