import { Avatar, Badge, Box, Card, HStack, Icon, Stack, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useState } from "react";
import { FiStar } from "react-icons/fi";
import { useNavigate } from "react-router";
import { formatExperience, formatRating } from "../../../shared/mentors.js";
import { formatUsd } from "../../../shared/money.js";
import { useAuth } from "../auth/useAuth.js";
import { MentorProfileDialog } from "./MentorProfileDialog.js";
import type { Mentor } from "./types.js";

/**
 * SPEC §2 mentor card. View Profile opens the profile dialog; signed-out users go to /login.
 * `tier` is the list the card sits in: a mentor offering both tiers shows only that list's terms
 * (no "$89/mo" or Pro badge in the Free Providers list); the profile shows both.
 */
export function MentorCard({ mentor, tier }: { mentor: Mentor; tier?: "free" | "paid" }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  return (
    <Card.Root size="sm" variant="outline" data-testid="mentor-card" height="full">
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          <Avatar.Root size="lg" colorPalette="brand">
            {mentor.imageUrl && <Avatar.Image src={mentor.imageUrl} alt="" />}
            <Avatar.Fallback>{mentor.name.slice(0, 1).toUpperCase()}</Avatar.Fallback>
          </Avatar.Root>
          <Stack gap="0.5" flex="1" minW="0">
            <Text fontWeight="semibold" truncate>
              {mentor.name}
            </Text>
            <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
              <HStack gap="1" role="img" aria-label={`Rating ${formatRating(mentor.rating)}`}>
                <Icon as={FiStar} color="star" />
                <Text as="span">{formatRating(mentor.rating)}</Text>
              </HStack>
              <Text as="span">· {formatExperience(mentor.experience)}</Text>
            </HStack>
            <HStack gap="1.5" mt="1">
              {mentor.isFreeTier && tier !== "paid" && (
                <Badge colorPalette="success" variant="subtle">
                  Free
                </Badge>
              )}
              {mentor.isPaidTier && tier !== "free" && (
                <Badge colorPalette="accent" variant="subtle">
                  Pro
                </Badge>
              )}
            </HStack>
          </Stack>
        </HStack>
        <Text fontSize="sm" color="fg.muted" lineClamp={3} data-testid="mentor-bio">
          {mentor.bio}
        </Text>
        <Box>
          <Badge variant="outline" colorPalette="brand">
            {mentor.specialty}
          </Badge>
        </Box>
      </Card.Body>
      <Card.Footer justifyContent="space-between" alignItems="center">
        <Text fontWeight="semibold" data-testid="mentor-terms">
          {mentor.isPaidTier && tier !== "free" ? `${formatUsd(mentor.monthlyRate)}/mo` : "Free"}
        </Text>
        <Button variant="primary" size="sm" onClick={() => (user ? setOpen(true) : navigate("/login"))}>
          View Profile
        </Button>
      </Card.Footer>
      {open && <MentorProfileDialog mentor={mentor} open={open} onClose={() => setOpen(false)} connect={tier ?? null} />}
    </Card.Root>
  );
}
