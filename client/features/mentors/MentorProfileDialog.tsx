import { chakra, AspectRatio, Avatar, Badge, Box, Center, Dialog, HStack, Icon, RadioCard, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { FiBriefcase, FiMapPin, FiPlayCircle, FiStar, FiVideoOff } from "react-icons/fi";
import { useNavigate } from "react-router";
import { authPathWithReturn } from "../../../shared/return-to.js";
import { formatExperience, formatRating } from "../../../shared/mentors.js";
import { formatUsd } from "../../../shared/money.js";
import { SimpleDialog } from "../../components/SimpleDialog.js";
import { DialogFrame } from "../../components/DialogFrame.js";
import { showToast } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { useAuth } from "../auth/useAuth.js";
import { PayMentorshipDialog, type MentorshipToPay } from "../billing/PayMentorshipDialog.js";
import { mentorshipToPay } from "./MyMentorshipsList.js";
import { ReviewForm, Stars } from "./ReviewForm.js";
import type { Mentor, MyMentorship } from "./types.js";
import { BookSessionSection } from "../bookings/BookSession.js";
import { formatDay } from "../../../shared/dates.js";

type Choice = "monthly" | "yearly" | "free";

/** The initial plan: monthly by default (SPEC §9); free for free-only mentors or ?connect=free; the plan chosen before signing in (?plan=). */
export function initialChoice(mentor: Mentor, connect?: "free" | "paid" | null, plan?: string | null): Choice {
  if (!mentor.isPaidTier) return "free";
  if (connect === "free" && mentor.isFreeTier) return "free";
  if (plan === "yearly" || plan === "monthly") return plan;
  if (plan === "free" && mentor.isFreeTier) return "free";
  return "monthly";
}

/** Where a signed-out visitor comes back to after signing in: this mentor, ready to act with the plan chosen. */
function mentorReturnPath(mentorId: string, choice: Choice): string {
  const params = new URLSearchParams({ connect: choice === "free" ? "free" : "paid", plan: choice });
  return `/mentors/${encodeURIComponent(mentorId)}?${params.toString()}`;
}

/** Watch Intro Video: plays the mentor's intro video, or a placeholder when there is none. */
function IntroVideo({ mentor }: { mentor: Mentor }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <chakra.button type="button" onClick={() => setOpen(true)} w="full" borderWidth="1px" rounded="lg" p="3" bg="bg.muted" _hover={{ bg: "brand.subtle" }} textAlign="left">
        <HStack gap="3">
          <Icon as={FiPlayCircle} boxSize="7" color="brand.solid" />
          <Stack gap="0">
            <Text fontWeight="semibold">Watch Intro Video</Text>
            <Text fontSize="xs" color="fg.muted">
              {mentor.videoIntroUrl ? `Meet ${mentor.name}` : "Get to know your mentor"}
            </Text>
          </Stack>
        </HStack>
      </chakra.button>
      <SimpleDialog open={open} onClose={() => setOpen(false)} title={`${mentor.name} — Intro Video`} size="lg">
        {mentor.videoIntroUrl ? (
          <AspectRatio ratio={16 / 9} bg="media.bg" rounded="md" overflow="hidden">
            <video src={mentor.videoIntroUrl} controls autoPlay preload="metadata" data-testid="intro-video" />
          </AspectRatio>
        ) : (
          <Center flexDirection="column" gap="2" py="10" bg="bg.muted" rounded="md" data-testid="intro-video-placeholder">
            <Icon as={FiVideoOff} boxSize="8" color="fg.muted" />
            <Text fontWeight="medium">Intro video coming soon</Text>
            <Text fontSize="sm" color="fg.muted">
              {mentor.name} hasn't added an intro video yet.
            </Text>
          </Center>
        )}
      </SimpleDialog>
    </>
  );
}

function Reviews({ mentor }: { mentor: Mentor }) {
  const trpc = useTRPC();
  const { user } = useAuth();
  const reviews = useQuery(trpc.mentors.reviews.queryOptions({ id: mentor.id, pageSize: 5 }));
  const mine = useQuery({ ...trpc.mentorships.mine.queryOptions(), enabled: !!user });
  const eligible = (mine.data ?? []).find((m) => m.mentorId === mentor.id && m.canReview);
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">Reviews</Text>
      {eligible && (editing || !eligible.review) ? (
        <ReviewForm mentorshipId={eligible.id} mentorId={mentor.id} initial={eligible.review} onDone={eligible.review ? () => setEditing(false) : undefined} />
      ) : eligible?.review ? (
        <Button size="xs" variant="secondary" alignSelf="start" onClick={() => setEditing(true)}>
          Edit your review
        </Button>
      ) : null}
      {reviews.data && reviews.data.reviews.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No reviews yet.
        </Text>
      )}
      {reviews.data?.reviews.map((r) => (
        <Stack key={r.id} gap="1" borderBottomWidth="1px" pb="2">
          <HStack justify="space-between">
            <Stars value={r.rating} />
            <Text fontSize="xs" color="fg.muted">
              {r.authorName} · {formatDay(r.updatedAt)}
            </Text>
          </HStack>
          <Text fontSize="sm">{r.text}</Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** The body of the mentor profile (dialog and /mentors/{id} page). */
export function MentorProfileContent({ mentor, connect, plan, onDone, actionRef }: { mentor: Mentor; connect?: "free" | "paid" | null; plan?: string | null; onDone?: () => void; actionRef?: React.RefObject<HTMLButtonElement | null> }) {
  const trpc = useTRPC();
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Choice>(() => initialChoice(mentor, connect, plan));
  const [payFor, setPayFor] = useState<MentorshipToPay | null>(null);
  const isFree = choice === "free";
  const mine = useQuery({ ...trpc.mentorships.mine.queryOptions(), enabled: !!user });
  const pendingWithMentor = (list: MyMentorship[] | undefined) => list?.find((m) => m.mentorId === mentor.id && m.status === "pending_payment");

  const create = useMutation(
    trpc.mentorships.create.mutationOptions({
      onSuccess: async (m) => {
        await queryClient.invalidateQueries({ queryKey: trpc.mentorships.mine.queryKey() });
        if (m.paymentFrequency === "free") {
          showToast({ type: "success", title: "Connection successful", description: `You are now connected with ${mentor.name}.` });
          onDone?.();
        } else {
          // Not subscribed yet: "Subscription successful" waits for the payment (PayMentorshipDialog).
          setPayFor(mentorshipToPay(m, mentor.name));
        }
      },
      onError: async (err) => {
        // A pending subscription made in another tab: reopen its payment instead of failing.
        if (!isFree) {
          const fresh = await queryClient.fetchQuery(trpc.mentorships.mine.queryOptions()).catch(() => undefined);
          const pending = pendingWithMentor(fresh);
          if (pending) return setPayFor(mentorshipToPay(pending, mentor.name));
        }
        const message = err.message || undefined;
        if (isFree) showToast({ type: "error", title: "Connection failed", description: message ?? "Failed to connect with mentor" });
        else showToast({ type: "error", title: "Subscription failed", description: message ?? "Failed to create subscription" });
      },
    }),
  );

  const act = () => {
    if (!user) {
      showToast({ type: "error", title: "Authentication required", description: isFree ? "Please sign in to request free mentorship" : "Please sign in to subscribe to mentorship" });
      onDone?.();
      navigate(authPathWithReturn("/login", mentorReturnPath(mentor.id, choice)));
      return;
    }
    // A subscription already waiting for payment: the second click reopens its payment.
    const pending = isFree ? undefined : pendingWithMentor(mine.data);
    if (pending) return setPayFor(mentorshipToPay(pending, mentor.name));
    const amount = choice === "monthly" ? mentor.monthlyRate : choice === "yearly" ? mentor.yearlyRate : null;
    // SPEC §3 payload; the server takes the mentee from the session and computes the amount itself.
    create.mutate({
      mentorId: mentor.id,
      menteeId: user.id,
      paymentFrequency: choice,
      status: isFree ? "active" : "pending_payment",
      ...(isFree || amount === null ? {} : { paymentAmount: amount }),
    });
  };

  return (
    <Stack gap="5">
      <HStack gap="4" align="center">
        <Avatar.Root size="2xl" colorPalette="brand">
          {mentor.imageUrl && <Avatar.Image src={mentor.imageUrl} alt={`Photo of ${mentor.name}`} />}
          <Avatar.Fallback>{mentor.name.slice(0, 1).toUpperCase()}</Avatar.Fallback>
        </Avatar.Root>
        <Stack gap="1">
          <Text fontSize="xl" fontWeight="bold">
            {mentor.name}
          </Text>
          <HStack gap="1" fontSize="sm">
            <Icon as={FiStar} color="star" />
            <Text fontWeight="semibold">{formatRating(mentor.rating)}</Text>
            <Text color="fg.muted">
              ({mentor.ratingCount} {mentor.ratingCount === 1 ? "review" : "reviews"})
            </Text>
          </HStack>
          <HStack gap="1.5">
            {mentor.isFreeTier && <Badge colorPalette="success">Free</Badge>}
            {mentor.isPaidTier && <Badge colorPalette="accent">Pro</Badge>}
          </HStack>
        </Stack>
      </HStack>

      <IntroVideo mentor={mentor} />

      <Stack gap="1.5" fontSize="sm">
        <Box>
          <Badge colorPalette="brand" variant="outline">
            {mentor.specialty}
          </Badge>
        </Box>
        <HStack gap="2" color="fg.muted">
          <Icon as={FiBriefcase} />
          <Text>{formatExperience(mentor.experience)} of experience</Text>
        </HStack>
        <HStack gap="2" color="fg.muted">
          <Icon as={FiMapPin} />
          <Text>From {mentor.country}</Text>
        </HStack>
      </Stack>

      <Stack gap="1">
        <Text fontWeight="semibold">About</Text>
        <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
          {mentor.bio}
        </Text>
      </Stack>

      <BookSessionSection mentor={mentor} />

      {mentor.isPaidTier && (
        <RadioCard.Root value={choice} onValueChange={(e) => e.value && setChoice(e.value as Choice)} colorPalette="brand" size="sm">
          <RadioCard.Label fontWeight="semibold">Subscription options</RadioCard.Label>
          <SimpleGrid columns={mentor.isFreeTier ? { base: 1, sm: 3 } : 2} gap="3">
            <RadioCard.Item value="monthly" data-testid="plan-monthly">
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>Monthly</RadioCard.ItemText>
                  <RadioCard.ItemDescription>
                    <Text as="span" fontSize="lg" fontWeight="bold" color="fg">
                      {formatUsd(mentor.monthlyRate)}
                    </Text>
                    /month
                  </RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
            <RadioCard.Item value="yearly" data-testid="plan-yearly">
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <HStack gap="2">
                    <RadioCard.ItemText>Yearly</RadioCard.ItemText>
                    <Badge colorPalette="success" size="sm">
                      Save 20%
                    </Badge>
                  </HStack>
                  <RadioCard.ItemDescription>
                    <Text as="span" fontSize="lg" fontWeight="bold" color="fg">
                      {formatUsd(mentor.yearlyRate === null ? null : mentor.yearlyRate / 12)}
                    </Text>
                    /month
                    <Text as="span" display="block" fontSize="xs">
                      {formatUsd(mentor.yearlyRate)} billed yearly
                    </Text>
                  </RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
            {mentor.isFreeTier && (
              <RadioCard.Item value="free" data-testid="plan-free">
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>Free</RadioCard.ItemText>
                    <RadioCard.ItemDescription>Community mentorship</RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            )}
          </SimpleGrid>
        </RadioCard.Root>
      )}

      <Button variant="primary" ref={actionRef} size="lg" onClick={act} disabled={create.isPending} data-testid="mentor-action">
        {create.isPending ? "Processing..." : isFree ? "Request Free Mentorship" : "Subscribe to Mentorship"}
      </Button>

      <Reviews mentor={mentor} />

      <PayMentorshipDialog
        payment={payFor}
        onClose={() => setPayFor(null)}
        onPaid={() => {
          setPayFor(null);
          void queryClient.invalidateQueries({ queryKey: trpc.mentorships.mine.queryKey() });
          onDone?.();
        }}
      />
    </Stack>
  );
}

/** SPEC §2 mentor profile dialog. */
export function MentorProfileDialog({ mentor, open, onClose, connect, plan }: { mentor: Mentor; open: boolean; onClose: () => void; connect?: "free" | "paid" | null; plan?: string | null }) {
  const actionRef = useRef<HTMLButtonElement | null>(null);
  return (
    <DialogFrame open={open} onClose={onClose} size="lg" scrollBehavior="inside" initialFocusEl={connect ? () => actionRef.current : undefined} testId="mentor-profile-dialog">
      <Dialog.Header>
        <Dialog.Title>Mentor Profile</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body pb="6">
        <MentorProfileContent mentor={mentor} connect={connect} plan={plan} onDone={onClose} actionRef={actionRef} />
      </Dialog.Body>
    </DialogFrame>
  );
}
