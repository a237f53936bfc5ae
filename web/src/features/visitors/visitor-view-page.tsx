import Typography from '@mui/material/Typography';
import { PageLayout } from '../../components/page-layout.tsx';

const VisitorViewPage = () => (
  <PageLayout title="Visitor Approval" maxWidth="lg">
    <Typography>Visitors who have sent their details wait here for your approval.</Typography>
  </PageLayout>
);

export default VisitorViewPage;
