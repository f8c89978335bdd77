// One approach (SPEC §2 Option card): number, title, Premium badge and tags, audio player, content,
// Detailed Insight and Industry Context (locked without premium access: the lock opens the upgrade
// dialog), the video area, mentor suggestions with Connect, and Save / Try this approach.
import { Avatar, Badge, Box, Circle, Flex, Heading, HStack, Icon, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { FiBookmark, FiCheckSquare, FiLock, FiStar, FiVideo } from "react-icons/fi";
import { useNavigate } from "react-router";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { AudioPlayer } from "./AudioPlayer.js";
import { RichText } from "./RichText.js";
import { TryApproachDialog } from "./TryApproachDialog.js";
import type { AdviceOption, AdviceResponse, MentorSuggestion } from "./types.js";
import { formatUsd } from "../../../shared/money.js";

interface OptionCardProps {
  option: AdviceOption;
  index: number;
  format: "text" | "audio" | "both" | "mentor";
  onUpgrade: () => void;
  registerAudio: (el: HTMLAudioElement | null) => void;
  onAudioEnded: () => void;
  /** The situation category of the answer, kept with a plan started from this option. */
  situation: AdviceResponse["situation"];
  /** Who wrote the answer: the built-in engine or the configured AI model. */
  source: AdviceResponse["source"];
}

function LockedBox({ title, onUpgrade, what }: { title: string; onUpgrade: () => void; what: string }) {
  return (
    <Box position="relative" borderWidth="1px" rounded="lg" p="4" overflow="hidden" data-testid="locked-content">
      <Text fontWeight="semibold" fontSize="sm" mb="2">
        {title}
      </Text>
      <Text fontSize="sm" filter="blur(5px)" userSelect="none" aria-hidden="true">
        This premium section explains the research behind the approach, why it works and how leaders in your industry apply it in practice.
      </Text>
      <Flex position="absolute" inset="0" align="center" justify="center" bg="bg.overlay">
        <Button variant="primary" size="sm" onClick={onUpgrade} aria-label={`Unlock with Premium: ${what}`}>
          <FiLock /> Unlock with Premium
        </Button>
      </Flex>
    </Box>
  );
}

function InfoBox({ title, children, palette }: { title: string; children: ReactNode; palette: string }) {
  return (
    <Box borderWidth="1px" borderColor={`${palette}.200`} bg={`${palette}.50`} _dark={{ bg: `${palette}.950`, borderColor: `${palette}.800` }} rounded="lg" p="4">
      <Text fontWeight="semibold" fontSize="sm" mb="1.5">
        {title}
      </Text>
      <Text fontSize="sm">{children}</Text>
    </Box>
  );
}

function MentorSuggestionCard({ mentor }: { mentor: MentorSuggestion }) {
  const navigate = useNavigate();
  return (
    <HStack borderWidth="1px" rounded="lg" p="3" gap="3" align="center" data-testid="mentor-suggestion">
      <Avatar.Root size="md">
        <Avatar.Fallback name={mentor.name} />
        {mentor.imageUrl && <Avatar.Image src={mentor.imageUrl} alt="" />}
      </Avatar.Root>
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight="semibold" fontSize="sm" truncate>
          {mentor.name}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {mentor.specialty}
        </Text>
        <HStack gap="2" fontSize="xs">
          <HStack gap="0.5">
            <Icon as={FiStar} color="star" />
            <span>{mentor.rating.toFixed(1)}</span>
          </HStack>
          {mentor.isFree ? <Badge colorPalette="success">Free</Badge> : <Text color="fg.muted">{formatUsd(mentor.monthlyRate)}/mo</Text>}
        </HStack>
      </Stack>
      <Button size="xs" variant="secondary" onClick={() => navigate(`/mentors/${mentor.id}?connect=${mentor.isFree ? "free" : "paid"}`)} aria-label={`Connect with ${mentor.name}`}>
        Connect
      </Button>
    </HStack>
  );
}

function VideoArea({ option, onUpgrade }: { option: AdviceOption; onUpgrade: () => void }) {
  if (option.videoUrl) {
    return (
      <Stack gap="1.5">
        <video src={option.videoUrl} poster={/\/api\/videos\/[a-z0-9]+$/i.test(option.videoUrl) ? `${option.videoUrl}/thumbnail` : undefined} controls preload="metadata" style={{ width: "100%", borderRadius: 8, background: "var(--chakra-colors-media-bg)", maxHeight: 320 }} aria-label={`Video from ${option.videoProviderName ?? "a mentor"}`} />
        {option.videoProviderName && (
          <Text fontSize="xs" color="fg.muted">
            Video from {option.videoProviderName}
          </Text>
        )}
      </Stack>
    );
  }
  if (option.videoProviderName) {
    return (
      <Flex borderWidth="1px" rounded="lg" p="4" align="center" gap="3" bg="bg.muted" data-testid="locked-video">
        <Icon as={FiVideo} boxSize="6" color="fg.muted" />
        <Text fontSize="sm" flex="1">
          Premium video from {option.videoProviderName}
        </Text>
        <Button variant="primary" size="sm" onClick={onUpgrade} aria-label="Unlock premium video with Premium">
          <FiLock /> Unlock
        </Button>
      </Flex>
    );
  }
  return null;
}

export function OptionCard({ option, index, format, onUpgrade, registerAudio, onAudioEnded, situation, source }: OptionCardProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [trying, setTrying] = useState(false);
  const [showText, setShowText] = useState(format !== "audio");
  const save = useMutation(
    trpc.advice.saveApproach.mutationOptions({
      onSuccess: () => {
        notify("success", "Approach saved", "You'll find it under Saved approaches on your account page.");
        void queryClient.invalidateQueries({ queryKey: trpc.advice.savedApproaches.queryKey() });
      },
      onError: (error) => notify("error", "Could not save the approach", error.message || "Please try again later."),
    }),
  );

  const mentors = option.mentorSuggestions.length > 0 && (
    <Stack gap="2">
      <Text fontWeight="semibold" fontSize="sm">
        {format === "mentor" ? "Mentors who coach on this" : "Suggested mentors"}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        {option.mentorSuggestions.map((m) => (
          <MentorSuggestionCard key={m.id} mentor={m} />
        ))}
      </SimpleGrid>
    </Stack>
  );
  const video = <VideoArea option={option} onUpgrade={onUpgrade} />;

  return (
    <Box as="article" bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: "4", md: "6" }} shadow="xs" data-testid="option-card" aria-labelledby={`${option.id}-title`}>
      <Stack gap="4">
        <HStack align="flex-start" gap="3">
          <Circle size="8" bg="brand.solid" color="brand.contrast" fontWeight="bold" flexShrink={0} aria-label={`Approach ${index + 1}`}>
            {index + 1}
          </Circle>
          <Stack gap="1.5" flex="1">
            <Heading as="h3" size="md" id={`${option.id}-title`}>
              {option.title}
            </Heading>
            {option.isPremium && (
              <HStack gap="1.5" wrap="wrap">
                <Badge colorPalette="accent" variant="solid">
                  Premium
                </Badge>
                {option.premiumTags.map((tag) => (
                  <Badge key={tag} colorPalette="accent" variant="subtle">
                    {tag}
                  </Badge>
                ))}
              </HStack>
            )}
          </Stack>
        </HStack>

        <AudioPlayer src={option.audioUrl} duration={option.audioDuration} label={option.title} register={registerAudio} onEnded={onAudioEnded} />

        {format === "mentor" && (
          <>
            {mentors}
            {video}
          </>
        )}

        {showText ? (
          <RichText content={option.content} />
        ) : (
          <Button variant="plain" size="sm" alignSelf="flex-start" px="0" onClick={() => setShowText(true)}>
            Show the text of this approach
          </Button>
        )}

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {option.detailedInsight ? <InfoBox title="Detailed Insight" palette="info">{option.detailedInsight}</InfoBox> : <LockedBox title="Detailed Insight" what="Detailed Insight" onUpgrade={onUpgrade} />}
          {option.industryContext ? <InfoBox title="Industry Context" palette="brand">{option.industryContext}</InfoBox> : <LockedBox title="Industry Context" what="Industry Context" onUpgrade={onUpgrade} />}
        </SimpleGrid>

        {format !== "mentor" && (
          <>
            {video}
            {mentors}
          </>
        )}

        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="secondary" loading={save.isPending} onClick={() => save.mutate({ title: option.title, content: option.content })}>
            <FiBookmark /> Save
          </Button>
          <Button variant="primary" size="sm" onClick={() => setTrying(true)}>
            <FiCheckSquare /> Try this approach
          </Button>
        </HStack>
      </Stack>
      <TryApproachDialog
        open={trying}
        onClose={() => setTrying(false)}
        title={option.title}
        steps={option.steps}
        practiceId={/^option-\d+-(?!model$)([a-z0-9-]+)$/.exec(option.id)?.[1] ?? null}
        situation={situation}
        writtenByModel={source === "model"}
      />
    </Box>
  );
}
