import { AskFirstDialog } from './ask-first-dialog.tsx';

export interface ConfirmRevokeDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** What follows, said before it is done. */
  readonly text: string;
  readonly confirmLabel: string;
  readonly onKeep: () => void;
  readonly onConfirm: () => void;
}

/** Asks before a credential is ended for good; keeping it is the default, focused choice. */
export const ConfirmRevokeDialog = ({ onKeep, ...props }: ConfirmRevokeDialogProps) => <AskFirstDialog {...props} cancelLabel="Keep it" onCancel={onKeep} />;
