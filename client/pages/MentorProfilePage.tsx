// /mentor-profile: a mentor edits their own profile (photo, bio, specialty, experience, country, tiers,
// rates, active) and sees their mentees. Everything is enforced on the server (mentorProcedure).
import { Avatar, Badge, Box, Card, Center, Checkbox, Field, Heading, HStack, Input, SimpleGrid, Spinner, Stack, Table, Text, Textarea } from "@chakra-ui/react";
import { Button } from "../components/ui/button.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { defaultYearlyCents } from "../../shared/mentors.js";
import { centsToDollarsText, formatUsd, parseDollarsText } from "../../shared/money.js";
import { PHOTO_MAX_BYTES, type PhotoUploadOutput } from "../../shared/schemas/mentors.js";
import { DataTable } from "../components/DataTable.js";
import { notify } from "../components/toaster.js";
import { useAuth } from "../features/auth/useAuth.js";
import { ManageVideosDialog } from "../features/mentor-area/ManageVideosDialog.js";
import { errorOf, uploadFile } from "../features/mentor-area/upload.js";
import { STATUS_BADGE } from "../features/mentors/MyMentorshipsList.js";
import { BookingsList } from "../features/bookings/BookingsList.js";
import { MessagesPanel } from "../features/messages/Messages.js";
import { Link as RouterLink } from "react-router";
import { useTRPC } from "../trpc.js";
import type { RouterInputs } from "../../shared/api.js";
import { formatDay } from "../../shared/dates.js";

/** The form holds the server's profile update field for field; numbers are typed as text until sent. */
type ProfileUpdate = Required<RouterInputs["mentorArea"]["updateProfile"]>;
type Form = { [K in keyof ProfileUpdate]: ProfileUpdate[K] extends boolean ? boolean : string };

const EMPTY: Form = { name: "", bio: "", specialty: "", experience: "0", country: "", isFreeTier: true, isPaidTier: false, monthlyRate: "", yearlyRate: "", isActive: true };

function TextInput({ label, value, onChange, error, type = "text", placeholder }: { label: string; value: string; onChange: (v: string) => void; error?: string; type?: string; placeholder?: string }) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function Tick({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} colorPalette="brand">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function Mentees() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mentees = useQuery(trpc.mentorArea.mentees.queryOptions());
  const end = useMutation(
    trpc.mentorArea.endMentorship.mutationOptions({
      onSuccess: async () => {
        notify("success", "Mentorship ended");
        await queryClient.invalidateQueries({ queryKey: trpc.mentorArea.mentees.queryKey() });
      },
      onError: (err) => notify("error", "Could not end the mentorship", err.message),
    }),
  );
  if (mentees.isPending) return <Spinner color="brand.solid" aria-label="Loading mentees" />;
  if (mentees.isError) return <Text color="fg.muted">{mentees.error.message}</Text>;
  if (mentees.data.length === 0) return <Text color="fg.muted">No mentees yet: people who request free mentorship or subscribe to your paid plan appear here.</Text>;
  return (
    <DataTable headers={["Mentee", "Plan", "Since", "Status", ""]} endColumns={[4]}>
      {mentees.data.map((m) => (
        <Table.Row key={m.id}>
          <Table.Cell>
            <Text fontWeight="medium">{m.mentee.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {m.mentee.email}
            </Text>
          </Table.Cell>
          <Table.Cell>{m.paymentFrequency === "free" ? "Free" : `${m.paymentFrequency === "monthly" ? "Monthly" : "Yearly"} · ${formatUsd(m.paymentAmountCents)}`}</Table.Cell>
          <Table.Cell>{formatDay(m.createdAt)}</Table.Cell>
          <Table.Cell>
            <Badge colorPalette={STATUS_BADGE[m.status].palette}>{STATUS_BADGE[m.status].label}</Badge>
          </Table.Cell>
          <Table.Cell>
            {m.status === "active" && (
              <Button size="xs" variant="ghost" onClick={() => end.mutate({ mentorshipId: m.id })} disabled={end.isPending}>
                End
              </Button>
            )}
          </Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}

function MentorArea() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const profile = useQuery(trpc.mentorArea.profile.queryOptions());
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [videosOpen, setVideosOpen] = useState(false);
  const [photoBusy, setPhotoBusy] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  const p = profile.data?.profile;

  useEffect(() => {
    if (!p) return;
    setForm({
      name: p.name,
      bio: p.bio,
      specialty: p.specialty,
      experience: String(p.experience),
      country: p.country,
      isFreeTier: p.isFreeTier,
      isPaidTier: p.isPaidTier,
      monthlyRate: p.isPaidTier ? centsToDollarsText(p.monthlyRate) : "",
      yearlyRate: p.isPaidTier ? centsToDollarsText(p.yearlyRate) : "",
      isActive: p.isActive,
    });
  }, [p]);

  const save = useMutation(
    trpc.mentorArea.updateProfile.mutationOptions({
      onSuccess: async (res) => {
        queryClient.setQueryData(trpc.mentorArea.profile.queryKey(), res);
        await queryClient.invalidateQueries({ queryKey: trpc.mentors.list.queryKey() });
        notify("success", "Profile saved");
      },
      onError: (err) => {
        const issues = (err.data as { issues?: Array<{ path: string; message: string }> } | undefined)?.issues ?? [];
        setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
        notify("error", "Profile not saved", err.message);
      },
    }),
  );

  const set = <K extends keyof Form>(key: K) => (value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const submit = () => {
    setErrors({});
    // Rates are typed in dollars and sent in cents (shared/money.ts).
    const rate = (s: string) => (s.trim() === "" ? null : parseDollarsText(s));
    const badRate = form.isPaidTier ? (["monthlyRate", "yearlyRate"] as const).filter((k) => form[k].trim() !== "" && rate(form[k]) === null) : [];
    if (badRate.length) return setErrors(Object.fromEntries(badRate.map((k) => [k, "Enter an amount in dollars, e.g. 49.99"])));
    save.mutate({
      name: form.name.trim() || undefined,
      bio: form.bio,
      specialty: form.specialty,
      experience: Number(form.experience || 0),
      country: form.country,
      isFreeTier: form.isFreeTier,
      isPaidTier: form.isPaidTier,
      monthlyRate: form.isPaidTier ? rate(form.monthlyRate) : null,
      yearlyRate: form.isPaidTier ? rate(form.yearlyRate) : null,
      isActive: form.isActive,
    });
  };

  const onPhoto = async (file: File | undefined) => {
    if (photoInput.current) photoInput.current.value = "";
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) return notify("error", "Photo not uploaded", "The photo is larger than the maximum size of 2MB");
    setPhotoBusy(true);
    const res = await uploadFile<PhotoUploadOutput>("/api/mentor-area/photo", file, {}, () => undefined);
    setPhotoBusy(false);
    if (!res.ok) return notify("error", "Photo not uploaded", errorOf(res.body, "Please try again."));
    await queryClient.invalidateQueries({ queryKey: trpc.mentorArea.profile.queryKey() });
    notify("success", "Photo updated");
  };

  if (profile.isPending) return <Center py="16"><Spinner size="lg" color="brand.solid" /></Center>;
  if (profile.isError) return <Text color="fg.error">{profile.error.message}</Text>;
  const monthly = parseDollarsText(form.monthlyRate);
  const yearlyHint = form.isPaidTier && monthly !== null && monthly > 0 ? `Leave empty for ${formatUsd(defaultYearlyCents(monthly))} (12 months less 20%)` : undefined;

  return (
    <Stack gap="8">
      <Card.Root>
        <Card.Header>
          <Heading size="md">{p ? "Your profile" : "Create your mentor profile"}</Heading>
          {p && (
            <Text fontSize="sm" color="fg.muted">
              {p.adminStatus === "blocked" ? "Hidden from the catalogue: an administrator blocked this profile." : p.isActive ? "Listed in the mentor catalogue." : "Hidden from the catalogue (inactive)."} Rating {p.rating.toFixed(1)} from {p.ratingCount} reviews.
            </Text>
          )}
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            {p && (
              <HStack gap="4">
                <Avatar.Root size="2xl" colorPalette="brand">
                  {p.imageUrl && <Avatar.Image src={p.imageUrl} alt="Your photo" />}
                  <Avatar.Fallback>{p.name.slice(0, 1)}</Avatar.Fallback>
                </Avatar.Root>
                <Stack gap="1">
                  <input ref={photoInput} type="file" accept="image/png,image/jpeg,image/webp" hidden aria-label="Choose a photo" onChange={(e) => void onPhoto(e.target.files?.[0])} />
                  <Button size="sm" variant="secondary" loading={photoBusy} onClick={() => photoInput.current?.click()}>
                    Upload photo
                  </Button>
                  <Text fontSize="xs" color="fg.muted">
                    PNG, JPEG or WebP, up to 2MB.
                  </Text>
                </Stack>
              </HStack>
            )}
            <TextInput label="Display name" value={form.name} onChange={set("name")} error={errors.name} />
            <Field.Root invalid={!!errors.bio}>
              <Field.Label>Bio</Field.Label>
              <Textarea rows={5} value={form.bio} onChange={(e) => set("bio")(e.target.value)} maxLength={4000} />
              {errors.bio && <Field.ErrorText>{errors.bio}</Field.ErrorText>}
            </Field.Root>
            {/* Fields in a row share it equally (issue 16); one per line on phones. */}
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start" data-testid="mentor-form-row">
              <TextInput label="Specialty" value={form.specialty} onChange={set("specialty")} error={errors.specialty} />
              <TextInput label="Experience (years)" type="number" value={form.experience} onChange={set("experience")} error={errors.experience} />
              <TextInput label="Country" value={form.country} onChange={set("country")} error={errors.country} />
            </SimpleGrid>
            <HStack gap="6" wrap="wrap">
              <Tick label="Free tier" checked={form.isFreeTier} onChange={set("isFreeTier")} />
              <Tick label="Paid tier" checked={form.isPaidTier} onChange={set("isPaidTier")} />
              <Tick label="Active (listed)" checked={form.isActive} onChange={set("isActive")} />
            </HStack>
            {errors.isFreeTier && <Text color="fg.error" fontSize="sm">{errors.isFreeTier}</Text>}
            {form.isPaidTier && (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start" data-testid="mentor-rates-row">
                <TextInput label="Monthly rate (USD)" type="number" value={form.monthlyRate} onChange={set("monthlyRate")} error={errors.monthlyRate} />
                <Box minW="0">
                  <TextInput label="Yearly rate (USD)" type="number" value={form.yearlyRate} onChange={set("yearlyRate")} error={errors.yearlyRate} placeholder={yearlyHint ? "Automatic" : undefined} />
                  {yearlyHint && (
                    <Text fontSize="xs" color="fg.muted" mt="1">
                      {yearlyHint}
                    </Text>
                  )}
                </Box>
              </SimpleGrid>
            )}
            <HStack>
              <Button variant="primary" onClick={submit} loading={save.isPending}>
                Save profile
              </Button>
              {p && (
                <Button variant="secondary" onClick={() => setVideosOpen(true)}>
                  Manage Videos
                </Button>
              )}
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>

      {p && (
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading size="md">Your sessions</Heading>
            <Button asChild size="sm" variant="secondary">
              <RouterLink to="/mentor-profile/availability">Availability</RouterLink>
            </Button>
          </HStack>
          <BookingsList as="mentor" />
        </Stack>
      )}
      {p && (
        <Stack gap="3">
          <Heading size="md">Your mentees</Heading>
          <Mentees />
        </Stack>
      )}
      {p && (
        <Stack gap="3" id="messages">
          <Heading size="md">Messages with mentees</Heading>
          <MessagesPanel as="mentor" />
        </Stack>
      )}
      <ManageVideosDialog open={videosOpen} onClose={() => setVideosOpen(false)} />
    </Stack>
  );
}

export default function MentorProfilePage() {
  const { user } = useAuth();
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Mentor Profile
      </Heading>
      {user?.isMentor ? <MentorArea /> : <Text color="fg.muted">This area is for mentors. If you'd like to mentor on LeadOne, contact support.</Text>}
    </Stack>
  );
}
