import Typography from '@mui/material/Typography';
import { PageLayout } from '../../components/page-layout.tsx';

const VisitorDetailsPage = () => (
  <PageLayout title="Visitor Details" maxWidth="lg">
    <Typography>Your approved visitors, today's and past ones.</Typography>
  </PageLayout>
);

export default VisitorDetailsPage;
