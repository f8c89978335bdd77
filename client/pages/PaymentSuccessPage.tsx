import { Button, Heading, HStack, Icon, Stack, Text } from "@chakra-ui/react";
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
      <Icon as={FiCheckCircle} boxSize="14" color="green.500" />
      <Heading as="h1" size="2xl">
        Payment Successful
      </Heading>
      {sub.data && <Text>You are now on the {sub.data.planName} plan ({sub.data.interval}).</Text>}
      {invoice && <Text color="fg.muted">Invoice {invoice} is available on your Invoices & Payments page.</Text>}
      <HStack>
        <Button asChild colorPalette="blue">
          <RouterLink to="/">Start asking</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/account">My Account</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
