// "Account suspended" (an admin's decision): the reason the admin gave and how to reach support.
// Payment-failed suspension never comes here: it keeps SPEC's banner with Update Payment.
import { Box, Heading, Icon, Link, Stack, Text } from "@chakra-ui/react";
import { Button } from "../components/ui/button.js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FiSlash } from "react-icons/fi";
import { Link as RouterLink } from "react-router";
import { ADMIN_SUSPENSION_KEY, type AdminSuspension } from "../features/account/adminSuspension.js";
import { useTRPC } from "../trpc.js";

export default function AccountSuspendedPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const suspension = useQuery<AdminSuspension | null>({ queryKey: ADMIN_SUSPENSION_KEY, queryFn: () => null, enabled: false, staleTime: Infinity }).data;
  const support = useQuery(trpc.account.support.queryOptions()).data;
  const subject = encodeURIComponent("My LeadOne account was suspended");
  return (
    <Box maxW="xl" mx="auto" py={{ base: "8", md: "16" }} data-testid="account-suspended">
      <Stack gap="5" borderWidth="1px" rounded="xl" p={{ base: "5", md: "8" }} bg="bg">
        <Icon as={FiSlash} boxSize="10" color="fg.error" />
        <Heading as="h1" size="2xl">
          Account suspended
        </Heading>
        <Text>An administrator has suspended your LeadOne account, so you can't sign in or use it for now.</Text>
        <Stack gap="1">
          <Text fontWeight="semibold">Reason</Text>
          <Text data-testid="suspension-reason">{suspension?.reason ?? "No reason was given."}</Text>
        </Stack>
        <Stack gap="1">
          <Text fontWeight="semibold">Think this is a mistake?</Text>
          <Text>
            Contact support at{" "}
            {support ? (
              <Link href={`mailto:${support.supportEmail}?subject=${subject}`} color="brand.fg" fontWeight="medium" data-testid="support-email">
                {support.supportEmail}
              </Link>
            ) : (
              "our support address"
            )}{" "}
            and we'll look into it.
          </Text>
        </Stack>
        <Button asChild variant="secondary" alignSelf="start" onClick={() => queryClient.removeQueries({ queryKey: ADMIN_SUSPENSION_KEY })}>
          <RouterLink to="/login">Back to sign in</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
