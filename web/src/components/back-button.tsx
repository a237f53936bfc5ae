import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { homePathFor } from '../app/navigation-rules.ts';
import { useAuth } from '../features/auth/use-auth.ts';

/** The router keeps its own position in history.state; 0 means this tab opened the app here. */
const hasAppHistory = (): boolean => {
  const state: unknown = window.history.state;
  return state !== null && typeof state === 'object' && typeof (state as { idx?: unknown }).idx === 'number'
    ? (state as { idx: number }).idx > 0
    : false;
};

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
