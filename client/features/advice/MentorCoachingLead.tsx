// The mentor coaching format leads with people, not texts (issue 11 item 11): the two mentors who best
// match this question, why each fits it, and how to connect: a free request or a paid plan (both when the
// mentor offers both). The three approaches follow below as background for the first session.
import { Avatar, Box, HStack, Icon, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { FiStar } from "react-icons/fi";
import { useNavigate } from "react-router";
import type { AdviceResponse } from "./types.js";
import { formatCents } from "../../../shared/money.js";

type Match = NonNullable<AdviceResponse["mentorCoaching"]>[number];

function MatchCard({ mentor }: { mentor: Match }) {
  const navigate = useNavigate();
  return (
    <Stack borderWidth="1px" rounded="xl" p="4" gap="3" data-testid="mentor-match" bg="bg.panel">
      <HStack gap="3">
        <Avatar.Root size="lg">
          <Avatar.Fallback name={mentor.name} />
          {mentor.imageUrl && <Avatar.Image src={mentor.imageUrl} alt="" />}
        </Avatar.Root>
        <Stack gap="0.5" minW="0">
          <Text as="h3" fontWeight="semibold">
            {mentor.name}
          </Text>
          <HStack gap="2" fontSize="sm" color="fg.muted">
            <Text>{mentor.specialty}</Text>
            <HStack gap="0.5">
              <Icon as={FiStar} color="star" />
              <span>{mentor.rating.toFixed(1)}</span>
            </HStack>
          </HStack>
        </Stack>
      </HStack>
      <Box>
        <Text fontSize="sm" fontWeight="semibold">
          Why {mentor.name.split(" ")[0]} fits this question
        </Text>
        <Text fontSize="sm" data-testid="mentor-why">
          {mentor.whyTheyFit}
        </Text>
      </Box>
      <Box>
        <Text fontSize="sm" fontWeight="semibold">
          How to connect
        </Text>
        <Text fontSize="sm" data-testid="mentor-how">
          {mentor.howToConnect}
        </Text>
      </Box>
      <HStack gap="2" wrap="wrap">
        {mentor.connect.free && (
          <Button variant="primary" size="sm" onClick={() => navigate(`/mentors/${mentor.id}?connect=free`)}>
            Send a free request
          </Button>
        )}
        {mentor.connect.paid && (
          <Button size="sm" variant={mentor.connect.free ? "secondary" : "primary"} onClick={() => navigate(`/mentors/${mentor.id}?connect=paid`)}>
            Paid plan · {formatCents(mentor.connect.monthlyRate)}/month
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

export function MentorCoachingLead({ mentors }: { mentors: Match[] }) {
  return (
    <Stack as="section" gap="3" aria-labelledby="mentor-coaching-heading" data-testid="mentor-coaching">
      <Text as="h2" id="mentor-coaching-heading" fontSize="xl" fontWeight="semibold">
        Your best-matched mentors
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Chosen for this question. The approaches below are a starting point for your first conversation.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {mentors.map((m) => (
          <MatchCard key={m.id} mentor={m} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
