import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WATCHLIST_TEXT_MAX } from '../../../../src/shared/validation/watchlist.ts';
import { ReasonDialog } from '../../components/form/reason-dialog.tsx';
import { useNotice } from '../../components/notices.tsx';
import { deskKeys } from './desk-keys.ts';
import type { DeskVisit } from './desk-visit.ts';
import { checkClearReason } from './flag-checks.ts';
import { clearVisitFlag } from './watchlist-flag-api.ts';

export interface ClearFlagDialogProps {
  readonly open: boolean;
  readonly visit: Pick<DeskVisit, 'id' | 'name'> | null;
  /** The flag is cleared: the caller closes the dialog. */
  readonly onCleared: () => void;
  readonly onClose: () => void;
  /** What else the screen shows of the visit and must read again (the detail view's own query). */
  readonly afterClear?: ((id: number) => void) | undefined;
}

/**
 * "Clear flag" (issue 13): security lets a flagged visitor in with a written reason, which the audit
 * log keeps. The call clears every open flag of the visit; a brief notice says so, and everything the
 * desk shows of the visit is read again (its lists, the visit, the roll call). A refusal stays in the
 * dialog, in the server's words. Loaded when first needed, with its call (it brings zod), so that the
 * desk's screens stay light; mounted with a new key at each opening, so that it starts empty.
 */
export const ClearFlagDialog = ({ open, visit, onCleared, onClose, afterClear }: ClearFlagDialogProps) => {
  const client = useQueryClient();
  const notice = useNotice();
  const { mutateAsync } = useMutation({
    mutationKey: deskKeys.clearFlag(),
    mutationFn: ({ id, reason }: { readonly id: number; readonly reason: string }) => clearVisitFlag(id, { reason }),
    onSettled: (_message, _error, { id }) => {
      void client.invalidateQueries({ queryKey: deskKeys.all });
      afterClear?.(id);
    },
  });
  return (
    <ReasonDialog
      open={open}
      title={visit ? `Clear the watchlist flag of ${visit.name}?` : 'Clear the watchlist flag?'}
      description="The visitor matches an entry on the watchlist. Clearing the flag lets the desk check them in; your reason is kept in the audit log."
      label="Reason for clearing"
      submitLabel="Clear flag"
      maxLength={WATCHLIST_TEXT_MAX}
      check={checkClearReason}
      onSubmit={async (reason) => {
        if (!visit) return;
        const message = await mutateAsync({ id: visit.id, reason });
        onCleared();
        notice.success(message);
      }}
      onClose={onClose}
    />
  );
};
