import Typography from '@mui/material/Typography';
import { PageLayout } from '../../components/page-layout.tsx';

const VisitorSubmissionPage = () => (
  <PageLayout title="Visitor Submission" maxWidth="sm">
    <Typography>Your form has been submitted. You will receive an e-mail once your visit is approved.</Typography>
  </PageLayout>
);

export default VisitorSubmissionPage;
