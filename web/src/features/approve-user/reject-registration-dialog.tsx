import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rejectionReasonSchema } from '#contract/validation/auth-payloads.ts';
import { WRITTEN_TEXT_MAX } from '#contract/validation/written-text.ts';
import { ReasonDialog } from '../../components/form/reason-dialog.tsx';
import { useNotice } from '../../components/notices.tsx';
import { rejectEmployee, type PendingEmployee } from '../auth/identity-api.ts';
import { approveUserKeys } from './use-pending-employees.ts';

export interface RejectRegistrationDialogProps {
  readonly open: boolean;
  readonly row: PendingEmployee | null;
  /** The signed-in host's e-mail: the key of the list the row leaves. */
  readonly ownEmail: string | null;
  readonly onClose: () => void;
}

/** The reason's rule and messages, as the server checks them (10 to 500 characters). */
const checkReason = (reason: string): string | null => {
  const checked = rejectionReasonSchema.safeParse(reason);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
};

/**
 * Reject (issue 28): the reporting manager or an admin turns a registration down with a reason,
 * which the person receives by mail; they may register again. The row leaves the list at once and the
 * list is read again (other managers' lists follow by live update). A refusal stays in the dialog, in
 * the server's words. Loaded when first needed (it brings zod); mounted with a new key at each opening.
 */
const RejectRegistrationDialog = ({ open, row, ownEmail, onClose }: RejectRegistrationDialogProps) => {
  const client = useQueryClient();
  const notice = useNotice();
  const { mutateAsync } = useMutation({
    mutationKey: approveUserKeys.reject(ownEmail),
    mutationFn: ({ email, reason }: { readonly email: string; readonly reason: string }) => rejectEmployee(email, reason),
    onSuccess: (_message, { email }) => {
      client.setQueryData<readonly PendingEmployee[]>(approveUserKeys.pending(ownEmail), (rows) => rows?.filter((candidate) => candidate.emp_email !== email));
    },
    onSettled: () => void client.invalidateQueries({ queryKey: approveUserKeys.all }),
  });
  return (
    <ReasonDialog
      open={open}
      title={row ? `Reject the registration of ${row.emp_name}?` : 'Reject the registration?'}
      description="They will get an e-mail with your reason and can register again with the same e-mail and employee ID."
      label="Reason for rejecting"
      submitLabel="Reject"
      maxLength={WRITTEN_TEXT_MAX}
      check={checkReason}
      onSubmit={async (reason) => {
        if (!row) return;
        const message = await mutateAsync({ email: row.emp_email, reason });
        onClose();
        notice.success(`${row.emp_email}: ${message}`);
      }}
      onClose={onClose}
    />
  );
};

export default RejectRegistrationDialog;
