// 'Need More Credits' (SPEC §2): what the user has, the Standard and Value packages, and paying, in
// that order; a link to the plans. When only audio credits ran out, answering as text is one click.
import { Alert, Box, Link, RadioCard, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router";
import { formatCents } from "../../../shared/money.js";
import { NOT_ENOUGH_CREDITS } from "../../../shared/billing.js";
import { SimpleDialog } from "../../components/SimpleDialog.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { PayWithPicker, payWithInput, usePayWith } from "./CardForm.js";
import { useIdempotencyKey } from "./useIdempotencyKey.js";

const credits = (n: number, kind: string) => `${n} ${kind} ${n === 1 ? "credit" : "credits"}`;

export function NeedCreditsDialog({ open, onClose, kind, onAnswerAsText }: { open: boolean; onClose: () => void; kind: "audio" | "text"; onAnswerAsText?: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const packs = useQuery({ ...trpc.billing.creditPackages.queryOptions(), enabled: open });
  const balance = useQuery({ ...trpc.billing.subscription.queryOptions(), enabled: open, staleTime: 0 });
  const [packageId, setPackageId] = useState<string>("standard");
  const { value: payWith, setValue: setPayWith } = usePayWith();
  // One Idempotency-Key per action: a double click or a retry is charged once.
  const idem = useIdempotencyKey(open);
  const buy = useMutation(
    trpc.billing.buyCredits.mutationOptions({
      ...idem.trpc,
      onSettled: (_data, error) => idem.answered(error),
      onSuccess: () => {
        notify("success", "Credits added", "Your credits are ready to use.");
        void queryClient.invalidateQueries({ queryKey: trpc.billing.pathKey() });
        onClose();
      },
      onError: (err) => notify("error", "Payment failed", err.message),
    }),
  );
  const { reset } = buy;
  useEffect(() => {
    if (open) {
      reset();
      setPayWith(null);
    }
  }, [open, reset, setPayWith]);
  const chosen = (packs.data ?? []).find((p) => p.id === packageId);
  const b = balance.data;
  const canAnswerAsText = kind === "audio" && !!onAnswerAsText && !!b && (b.unlimitedCredits || b.textCredits > 0);

  return (
    <SimpleDialog open={open} onClose={onClose} title="Need More Credits" size="lg">
      {open && (
      <Stack gap="5">
        <Stack gap="1">
          <Text>{NOT_ENOUGH_CREDITS[kind]}</Text>
          {b && (
            <Text fontSize="sm" color="fg.muted" data-testid="credit-balance">
              Your balance: {b.unlimitedCredits ? "unlimited credits" : `${credits(b.textCredits, "text")} · ${credits(b.audioCredits, "audio")}`}
            </Text>
          )}
        </Stack>
        {canAnswerAsText && (
          <Box borderWidth="1px" rounded="lg" p="3" bg="bg.muted">
            <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ sm: "center" }} justify="space-between">
              <Text fontSize="sm">You still have text credits: get this answer as text now.</Text>
              <Button size="sm" variant="secondary" onClick={onAnswerAsText}>
                Answer as text instead
              </Button>
            </Stack>
          </Box>
        )}
        <RadioCard.Root value={packageId} onValueChange={(e) => e.value && setPackageId(e.value)} colorPalette="brand" size="sm">
          <RadioCard.Label fontWeight="semibold">1. Choose a package</RadioCard.Label>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {(packs.data ?? []).map((p) => (
              <RadioCard.Item key={p.id} value={p.id} data-testid={`pack-${p.id}`}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>{p.name}</RadioCard.ItemText>
                    <RadioCard.ItemDescription>
                      <Text as="span" display="block" fontSize="lg" fontWeight="bold" color="fg">
                        {formatCents(p.price)}
                      </Text>
                      {p.textCredits} text credits · {p.audioCredits} audio credits
                    </RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </SimpleGrid>
        </RadioCard.Root>
        <Stack gap="3">
          <Text fontWeight="semibold" fontSize="sm">
            2. Pay
          </Text>
          <PayWithPicker value={payWith} onChange={setPayWith} />
          {buy.isError && (
            <Alert.Root status="error" size="sm" data-testid="payment-error">
              <Alert.Indicator />
              <Alert.Title>{buy.error.message || "The payment did not go through."}</Alert.Title>
            </Alert.Root>
          )}
          <Button variant="primary" loading={buy.isPending} disabled={!chosen} onClick={() => chosen && buy.mutate({ packageId: chosen.id, ...payWithInput(payWith) })}>
            {chosen ? `Pay ${formatCents(chosen.price)}` : "Pay"}
          </Button>
        </Stack>
        <Link asChild color="brand.fg" alignSelf="start">
          <RouterLink to="/subscription" onClick={onClose}>
            View Subscription Plans
          </RouterLink>
        </Link>
      </Stack>
      )}
    </SimpleDialog>
  );
}
