import Alert from '@mui/material/Alert';

/** One notice on screen (notices.tsx). */
export interface Notice {
  readonly id: number;
  readonly kind: 'success' | 'error';
  readonly text: string;
}

export interface NoticeAlertProps {
  readonly notice: Notice;
  readonly onDismiss: (id: number) => void;
}

/**
 * One notice's look (MUI's Alert). The role is the live region's around it (notices.tsx), so the
 * Alert itself has none: a screen reader announces the text once.
 */
export const NoticeAlert = ({ notice, onDismiss }: NoticeAlertProps) => (
  <Alert
    role="none"
    variant="filled"
    severity={notice.kind}
    onClose={() => onDismiss(notice.id)}
    closeText="Dismiss"
    sx={{ pointerEvents: 'auto', boxShadow: 6, whiteSpace: 'pre-line', overflowWrap: 'break-word', alignItems: 'center' }}
  >
    {notice.text}
  </Alert>
);
