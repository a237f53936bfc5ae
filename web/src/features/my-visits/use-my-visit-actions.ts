import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRowFocus } from '../../components/row-focus.ts';
import type { DeskRecord } from '#contract/api/visit-answers.ts';
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
  const settleFocus = useRowFocus();
  // The visit whose Cancel was confirmed, until the dialog has closed.
  const confirmed = useRef<number | null>(null);
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
      confirmed.current = visit.id;
      setCancelling(null);
      change('cancel', visit);
    },
    onClosed: () => {
      // The closed dialog gives the focus back to Cancel, which its call has disabled (and which then goes, with the
      // visit cancelled, or with the refusal when the desk checked the visitor in meanwhile), so the browser drops it
      // to the page's body: it goes to the row's next control, View, as after the desk's Out.
      if (confirmed.current !== null) settleFocus(confirmed.current, 'cancel', true);
      confirmed.current = null;
    },
  };
  return { handlers, cancelDialog };
};
