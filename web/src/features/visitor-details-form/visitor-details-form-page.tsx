import Typography from '@mui/material/Typography';
import { PageLayout } from '../../components/page-layout.tsx';

const VisitorDetailsFormPage = () => (
  <PageLayout title="Visitor Details Form">
    <Typography>Please fill in your visit details from the link your host sent you.</Typography>
  </PageLayout>
);

export default VisitorDetailsFormPage;
