import { Heading, HStack, Icon, Stack, Text } from "@chakra-ui/react";
import { Button } from "../components/ui/button.js";
import { useQuery } from "@tanstack/react-query";
import { FiCheckCircle } from "react-icons/fi";
import { Navigate, Link as RouterLink, useSearchParams } from "react-router";
import { useTRPC } from "../trpc.js";

/**
 * Where a subscription payment lands (/payment-success?invoice=<number>). It confirms only a payment
 * the user made: opened directly, or with an invoice that is not one of theirs, there is nothing to
 * confirm, so it goes to My Account, which shows the real plan (it used to say "You are now on the
 * Free plan" to anyone).
 */
export default function PaymentSuccessPage() {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const invoice = params.get("invoice");
  const invoices = useQuery({ ...trpc.billing.invoices.queryOptions(), enabled: Boolean(invoice) });
  const sub = useQuery({ ...trpc.billing.subscription.queryOptions(), enabled: Boolean(invoice) });
  if (!invoice) return <Navigate to="/account" replace />;
  if (invoices.isPending || sub.isPending) return null;
  const paid = invoices.data?.find((i) => i.number === invoice && i.payment.kind === "subscription");
  if (!paid || !sub.data) return <Navigate to="/account" replace />;
  return (
    <Stack gap="4" align="center" textAlign="center" py="10">
      <Icon as={FiCheckCircle} boxSize="14" color="fg.success" />
      <Heading as="h1" size="2xl">
        Payment Successful
      </Heading>
      <Text>You are now on the {sub.data.planName} plan ({sub.data.interval}).</Text>
      <Text color="fg.muted">Invoice {invoice} is available on your Invoices & Payments page.</Text>
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
