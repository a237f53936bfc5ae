import Typography from '@mui/material/Typography';
import { PageLayout } from '../../components/page-layout.tsx';
import { withMuiTheme } from '../../app/mui-theme.tsx';

/** `/Insights`: visit statistics for admins (every visit) and managers (their reports' visitors). */
const InsightsPage = () => (
  <PageLayout title="Insights" subtitle="Visits, visitor types, busy hours, time on site, no-shows and the busiest hosts.">
    <Typography>Insights are being prepared.</Typography>
  </PageLayout>
);

export default withMuiTheme(InsightsPage);
