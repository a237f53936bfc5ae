import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DeskRecord } from '../../../../src/shared/api/visit-answers.ts';
import { detailViewTarget } from '../visits-common/detail-view-id.ts';
import type { CancelVisitDialogProps } from './cancel-visit-dialog.tsx';
import type { RowHandlers } from './my-visits-list.tsx';
import type { RowAction } from './my-visits-model.ts';
import { useMyVisitChanges } from './use-my-visits.ts';

/**
 * What a row's buttons do: Resend link and Approve at once, Cancel after the dialog's confirmation
 * (`cancelDialog`, the dialog's props), View to the visit's detail view.
 */
export const useMyVisitActions = (): { readonly handlers: RowHandlers; readonly cancelDialog: CancelVisitDialogProps } => {
  const navigate = useNavigate();
  const { busy, change } = useMyVisitChanges();
  const [cancelling, setCancelling] = useState<DeskRecord | null>(null);
  // The visit stays in the dialog while it closes.
  const [lastCancelling, setLastCancelling] = useState<DeskRecord | null>(null);
  if (cancelling !== null && cancelling !== lastCancelling) setLastCancelling(cancelling);

  const act = useCallback(
    (action: RowAction, visit: DeskRecord) => {
      if (action === 'cancel') setCancelling(visit);
      else change(action, visit);
    },
    [change],
  );
  const handlers = useMemo(
    () => ({
      busy,
      act,
      view: (visit: DeskRecord) => {
        const target = detailViewTarget(visit.id);
        void navigate(target.to, { state: target.state });
      },
    }),
    [busy, act, navigate],
  );
  const cancelDialog: CancelVisitDialogProps = {
    open: cancelling !== null,
    visit: cancelling ?? lastCancelling,
    onKeep: () => setCancelling(null),
    onCancel: (visit) => {
      setCancelling(null);
      change('cancel', visit);
    },
  };
  return { handlers, cancelDialog };
};
