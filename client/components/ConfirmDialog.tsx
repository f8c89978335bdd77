import { Dialog } from "@chakra-ui/react";
import { DialogFrame } from "./DialogFrame.js";
import { Button } from "./ui/button.js";
import type { ReactNode } from "react";

interface ConfirmDialogProps {
  open: boolean;
  /** Cancel, Escape, the backdrop and the close button all call this. */
  onCancel: () => void;
  onConfirm: () => void;
  /** The question (the alertdialog's accessible name). */
  title: string;
  /** What will happen. */
  children: ReactNode;
  /** The confirming button's text: the action, e.g. "Revoke key". */
  confirmLabel: string;
  /** danger for what cannot be undone or takes something away; primary for a grant. */
  confirmVariant?: "danger" | "primary";
  /** The action is running (its button shows a spinner). */
  loading?: boolean;
  size?: "xs" | "sm" | "md";
}

/** A yes/no question before an action (an alertdialog): Cancel and the action, beside SimpleDialog. */
export function ConfirmDialog({ open, onCancel, onConfirm, title, children, confirmLabel, confirmVariant = "danger", loading, size = "md" }: ConfirmDialogProps) {
  return (
    <DialogFrame role="alertdialog" open={open} onClose={onCancel} size={size}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant={confirmVariant} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
