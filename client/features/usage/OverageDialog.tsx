// 'Usage Limit Exceeded' (SPEC §2, §4, §8): the first pending charge, shown once per page load.
import { Dialog, Portal, Stack, Table, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { formatCents } from "../../../shared/money.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { usePendingCharges } from "./usePolls.js";
import { formatDay, formatPeriod } from "../../../shared/dates.js";
import { useIdempotencyKey } from "../billing/useIdempotencyKey.js";

const shown = new Set<string>();

export function OverageDialog() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data } = usePendingCharges();
  const [chargeId, setChargeId] = useState<string | null>(null);
  const first = data?.pendingCharges[0];

  useEffect(() => {
    if (first && !shown.has(first.id) && !chargeId) {
      shown.add(first.id);
      setChargeId(first.id);
    }
  }, [first, chargeId]);

  const charge = data?.pendingCharges.find((c) => c.id === chargeId) ?? null;
  // One Idempotency-Key per action: a double click or a retry is charged once.
  const idem = useIdempotencyKey(chargeId);
  const consent = useMutation(
    trpc.usage.consent.mutationOptions({
      ...idem.trpc,
      onSuccess: (res) => {
        if (res.declined) notify("info", "Overage charge declined", "Your usage is limited until the next billing period.");
        else notify("success", "Payment processing", "An invoice will follow shortly.");
        setChargeId(null);
      },
      onError: () => notify("error", "Processing failed", "Unable to process your response. Please try again."),
      onSettled: (_data, error) => {
        idem.answered(error);
        setChargeId(null); // after a failure too: the banner and the next load take it from there
        void queryClient.invalidateQueries({ queryKey: trpc.usage.pendingCharges.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.usage.status.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.account.status.queryKey() });
      },
    }),
  );

  if (!charge) return null;
  const rows: [string, string][] = [
    ["Billing period", formatPeriod(charge.billingPeriodStart, charge.billingPeriodEnd)],
    ["Included usage", `${charge.allowedLimit} requests`],
    ["Total usage", `${charge.usageCount} requests`],
    ["Additional usage", `${charge.overageCount} requests`],
    ["Price each", formatCents(charge.pricePerOverage)],
    ["Total", formatCents(charge.totalAmount)],
  ];
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !consent.isPending && setChargeId(null)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="overage-dialog">
            <Dialog.Header>
              <Dialog.Title>Usage Limit Exceeded</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="fg.muted">You used more requests than your plan includes in your last billing period. Pay for the additional usage, or decline and keep to your allowance until the next billing period.</Text>
                <Table.Root size="sm">
                  <Table.Body>
                    {rows.map(([k, v]) => (
                      <Table.Row key={k}>
                        <Table.Cell fontWeight={k === "Total" ? "bold" : undefined}>{k}</Table.Cell>
                        <Table.Cell textAlign="end" fontWeight={k === "Total" ? "bold" : undefined} data-testid={k === "Total" ? "overage-total" : undefined}>
                          {v}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="secondary" disabled={consent.isPending} onClick={() => consent.mutate({ chargeId: charge.id, consent: false })}>
                Decline
              </Button>
              <Button variant="primary" loading={consent.isPending} onClick={() => consent.mutate({ chargeId: charge.id, consent: true })}>
                Pay {formatCents(charge.totalAmount)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
