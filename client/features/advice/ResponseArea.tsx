// The answer to a question (three approaches, audio, follow-ups): its own chunk, loaded when a question is
// asked, so the home page's first screen does not wait for it (issue 13, first load).
import { Box, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useRef, useState } from "react";
import { FiPlayCircle, FiStopCircle } from "react-icons/fi";
import { OptionCard } from "./OptionCard.js";
import { FollowUpPanel } from "./FollowUpPanel.js";
import { MentorCoachingLead } from "./MentorCoachingLead.js";
import { isPlayableAudio, type AdviceResponse } from "./types.js";

export default function ResponseArea({ response, onUpgrade }: { response: AdviceResponse; onUpgrade: () => void }) {
  const audios = useRef<Array<HTMLAudioElement | null>>([]);
  const sequence = useRef<number | null>(null);
  const [playingAll, setPlayingAll] = useState(false);
  const hasAudio = response.options.some((o) => isPlayableAudio(o.audioUrl));

  const playFrom = (start: number) => {
    for (let i = start; i < response.options.length; i += 1) {
      const el = audios.current[i];
      if (el) {
        sequence.current = i;
        el.currentTime = 0;
        el.play().catch((error: unknown) => {
          // Interrupted by a new load: the player fetched the finished file to seek in it and plays on.
          if (error instanceof DOMException && error.name === "AbortError") return;
          console.error("Audio playback failed", error);
          sequence.current = null;
          setPlayingAll(false);
        });
        return;
      }
    }
    sequence.current = null;
    setPlayingAll(false);
  };

  const playAll = () => {
    if (playingAll) {
      const i = sequence.current;
      sequence.current = null;
      if (i !== null) audios.current[i]?.pause();
      setPlayingAll(false);
      return;
    }
    audios.current.forEach((a) => a?.pause());
    setPlayingAll(true);
    playFrom(0);
  };

  return (
    <Stack gap="5" data-testid="advice-response">
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          Your question
        </Text>
        <Text fontSize="lg" fontWeight="medium" data-testid="asked-question">
          {response.question}
        </Text>
      </Stack>
      {response.mentorCoaching && response.mentorCoaching.length > 0 && <MentorCoachingLead mentors={response.mentorCoaching} />}
      {response.additionalContext && (
        <Box borderWidth="1px" borderColor="brand.muted" bg="brand.subtle" rounded="lg" p="4">
          <Text fontWeight="semibold" fontSize="sm" mb="1">
            Leadership Context
          </Text>
          <Text fontSize="sm">{response.additionalContext}</Text>
        </Box>
      )}
      {hasAudio ? (
        <Button alignSelf="flex-start" variant="secondary" onClick={playAll} aria-pressed={playingAll}>
          {playingAll ? <FiStopCircle /> : <FiPlayCircle />} {playingAll ? "Stop playing" : "Play all responses"}
        </Button>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="no-audio-notice">
          Audio responses are not available for this answer.
        </Text>
      )}
      <SimpleGrid columns={1} gap="5">
        {response.options.map((option, i) => (
          <OptionCard
            key={option.id}
            option={option}
            index={i}
            format={response.responseFormat}
            situation={response.situation}
            source={response.source}
            onUpgrade={onUpgrade}
            registerAudio={(el) => {
              audios.current[i] = el;
            }}
            onAudioEnded={() => {
              if (sequence.current === i) playFrom(i + 1);
            }}
          />
        ))}
      </SimpleGrid>
      {/* A new answer starts a new thread. */}
      <FollowUpPanel key={response.options.map((o) => o.id).join() + response.question} response={response} />
    </Stack>
  );
}
