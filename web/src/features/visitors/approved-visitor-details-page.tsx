import Typography from '@mui/material/Typography';
import { PageLayout } from '../../components/page-layout.tsx';

const ApprovedVisitorDetailsPage = () => (
  <PageLayout title="Approved Visitor Details" maxWidth="lg">
    <Typography>Approved visitors, with their arrival and departure times and photos.</Typography>
  </PageLayout>
);

export default ApprovedVisitorDetailsPage;
