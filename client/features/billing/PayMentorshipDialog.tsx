// Pays a pending_payment mentorship with a saved or new card; it becomes active.
import { Button, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { SimpleDialog } from "../../components/SimpleDialog.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { PayWithPicker, payWithInput, emptyCard, type PayWithValue } from "./CardForm.js";
import { formatCents } from "../../../shared/money.js";

export function PayMentorshipDialog({ mentorshipId, open, onClose, onPaid, amount }: { mentorshipId: string | null; open: boolean; onClose: () => void; onPaid?: () => void; amount?: number | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [payWith, setPayWith] = useState<PayWithValue>({ kind: "new", card: emptyCard });
  const pay = useMutation(
    trpc.billing.payMentorship.mutationOptions({
      onSuccess: () => {
        notify("success", "Subscription successful", "Your mentorship is now active.");
        void queryClient.invalidateQueries();
        onPaid?.();
        onClose();
      },
      onError: (err) => notify("error", "Subscription failed", err.message || "Failed to create subscription"),
    }),
  );
  return (
    <SimpleDialog open={open} onClose={onClose} title="Pay for mentorship">
      <Stack gap="4">
        <Text>{amount ? `Amount due: ${formatCents(amount)}` : "Complete the payment to activate your mentorship."}</Text>
        <PayWithPicker value={payWith} onChange={setPayWith} />
        <Button colorPalette="blue" loading={pay.isPending} disabled={!mentorshipId} onClick={() => mentorshipId && pay.mutate({ mentorshipId, ...payWithInput(payWith) })}>
          Pay now
        </Button>
      </Stack>
    </SimpleDialog>
  );
}
