import Typography from '@mui/material/Typography';
import { PageLayout } from '../../components/page-layout.tsx';

const CapturePhotoPage = () => (
  <PageLayout title="Capture Photo">
    <Typography>Take the visitor's photo with the desk camera.</Typography>
  </PageLayout>
);

export default CapturePhotoPage;
