import { Dialog, Stack } from "@chakra-ui/react";
import { DialogFrame } from "./DialogFrame.js";
import { Button } from "./ui/button.js";
import type { ReactNode } from "react";

interface SimpleDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Shown under the title (muted). */
  description?: ReactNode;
  children?: ReactNode;
  size?: "xs" | "sm" | "md" | "lg" | "xl";
  scrollBehavior?: "inside" | "outside";
}

/** A titled dialog with a body and a Close button. */
export function SimpleDialog({ open, onClose, title, description, children, size = "md", scrollBehavior }: SimpleDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose} size={size} scrollBehavior={scrollBehavior}>
      <Dialog.Header>
        {description === undefined ? (
          <Dialog.Title>{title}</Dialog.Title>
        ) : (
          <Stack gap="1">
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description color="fg.muted">{description}</Dialog.Description>
          </Stack>
        )}
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="secondary">Close</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </DialogFrame>
  );
}
