// /payment-methods — saved cards: add, remove, set default.
import { Badge, Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Button } from "../components/ui/button.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../components/toaster.js";
import { useTRPC } from "../trpc.js";
import { CardFields, cardErrors, cardInput, emptyCard, type CardErrors, type CardValue } from "../features/billing/CardForm.js";
import { SuspensionBanner } from "../features/account/SuspensionBanner.js";
import { useIdempotencyKey } from "../features/billing/useIdempotencyKey.js";

export default function PaymentMethodsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const methods = useQuery(trpc.billing.paymentMethods.queryOptions());
  const [card, setCardValue] = useState(emptyCard);
  // Checked on submit, shown under each field (noValidate: no browser bubbles); editing a field clears its message.
  const [errors, setErrors] = useState<CardErrors>({});
  const setCard = (next: CardValue) => {
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => next[k as keyof CardValue] === card[k as keyof CardValue])));
    setCardValue(next);
  };
  const refresh = () => queryClient.invalidateQueries();
  // One Idempotency-Key per action: a double click or a retry is charged once.
  const idem = useIdempotencyKey();
  const add = useMutation(
    trpc.billing.addPaymentMethod.mutationOptions({
      ...idem.trpc,
      onSettled: (_data, error) => idem.answered(error),
      onSuccess: (m) => {
        setCardValue(emptyCard);
        notify("success", "Card saved", m.overdueRenewal === "paid" ? "Your overdue payment went through." : `${m.brand.toUpperCase()} •••• ${m.last4}`);
        void refresh();
      },
      onError: (err) => notify("error", "Could not save card", err.message),
    }),
  );
  const remove = useMutation(trpc.billing.removePaymentMethod.mutationOptions({ onSuccess: () => void refresh(), onError: (e) => notify("error", "Could not remove card", e.message) }));
  const makeDefault = useMutation(trpc.billing.setDefaultPaymentMethod.mutationOptions({ onSuccess: () => void refresh(), onError: (e) => notify("error", "Could not update card", e.message) }));
  return (
    <Stack gap="6" maxW="2xl">
      <SuspensionBanner />
      <Heading as="h1" size="2xl">
        Payment Methods
      </Heading>
      <Stack gap="3">
        {methods.data?.length === 0 && <Text color="fg.muted">No saved cards yet.</Text>}
        {methods.data?.map((m) => (
          <HStack key={m.id} data-testid="payment-method" justify="space-between" borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
            <HStack>
              <Text fontWeight="semibold">
                {m.brand.toUpperCase()} •••• {m.last4}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                exp {String(m.expMonth).padStart(2, "0")}/{m.expYear}
              </Text>
              {m.isDefault && <Badge colorPalette="info">Default</Badge>}
            </HStack>
            <HStack>
              {!m.isDefault && (
                <Button size="sm" variant="secondary" onClick={() => makeDefault.mutate({ paymentMethodId: m.id })}>
                  Set as default
                </Button>
              )}
              <Button size="sm" variant="danger" onClick={() => remove.mutate({ paymentMethodId: m.id })}>
                Remove
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
      <Box borderWidth="1px" rounded="xl" p="5" bg="bg.panel">
        <form
          noValidate
          aria-label="Add a card"
          onSubmit={(e) => {
            e.preventDefault();
            const found = cardErrors(card);
            setErrors(found);
            if (Object.keys(found).length === 0) add.mutate({ card: cardInput(card), makeDefault: true });
          }}
        >
          <Stack gap="4">
            <Heading as="h2" size="md">
              Add a card
            </Heading>
            <CardFields value={card} onChange={setCard} errors={errors} />
            <Text fontSize="xs" color="fg.muted">
              Test mode: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds.
            </Text>
            <Button variant="primary" type="submit" loading={add.isPending} alignSelf="start">
              Add card
            </Button>
          </Stack>
        </form>
      </Box>
    </Stack>
  );
}
