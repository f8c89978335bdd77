import { Box, Center, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { Button } from "../components/ui/button.js";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { MentorProfileContent, MentorProfileDialog } from "../features/mentors/MentorProfileDialog.js";
import { useTRPC } from "../trpc.js";

/** /mentors/{id}: the public mentor profile; ?connect=free|paid opens it ready to act. */
export default function MentorDetailsPage() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const raw = params.get("connect");
  const connect = raw === "free" || raw === "paid" ? raw : null;
  const plan = params.get("plan");
  const trpc = useTRPC();
  const mentor = useQuery({ ...trpc.mentors.byId.queryOptions({ id }), enabled: id.length > 0 });
  const [dialogOpen, setDialogOpen] = useState(connect !== null);

  if (mentor.isPending) {
    return (
      <Center py="20">
        <Spinner size="lg" color="brand.solid" aria-label="Loading mentor" />
      </Center>
    );
  }
  if (mentor.isError) {
    const notFound = mentor.error.data?.code === "NOT_FOUND";
    return (
      <Stack gap="3" align="center" py="16" textAlign="center" data-testid="mentor-not-found">
        <Heading size="xl">{notFound ? "Mentor not found" : "Could not load this mentor"}</Heading>
        <Text color="fg.muted">{notFound ? "This mentor doesn't exist or is no longer available." : mentor.error.message}</Text>
        <Button asChild variant="secondary">
          <RouterLink to="/">Back to home</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Box maxW="2xl" mx="auto">
      <Heading as="h1" size="2xl" mb="6">
        Mentor Profile
      </Heading>
      <Box borderWidth="1px" rounded="xl" p={{ base: "4", md: "6" }} bg="bg">
        <MentorProfileContent mentor={mentor.data} />
      </Box>
      {connect && <MentorProfileDialog mentor={mentor.data} open={dialogOpen} onClose={() => setDialogOpen(false)} connect={connect} plan={plan} />}
    </Box>
  );
}
