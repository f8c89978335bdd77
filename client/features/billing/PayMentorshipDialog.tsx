// Pays a pending_payment mentorship with a saved or new card; it becomes active. The mentorship is
// only "subscribed" once this payment succeeds, so the success toast lives here and nowhere before.
import { Alert, Stack, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { SimpleDialog } from "../../components/SimpleDialog.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { PayWithPicker, payWithInput, usePayWith } from "./CardForm.js";
import { formatCents } from "../../../shared/money.js";
import { useIdempotencyKey } from "./useIdempotencyKey.js";
import type { RouterInputs, RouterOutputs } from "../../../shared/api.js";

/** What is being paid: the pending mentorship, its exact charge (the server's amount) and a label. */
export type MentorshipToPay = Pick<RouterInputs["billing"]["payMentorship"], "mentorshipId"> & {
  /** The mentorship's amount as the server fixed it. */
  amountCents: NonNullable<RouterOutputs["mentorships"]["mine"][number]["paymentAmountCents"]>;
  /** e.g. "Monthly mentorship with Amara Okafor". */
  label: string;
};

export function PayMentorshipDialog({ payment, onClose, onPaid }: { payment: MentorshipToPay | null; onClose: () => void; onPaid?: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { value: payWith, setValue: setPayWith } = usePayWith();
  // One Idempotency-Key per action: a double click or a retry is charged once.
  const idem = useIdempotencyKey(payment);
  const pay = useMutation(
    trpc.billing.payMentorship.mutationOptions({
      ...idem.trpc,
      onSettled: (_data, error) => idem.answered(error),
      onSuccess: () => {
        notify("success", "Subscription successful", "Your mentorship is now active.");
        void queryClient.invalidateQueries();
        onPaid?.();
        onClose();
      },
      onError: (err) => notify("error", "Subscription failed", err.message || "Failed to create subscription"),
    }),
  );
  const { reset } = pay;
  // A reopened dialog starts clean (no stale error from the last attempt).
  useEffect(() => {
    if (payment) reset();
  }, [payment, reset]);
  const open = payment !== null;
  return (
    <SimpleDialog open={open} onClose={onClose} title="Pay for mentorship">
      {payment && (
        <Stack gap="4">
          <Stack gap="0.5">
            <Text>{payment.label}</Text>
            <Text fontWeight="semibold" data-testid="amount-due">
              Amount due today: {formatCents(payment.amountCents)}
            </Text>
          </Stack>
          <PayWithPicker value={payWith} onChange={setPayWith} />
          {pay.isError && (
            <Alert.Root status="error" size="sm" data-testid="payment-error">
              <Alert.Indicator />
              <Alert.Title>{pay.error.message || "The payment did not go through."}</Alert.Title>
            </Alert.Root>
          )}
          <Button variant="primary" loading={pay.isPending} onClick={() => pay.mutate({ mentorshipId: payment.mentorshipId, ...payWithInput(payWith) })}>
            Pay {formatCents(payment.amountCents)}
          </Button>
        </Stack>
      )}
    </SimpleDialog>
  );
}
