// The question form and the response area of the home page (SPEC §2 Home page, §4 voice input and
// audio, §5 question rule, §8 advice and voice texts). Questions are sent once and never stored.
import { Badge, Box, chakra, Field, Heading, HStack, Icon, RadioGroup, SimpleGrid, Stack, Text, Textarea, VisuallyHidden } from "@chakra-ui/react";
import { Button, IconButton } from "../../components/ui/button.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { FiLock, FiMic, FiMicOff } from "react-icons/fi";
import { ADVICE_TEXTS, DEFAULT_ADVICE_FORMAT, MAX_QUESTION, type AdviceResponseFormat } from "../../../shared/advice.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { lazyWithTheme } from "../../theme.js";
import type { AdviceResponse } from "./types.js";
import { useSpeechInput } from "./useSpeechInput.js";

// What the first screen does not show loads on demand (issue 13, first load): the answer when a question
// is asked (its loading starts with the request), the mentor tiles with the mentor format, the dialogs
// when first opened.
const loadResponseArea = () => import("./ResponseArea.js");
const ResponseArea = lazyWithTheme(loadResponseArea);
const ProviderTiles = lazyWithTheme(() => import("../mentors/ProviderTiles.js").then((m) => ({ default: m.ProviderTiles })));
const UpgradeDialog = lazyWithTheme(() => import("../billing/UpgradeDialog.js").then((m) => ({ default: m.UpgradeDialog })));
const NeedCreditsDialog = lazyWithTheme(() => import("../billing/NeedCreditsDialog.js").then((m) => ({ default: m.NeedCreditsDialog })));

const FORMATS: Array<{ value: AdviceResponseFormat; label: string; isNew?: boolean }> = [
  { value: "text", label: "Text only" },
  { value: "audio", label: "Audio only" },
  { value: "mentor", label: "Mentor coaching", isNew: true },
  { value: "both", label: "Text and audio" },
];

export const EXAMPLE_QUESTIONS = [
  "How do I give constructive feedback to a team member who gets defensive?",
  "I was just promoted to lead my former peers. How do I earn their trust?",
  "My remote team feels disconnected and meetings are quiet. What can I do?",
];

export function AdviceSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [question, setQuestion] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [format, setFormat] = useState<AdviceResponseFormat>(DEFAULT_ADVICE_FORMAT);
  const [response, setResponse] = useState<AdviceResponse | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [credits, setCredits] = useState<"audio" | "text" | null>(null);
  // The dialogs stay mounted from their first opening on (lazy chunks; closing animations still run).
  const [upgradeUsed, setUpgradeUsed] = useState(false);
  const [creditsUsed, setCreditsUsed] = useState(false);
  if (upgradeOpen && !upgradeUsed) setUpgradeUsed(true);
  if (credits !== null && !creditsUsed) setCreditsUsed(true);
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const responseRef = useRef<HTMLDivElement | null>(null);
  // Screen readers hear that the answer arrived (a live region present from the start), and focus moves to it.
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (response) responseRef.current?.focus({ preventScroll: true });
  }, [response]);

  const speech = useSpeechInput(
    useCallback((text: string) => {
      setQuestion(text);
      if (text.trim()) setError(null);
    }, []),
  );

  const ask = useMutation(
    trpc.advice.ask.mutationOptions({
      onMutate: () => {
        void loadResponseArea();
      },
      onSuccess: (data) => {
        setResponse(data);
        setAnnouncement(`Your guidance is ready: ${data.options.length} approaches below.`);
        // The answer used a request and credits: the usage card and balances must show it now, not at the next poll.
        void queryClient.invalidateQueries({ queryKey: trpc.usage.status.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.usage.pendingCharges.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.billing.subscription.queryKey() });
        requestAnimationFrame(() => responseRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" }));
      },
      onError: (err) => {
        if (err.data?.code === "PAYMENT_REQUIRED") {
          setCredits(/audio/i.test(err.message) ? "audio" : "text");
          return;
        }
        notify("error", ADVICE_TEXTS.errorTitle, err.message || ADVICE_TEXTS.errorFallback);
      },
    }),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = question.trim();
    if (!trimmed) {
      setError(ADVICE_TEXTS.questionRequired);
      textareaRef.current?.focus();
      return;
    }
    if (speech.listening) speech.stop();
    setAnnouncement("");
    ask.mutate({ question: trimmed, responseFormat: format });
  };

  const useExample = (q: string) => {
    setQuestion(q);
    setError(null);
    textareaRef.current?.focus();
  };

  return (
    <Stack gap="8" data-testid="advice-section">
      <chakra.form onSubmit={submit} noValidate bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: "4", md: "6" }} shadow="xs" aria-label="Ask a leadership question">
        <Stack gap="5">
          <Field.Root invalid={Boolean(error)}>
            <Field.Label fontWeight="semibold">Your leadership question</Field.Label>
            <Box position="relative" width="full">
              <Textarea
                ref={textareaRef}
                rows={3}
                value={question}
                maxLength={MAX_QUESTION}
                onChange={(e) => {
                  setQuestion(e.target.value);
                  if (error) setError(null);
                }}
                placeholder="Describe your situation: your role, your team and what you are trying to solve…"
                pe="14"
                resize="vertical"
              />
              <IconButton
                position="absolute"
                top="2"
                right="2"
                size="sm"
                rounded="full"
                variant={speech.listening ? "primary" : "secondary"}
                disabled={!speech.supported}
                aria-label={!speech.supported ? "Voice input not supported in this browser" : speech.listening ? "Stop voice input" : "Start voice input"}
                aria-pressed={speech.listening}
                title={!speech.supported ? "Your browser doesn't support voice input. Try using Chrome, Edge, or Safari." : speech.privacyNote}
                onClick={speech.toggle}
                data-state={speech.listening ? "listening" : "idle"}
              >
                {speech.listening ? <FiMicOff /> : <FiMic />}
              </IconButton>
            </Box>
            {error ? (
              <Field.ErrorText>{error}</Field.ErrorText>
            ) : (
              <Field.HelperText display="flex" alignItems="center" gap="1.5">
                <Icon as={FiLock} /> {speech.listening ? "Listening… speak your question." : "Your questions stay private and are never stored."}
              </Field.HelperText>
            )}
          </Field.Root>

          <Stack gap="2">
            <Text fontWeight="semibold" fontSize="sm" id="response-preference-label">
              Response preference
            </Text>
            <RadioGroup.Root value={format} onValueChange={(e) => e.value && setFormat(e.value as AdviceResponseFormat)} aria-labelledby="response-preference-label" colorPalette="brand" size="sm">
              <HStack gap="5" wrap="wrap">
                {FORMATS.map((f) => (
                  <RadioGroup.Item key={f.value} value={f.value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{f.label}</RadioGroup.ItemText>
                    {f.isNew && (
                      <Badge colorPalette="success" size="xs" variant="subtle">
                        New
                      </Badge>
                    )}
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          </Stack>

          {format === "mentor" && (
            <Suspense fallback={null}>
              <ProviderTiles />
            </Suspense>
          )}

          <Button variant="primary" type="submit" size="lg" alignSelf={{ base: "stretch", md: "flex-start" }} loading={ask.isPending} loadingText="Generating guidance...">
            Get Leadership Guidance
          </Button>
        </Stack>
      </chakra.form>

      <VisuallyHidden role="status" aria-live="polite" data-testid="advice-announcer">
        {announcement}
      </VisuallyHidden>
      <Box ref={responseRef} scrollMarginTop="20" tabIndex={response ? -1 : undefined} aria-label={response ? "Your leadership guidance" : undefined} role={response ? "region" : undefined} outline="none">
        {response ? (
          <Suspense fallback={null}>
            <ResponseArea response={response} onUpgrade={() => setUpgradeOpen(true)} />
          </Suspense>
        ) : (
          <EmptyState onPick={useExample} />
        )}
      </Box>

      <Suspense fallback={null}>
        {(upgradeUsed || upgradeOpen) && <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />}
        {(creditsUsed || credits !== null) && (
        <NeedCreditsDialog
          open={credits !== null}
          onClose={() => setCredits(null)}
          kind={credits ?? "text"}
          onAnswerAsText={() => {
            // Audio credits ran out but text ones remain: the same question, answered as text.
            setCredits(null);
            setFormat("text");
            const trimmed = question.trim();
            if (trimmed) ask.mutate({ question: trimmed, responseFormat: "text" });
          }}
        />
        )}
      </Suspense>
    </Stack>
  );
}

function EmptyState({ onPick }: { onPick: (q: string) => void }) {
  return (
    <Stack gap="3" borderWidth="1px" borderStyle="dashed" rounded="xl" p={{ base: "5", md: "8" }} align="center" textAlign="center" data-testid="advice-empty">
      <Heading as="h2" size="md">
        Your tailored approaches will appear here
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        Not sure where to start? Try one of these:
      </Text>
      <Stack gap="2" width="full" maxW="2xl">
        {EXAMPLE_QUESTIONS.map((q) => (
          <Button key={q} variant="secondary" whiteSpace="normal" height="auto" py="2.5" textAlign="left" justifyContent="flex-start" fontWeight="normal" onClick={() => onPick(q)}>
            {q}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
