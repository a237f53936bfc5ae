import type { WatchlistEntryView } from '#contract/api/watchlist-answers.ts';
import { WATCHLIST_TEXT_MAX } from '#contract/validation/watchlist.ts';
import { ReasonDialog } from '../../components/form/reason-dialog.tsx';
import { checkNote } from './watchlist-checks.ts';

export interface ResolveEntryDialogProps {
  readonly open: boolean;
  readonly entry: WatchlistEntryView | null;
  /** Sends the note; rejects with the server's refusal, which the dialog shows. The caller closes the dialog on success. */
  readonly onResolve: (entry: WatchlistEntryView, note: string) => Promise<void>;
  readonly onClose: () => void;
}

/** "Resolve" asks why the entry no longer applies; the note stays on the entry for the record. The page mounts it with a new key at each opening, so that it starts empty. */
export const ResolveEntryDialog = ({ open, entry, onResolve, onClose }: ResolveEntryDialogProps) => (
  <ReasonDialog
    open={open}
    title={entry ? `Resolve the entry for ${entry.name}?` : 'Resolve the entry?'}
    description="Visits will no longer be checked against this entry. Visits it has already flagged stay flagged until security clears them."
    label="Resolution note"
    submitLabel="Resolve"
    maxLength={WATCHLIST_TEXT_MAX}
    check={checkNote}
    onSubmit={(note) => (entry ? onResolve(entry, note) : Promise.resolve())}
    onClose={onClose}
  />
);
