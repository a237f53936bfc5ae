import { HOST_LIST_TITLES } from '../../app/host-list-titles.ts';
import { DeskVisitsScreen } from '../desk/desk-visits-screen.tsx';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';

/** `/VisitorDetails`: the host's own approved visitors, today's and past ones; View only. */
const VisitorDetailsPage = () => (
  <DeskVisitsScreen deskActions={false} title={HOST_LIST_TITLES.approvedVisitors} subtitle="Your approved visitors, today's and past ones." />
);

export default withMuiTheme(withQueryClient(VisitorDetailsPage));
