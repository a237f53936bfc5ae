import Typography from '@mui/material/Typography';
import { PageLayout } from '../../components/page-layout.tsx';

const VisitorDetailViewPage = () => (
  <PageLayout title="Visitor Detail View">
    <Typography>The full record of one visitor.</Typography>
  </PageLayout>
);

export default VisitorDetailViewPage;
