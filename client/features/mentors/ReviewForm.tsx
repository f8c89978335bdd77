import { Button, Field, HStack, IconButton, Stack, Textarea } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FaStar, FaRegStar } from "react-icons/fa";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";

/** Stars (1–5) as toggle buttons. */
export function Stars({ value, onChange, size = "sm" }: { value: number; onChange?: (v: number) => void; size?: "xs" | "sm" }) {
  return (
    <HStack gap="0" role={onChange ? "group" : undefined} aria-label={onChange ? "Rating" : `${value} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) =>
        onChange ? (
          <IconButton key={n} size={size} variant="ghost" color="yellow.500" aria-label={`${n} star${n === 1 ? "" : "s"}`} aria-pressed={value >= n} onClick={() => onChange(n)}>
            {value >= n ? <FaStar /> : <FaRegStar />}
          </IconButton>
        ) : (
          <span key={n} style={{ color: "var(--chakra-colors-yellow-500)", display: "inline-flex" }} aria-hidden>
            {value >= n ? <FaStar /> : <FaRegStar />}
          </span>
        ),
      )}
    </HStack>
  );
}

/** Create or edit the one review of a mentorship. */
export function ReviewForm({ mentorshipId, mentorId, initial, onDone }: { mentorshipId: string; mentorId: string; initial?: { rating: number; text: string } | null; onDone?: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [text, setText] = useState(initial?.text ?? "");
  const [error, setError] = useState<string>();
  const save = useMutation(
    trpc.mentorships.review.mutationOptions({
      onSuccess: async () => {
        notify("success", "Review saved", "Thank you for your feedback.");
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.mentorships.mine.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.mentors.reviews.queryKey({ id: mentorId }) }),
          queryClient.invalidateQueries({ queryKey: trpc.mentors.byId.queryKey({ id: mentorId }) }),
          queryClient.invalidateQueries({ queryKey: trpc.mentors.list.queryKey() }),
        ]);
        onDone?.();
      },
      onError: (err) => notify("error", "Review failed", err.message || "Please try again."),
    }),
  );
  const submit = () => {
    if (rating < 1) return setError("Choose a rating from 1 to 5 stars");
    if (!text.trim()) return setError("Please write a few words about your mentor");
    setError(undefined);
    save.mutate({ mentorshipId, rating, text: text.trim() });
  };
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" data-testid="review-form">
      <Stars value={rating} onChange={setRating} />
      <Field.Root invalid={!!error}>
        <Field.Label>Your review</Field.Label>
        <Textarea value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} rows={3} placeholder="What helped you most?" />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <HStack>
        <Button size="sm" colorPalette="brand" onClick={submit} loading={save.isPending}>
          {initial ? "Update review" : "Submit review"}
        </Button>
        {onDone && (
          <Button size="sm" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
