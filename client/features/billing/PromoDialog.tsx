// 'New Premium Features Available!' (SPEC §1): shown once per user (the server remembers).
// It never interrupts: if, when it is ready, the person already has a menu open or is typing, it stays
// away for this visit (not marked seen) and greets them on the next one.
import { Dialog, List, Portal, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useTRPC } from "../../trpc.js";
import { useAuth } from "../auth/useAuth.js";
import { usePendingCharges } from "../usage/usePolls.js";

export function PromoDialog() {
  const trpc = useTRPC();
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const promo = useQuery({ ...trpc.account.promo.queryOptions(), enabled: !!user });
  const pending = usePendingCharges();
  const [closed, setClosed] = useState(false);
  const [decision, setDecision] = useState<"undecided" | "show" | "skip">("undecided");
  const seen = useMutation(trpc.account.markPromoSeen.mutationOptions({ onSuccess: () => queryClient.setQueryData(trpc.account.promo.queryKey(), { show: false }) }));
  // One dialog at a time: the Usage Limit Exceeded dialog (a pending charge) goes first.
  const ready = !!user && !!promo.data?.show && !closed && !!pending.data && pending.data.pendingCharges.length === 0;
  useEffect(() => {
    if (ready && decision === "undecided") setDecision(personIsBusy() ? "skip" : "show");
  }, [ready, decision]);
  if (!ready || decision !== "show") return null;
  const close = () => {
    setClosed(true);
    seen.mutate();
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>New Premium Features Available!</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">LeadOne now offers:</Text>
              <List.Root ps="5" gap="1">
                <List.Item>Subscription plans with monthly and yearly billing (save 20% yearly)</List.Item>
                <List.Item>An account page with your plan information and usage history</List.Item>
                <List.Item>Easy cancellation, any time</List.Item>
              </List.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="secondary" onClick={close}>
                Explore Later
              </Button>
              <Button variant="primary"
                onClick={() => {
                  close();
                  navigate("/subscription");
                }}
              >
                View Subscription Plans
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A menu is open, or the person is typing in a field: a dialog now would take that away from them. */
function personIsBusy(): boolean {
  if (document.querySelector('[role="menu"][data-state="open"]')) return true;
  const el = document.activeElement;
  return (el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement) && el.value.trim() !== "";
}
