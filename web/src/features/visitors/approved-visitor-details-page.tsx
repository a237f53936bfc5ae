import { canUseDesk } from '#contract/capabilities.ts';
import { HOST_LIST_TITLES } from '../../app/host-list-titles.ts';
import { DeskVisitsScreen } from '../desk/desk-visits-screen.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';

/**
 * `/ApprovedVisitorDetails`: the security desk's list, with In, Out, Take Photo, View Photo and the
 * QR scanner. A host who opens it gets the View-only version (docs/product/visits.md VIS-DESK-03).
 */
const ApprovedVisitorDetailsPage = () => {
  const { role } = useAuth();
  const desk = canUseDesk({ role });
  return (
    <DeskVisitsScreen
      deskActions={desk}
      // The desk's: the title of the dashboard card that leads here (issue 12); a host's: the same list as /VisitorDetails.
      title={desk ? 'View Visitor Details' : HOST_LIST_TITLES.approvedVisitors}
      subtitle={desk ? 'Check visitors in and out, take and view their photos.' : 'Your approved visitors, today and before.'}
    />
  );
};

export default withMuiTheme(withQueryClient(ApprovedVisitorDetailsPage));
