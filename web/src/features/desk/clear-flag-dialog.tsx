import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WATCHLIST_TEXT_MAX } from '#contract/validation/watchlist.ts';
import { ReasonDialog } from '../../components/form/reason-dialog.tsx';
import { useNotice } from '../../components/notices.tsx';
import { deskKeys } from './desk-keys.ts';
import type { DeskVisit } from './desk-visit.ts';
import { checkClearReason, checkTurnAwayReason } from './flag-checks.ts';
import { clearVisitFlag, turnAwayVisitor } from './watchlist-flag-api.ts';

/** What security does about a flagged visitor: let them in (clear) or send them away (issue 28). */
export type FlagAction = 'clear' | 'turn_away';

export interface ClearFlagDialogProps {
  readonly open: boolean;
  /** Let the visitor in (clear the flag) or send them away (issue 28: the visit is called off). */
  readonly action: FlagAction;
  readonly visit: Pick<DeskVisit, 'id' | 'name'> | null;
  /** The flag is cleared: the caller closes the dialog. */
  readonly onCleared: () => void;
  readonly onClose: () => void;
  /** What else the screen shows of the visit and must read again (the detail view's own query). */
  readonly afterClear?: ((id: number) => void) | undefined;
}

/**
 * "Clear flag" (issue 13): security lets a flagged visitor in with a written reason, which the audit
 * log keeps; "Turn away" (issue 28), with the same dialog, sends them away and calls the visit off. The call clears every open flag of the visit; a brief notice says so, and everything the
 * desk shows of the visit is read again (its lists, the visit, the roll call). A refusal stays in the
 * dialog, in the server's words. Loaded when first needed, with its call (it brings zod), so that the
 * desk's screens stay light; mounted with a new key at each opening, so that it starts empty.
 */
/** Each action's words and rule: the same dialog, the same reason box. */
const WORDING = {
  clear: {
    title: (name: string) => `Clear the watchlist flag of ${name}?`,
    description: 'The visitor matches an entry on the watchlist. Clearing the flag lets the desk check them in; your reason is kept in the audit log.',
    label: 'Reason for clearing',
    submit: 'Clear flag',
    check: checkClearReason,
    call: clearVisitFlag,
  },
  turn_away: {
    title: (name: string) => `Turn ${name} away?`,
    description: 'The visitor matches an entry on the watchlist. Turning them away closes the flag and calls the visit off, so nobody can check them in; your reason is kept in the audit log.',
    label: 'Reason for turning away',
    submit: 'Turn away',
    check: checkTurnAwayReason,
    call: turnAwayVisitor,
  },
} as const;

export const ClearFlagDialog = ({ open, action, visit, onCleared, onClose, afterClear }: ClearFlagDialogProps) => {
  const words = WORDING[action];
  const client = useQueryClient();
  const notice = useNotice();
  const { mutateAsync } = useMutation({
    mutationKey: deskKeys.clearFlag(),
    mutationFn: ({ id, reason }: { readonly id: number; readonly reason: string }) => words.call(id, { reason }),
    onSettled: (_message, _error, { id }) => {
      void client.invalidateQueries({ queryKey: deskKeys.all });
      afterClear?.(id);
    },
  });
  return (
    <ReasonDialog
      open={open}
      title={words.title(visit?.name ?? 'the visitor')}
      description={words.description}
      label={words.label}
      submitLabel={words.submit}
      maxLength={WATCHLIST_TEXT_MAX}
      check={words.check}
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
