// "Ask a follow-up" under an answer (issue 14 item 4): the asker picks the approach they are trying and
// asks what next ("they got defensive — now what?"). The thread lives only in this component's state: it
// is sent with each follow-up and never stored on the server; a new question starts a new thread.
import { Box, HStack, RadioGroup, Stack, Text, Textarea } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { FiCornerDownRight } from "react-icons/fi";
import { MAX_FOLLOW_UP } from "../../../shared/advice.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { RichText } from "./RichText.js";
import type { AdviceResponse } from "./types.js";
import type { RouterInputs } from "../../../shared/api.js";

/** A turn of the thread the browser keeps and sends with each follow-up. */
type Turn = NonNullable<RouterInputs["advice"]["followUp"]["thread"]>[number];

export function FollowUpPanel({ response }: { response: AdviceResponse }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [approachId, setApproachId] = useState(response.options[0]?.id ?? "");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [thread, setThread] = useState<Turn[]>([]);
  const approach = response.options.find((o) => o.id === approachId) ?? response.options[0];

  const followUp = useMutation(
    trpc.advice.followUp.mutationOptions({
      onSuccess: (data, input) => {
        setThread((t) => [...t, { role: "user", text: input.followUp }, { role: "coach", text: data.answer }]);
        setText("");
        void queryClient.invalidateQueries({ queryKey: trpc.usage.pathKey() });
      },
      onError: (err) => notify("error", "Error generating response", err.message || "Please try again later."),
    }),
  );

  if (!approach) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError("Please enter a follow-up question");
      return;
    }
    setError(null);
    followUp.mutate({ question: response.question, approachId: approach.id, approachTitle: approach.title, thread, followUp: trimmed });
  };

  return (
    <Box as="section" aria-labelledby="follow-up-heading" borderWidth="1px" rounded="xl" p={{ base: "4", md: "5" }} data-testid="follow-up">
      <Stack gap="4">
        <Stack gap="1">
          <Text as="h3" id="follow-up-heading" fontWeight="semibold" fontSize="lg">
            Ask a follow-up
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Tried an approach and something happened? Ask what to do next. This conversation stays in your browser and is never stored.
          </Text>
        </Stack>
        {thread.length > 0 && (
          <Stack gap="3" data-testid="follow-up-thread" aria-live="polite">
            {thread.map((turn, i) =>
              turn.role === "user" ? (
                <HStack key={i} gap="2" alignItems="flex-start" data-testid="follow-up-you">
                  <FiCornerDownRight aria-hidden />
                  <Text fontWeight="medium">{turn.text}</Text>
                </HStack>
              ) : (
                <Box key={i} bg="bg.muted" rounded="lg" p="4" data-testid="follow-up-answer">
                  <RichText content={turn.text} />
                </Box>
              ),
            )}
          </Stack>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="3">
            <Stack gap="1">
              <Text fontSize="sm" fontWeight="semibold" id="follow-up-approach-label">
                The approach you are trying
              </Text>
              <RadioGroup.Root value={approach.id} onValueChange={(e) => e.value && setApproachId(e.value)} aria-labelledby="follow-up-approach-label" colorPalette="brand" size="sm">
                <Stack gap="2">
                  {response.options.map((o) => (
                    <RadioGroup.Item key={o.id} value={o.id}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{o.title}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
            </Stack>
            <Stack gap="1">
              <Text asChild fontSize="sm" fontWeight="semibold">
                <label htmlFor="follow-up-text">Your follow-up</label>
              </Text>
              <Textarea
                id="follow-up-text"
                value={text}
                maxLength={MAX_FOLLOW_UP}
                onChange={(e) => {
                  setText(e.target.value);
                  if (e.target.value.trim()) setError(null);
                }}
                placeholder="They got defensive — now what?"
                rows={2}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "follow-up-error" : undefined}
              />
              {error && (
                <Text id="follow-up-error" color="fg.error" fontSize="sm">
                  {error}
                </Text>
              )}
            </Stack>
            <Button variant="primary" type="submit" alignSelf="flex-start" loading={followUp.isPending}>
              Ask a follow-up
            </Button>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}
