import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '#contract/messages.ts';
import { Navigate, useLocation } from 'react-router-dom';
import { PATHS } from '../../app/navigation-rules.ts';
import { isSubmissionState } from '../visits-common/submission-state.ts';
import { VisitorNotice } from '../visits-common/visitor-notice.tsx';
import { withMuiTheme } from '../../app/mui-theme.tsx';

const NEXT_STEPS = [
  'Your host reviews your details.',
  'The approval e-mail brings your visitor pass with its QR code.',
  'On the day, show the QR code and a photo ID at the security desk.',
] as const;

/**
 * `/VisitorSubmission`: where the visitor lands after sending the details form (no header, signed-out only). Opened
 * directly, nothing was submitted: it sends the visitor to the landing page instead of claiming so (issue 12).
 */
const VisitorSubmissionPage = () => {
  const location = useLocation();
  if (!isSubmissionState(location.state)) return <Navigate to={PATHS.landing} replace />;
  return <Submitted />;
};

const Submitted = () => (
  <VisitorNotice
    icon={TaskAltRounded}
    tone="success"
    title="Details submitted"
    heading={MESSAGES.submission.detailsSubmitted}
    text="Thank you, your form has been submitted. You will receive an e-mail once your visit is approved."
    testId="visitor-submission"
  >
    <Stack component="ol" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0, width: '100%', maxWidth: 420, textAlign: 'left' }} aria-label="What happens next">
      {NEXT_STEPS.map((step, index) => (
        <Stack component="li" key={step} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={{ flexShrink: 0, width: 26, height: 26, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', typography: 'caption', fontWeight: 700 }}
          >
            {index + 1}
          </Box>
          <Typography variant="body2" sx={{ pt: 0.25 }}>
            {step}
          </Typography>
        </Stack>
      ))}
    </Stack>
    <Typography variant="caption" color="text.secondary">
      You can close this page now.
    </Typography>
  </VisitorNotice>
);

export default withMuiTheme(VisitorSubmissionPage);
