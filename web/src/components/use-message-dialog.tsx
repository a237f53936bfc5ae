import { useCallback, useState, type ReactNode } from 'react';
import type { NavigateOptions, To } from 'react-router-dom';
import { deferred } from './deferred.tsx';
import type { MessageDialogProps } from './message-dialog.tsx';

/** MUI's Dialog with its Modal, Backdrop and focus trap (about 8 KB gzip) arrive just after the page. */
const MessageDialog = deferred<MessageDialogProps>(async () => (await import('./message-dialog.tsx')).MessageDialog, 'message dialog');

export interface ShowMessageOptions {
  readonly title?: ReactNode;
  readonly navigateTo?: To;
  readonly navigateOptions?: NavigateOptions;
  /** Runs when the user presses OK. */
  readonly onOk?: () => void;
}

interface Shown extends ShowMessageOptions {
  readonly message: ReactNode;
}

/**
 * `const { showMessage, messageDialog } = useMessageDialog();` then render `{messageDialog}` once and
 * call `showMessage(MESSAGES.login.success, { navigateTo: '/EmployeeDashboard' })` from any handler.
 */
export const useMessageDialog = () => {
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);

  const showMessage = useCallback((message: ReactNode, options: ShowMessageOptions = {}) => {
    setShown({ ...options, message });
    setOpen(true);
  }, []);

  const close = () => {
    setOpen(false);
    shown?.onOk?.();
  };

  const messageDialog = (
    <MessageDialog
      open={open}
      message={shown?.message ?? ''}
      title={shown?.title}
      navigateTo={shown?.navigateTo}
      navigateOptions={shown?.navigateOptions}
      onClose={close}
    />
  );

  return { showMessage, messageDialog, isOpen: open };
};
