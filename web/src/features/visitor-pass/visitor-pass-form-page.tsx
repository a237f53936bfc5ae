import Typography from '@mui/material/Typography';
import { PageLayout } from '../../components/page-layout.tsx';

const VisitorPassFormPage = () => (
  <PageLayout title="Visitor Pass Form">
    <Typography>Create a pass; the visitor receives a link to fill in their details.</Typography>
  </PageLayout>
);

export default VisitorPassFormPage;
