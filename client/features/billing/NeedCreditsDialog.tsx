// 'Need More Credits' (SPEC §2): Standard and Value packages, and a link to the plans.
import { Box, Button, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { formatCents } from "../../../shared/money.js";
import { SimpleDialog } from "../../components/SimpleDialog.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { PayWithPicker, payWithInput, emptyCard, type PayWithValue } from "./CardForm.js";

export function NeedCreditsDialog({ open, onClose, kind }: { open: boolean; onClose: () => void; kind: "audio" | "text" }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const packs = useQuery({ ...trpc.billing.creditPackages.queryOptions(), enabled: open });
  const [payWith, setPayWith] = useState<PayWithValue>({ kind: "new", card: emptyCard });
  const buy = useMutation(
    trpc.billing.buyCredits.mutationOptions({
      onSuccess: () => {
        notify("success", "Credits added", "Your credits are ready to use.");
        void queryClient.invalidateQueries({ queryKey: trpc.billing.pathKey() });
        onClose();
      },
      onError: (err) => notify("error", "Payment failed", err.message),
    }),
  );
  return (
    <SimpleDialog open={open} onClose={onClose} title="Need More Credits" size="lg">
      <Stack gap="4">
        <Text>You don't have enough {kind} credits to access this content.</Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {(packs.data ?? []).map((p) => (
            <Box key={p.id} borderWidth="1px" rounded="lg" p="4">
              <Text fontWeight="bold">{p.name}</Text>
              <Text fontSize="xl">{formatCents(p.price)}</Text>
              <Text fontSize="sm" color="fg.muted" mb="3">
                {p.textCredits} text credits · {p.audioCredits} audio credits
              </Text>
              <Button w="full" colorPalette="blue" loading={buy.isPending && buy.variables?.packageId === p.id} disabled={buy.isPending} onClick={() => buy.mutate({ packageId: p.id, ...payWithInput(payWith) })}>
                Buy {p.name}
              </Button>
            </Box>
          ))}
        </SimpleGrid>
        <PayWithPicker value={payWith} onChange={setPayWith} />
        <Link asChild color="blue.600">
          <RouterLink to="/subscription" onClick={onClose}>
            View Subscription Plans
          </RouterLink>
        </Link>
      </Stack>
    </SimpleDialog>
  );
}
