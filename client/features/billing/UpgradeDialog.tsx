// 'Upgrade to Premium' (SPEC §2): Basic Plan and Premium Plan, both lead to /subscription.
import { Box, List, SimpleGrid, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { formatCents } from "../../../shared/money.js";
import { SimpleDialog } from "../../components/SimpleDialog.js";
import { useTRPC } from "../../trpc.js";

export function UpgradeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const plans = useQuery({ ...trpc.billing.plans.queryOptions(), enabled: open });
  const paid = (plans.data ?? []).filter((p) => p.id !== "free");
  return (
    <SimpleDialog open={open} onClose={onClose} title="Upgrade to Premium" size="lg">
      <Text mb="4" color="fg.muted">
        Unlock detailed insights, industry context and video responses.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {paid.map((p) => (
          <Box key={p.id} borderWidth="1px" rounded="lg" p="4">
            <Text fontWeight="bold">{p.name} Plan</Text>
            <Text fontSize="xl" my="1">
              {formatCents(p.monthlyPrice)}
              <Text as="span" fontSize="sm">
                /month
              </Text>
            </Text>
            <List.Root ps="5" fontSize="sm" mb="3">
              {p.features.map((f) => (
                <List.Item key={f}>{f}</List.Item>
              ))}
            </List.Root>
            <Button variant="primary"
              w="full"
              onClick={() => {
                onClose();
                navigate(`/subscription?plan=${p.id}`);
              }}
            >
              Choose {p.name}
            </Button>
          </Box>
        ))}
      </SimpleGrid>
    </SimpleDialog>
  );
}
