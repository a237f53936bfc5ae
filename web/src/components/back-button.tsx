import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { homePathFor } from '../app/navigation-rules.ts';
import { useAuth } from '../features/auth/use-auth.ts';
import { hasAppHistory } from './app-history.ts';
import { ArrowBackRounded } from './mui-icons.tsx';

/** Goes one step back, or Home when the page was opened directly (no earlier page of the app). */
export const BackButton = () => {
  const navigate = useNavigate();
  const { role } = useAuth();
  const goBack = () => {
    if (hasAppHistory()) void navigate(-1);
    else void navigate(homePathFor(role));
  };
  return (
    <Button onClick={goBack} startIcon={<ArrowBackRounded />} color="primary" sx={{ ml: -1.5, mb: 1 }}>
      Back
    </Button>
  );
};
