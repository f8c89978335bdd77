import { Field, HStack, Stack, Textarea } from "@chakra-ui/react";
import { Button, IconButton } from "../../components/ui/button.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type KeyboardEvent } from "react";
import { FaStar, FaRegStar } from "react-icons/fa";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";

/**
 * Stars (1–5). Read-only: one image named "4 out of 5 stars". Editable: a radio group named "Rating"
 * whose stars are radios ("3 stars"), one tab stop, arrow keys move and choose (WAI-ARIA radio group).
 */
export function Stars({ value, onChange, size = "sm" }: { value: number; onChange?: (v: number) => void; size?: "xs" | "sm" }) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  if (!onChange) {
    return (
      <HStack gap="0" role="img" aria-label={`${value} out of 5 stars`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} style={{ color: "var(--chakra-colors-star)", display: "inline-flex" }} aria-hidden>
            {value >= n ? <FaStar /> : <FaRegStar />}
          </span>
        ))}
      </HStack>
    );
  }
  const choose = (n: number) => {
    const next = Math.min(5, Math.max(1, n));
    onChange(next);
    refs.current[next - 1]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = value || 1;
    if (e.key === "ArrowRight" || e.key === "ArrowUp") choose(current + (value ? 1 : 0));
    else if (e.key === "ArrowLeft" || e.key === "ArrowDown") choose(current - (value ? 1 : 0));
    else if (e.key === "Home") choose(1);
    else if (e.key === "End") choose(5);
    else return;
    e.preventDefault();
  };
  return (
    <HStack gap="0" role="radiogroup" aria-label="Rating" onKeyDown={onKeyDown}>
      {[1, 2, 3, 4, 5].map((n) => (
        <IconButton
          key={n}
          ref={(el) => {
            refs.current[n - 1] = el;
          }}
          size={size}
          variant="ghost"
          color="star"
          role="radio"
          aria-label={`${n} star${n === 1 ? "" : "s"}`}
          aria-checked={value === n}
          tabIndex={value === n || (!value && n === 1) ? 0 : -1}
          onClick={() => onChange(n)}
        >
          {value >= n ? <FaStar /> : <FaRegStar />}
        </IconButton>
      ))}
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
        <Button variant="primary" size="sm" onClick={submit} loading={save.isPending}>
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
