import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export interface QueryErrorAlertProps {
  readonly onRetry?: (() => void) | undefined;
  readonly message: ReactNode;
  readonly retryIcon?: ReactNode;
}

/** A failed load's look (MUI's Alert) with its Retry button: what QueryError (query-state.tsx) shows. */
export const QueryErrorAlert = ({ onRetry, message, retryIcon }: QueryErrorAlertProps) => (
  <Alert
    severity="error"
    action={
      onRetry && (
        <Button color="inherit" size="small" startIcon={retryIcon} onClick={onRetry}>
          Retry
        </Button>
      )
    }
  >
    {message}
  </Alert>
);
