import { Heading, HStack, Icon, Stack, Text } from "@chakra-ui/react";
import { Button } from "../components/ui/button.js";
import { useQuery } from "@tanstack/react-query";
import { FiCheckCircle } from "react-icons/fi";
import { Link as RouterLink, useSearchParams } from "react-router";
import { useTRPC } from "../trpc.js";

export default function PaymentSuccessPage() {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const sub = useQuery(trpc.billing.subscription.queryOptions());
  const invoice = params.get("invoice");
  return (
    <Stack gap="4" align="center" textAlign="center" py="10">
      <Icon as={FiCheckCircle} boxSize="14" color="fg.success" />
      <Heading as="h1" size="2xl">
        Payment Successful
      </Heading>
      {sub.data && <Text>You are now on the {sub.data.planName} plan ({sub.data.interval}).</Text>}
      {invoice && <Text color="fg.muted">Invoice {invoice} is available on your Invoices & Payments page.</Text>}
      <HStack>
        <Button variant="primary" asChild>
          <RouterLink to="/">Start asking</RouterLink>
        </Button>
        <Button asChild variant="secondary">
          <RouterLink to="/account">My Account</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
