import { Badge, Checkbox, Code, Dialog, HStack, Input, SimpleGrid, Stack, Table, Text, Textarea, Field } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { DialogFrame } from "../../components/DialogFrame.js";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { RouterOutputs } from "../../../shared/api.js";
import { AdminPage, KeysetPager, QueryState, Select, useKeysetPages } from "../../features/admin/common.js";
import { errorMessage } from "../../features/auth/useAuth.js";
import { DataTable } from "../../components/DataTable.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { formatCents, parseDollarsText, centsToDollarsText } from "../../../shared/money.js";

type Mentor = RouterOutputs["admin"]["mentors"]["items"][number];
type Status = "all" | "active" | "inactive" | "blocked";

interface FormState {
  firstName: string;
  lastName: string;
  email: string;
  name: string;
  specialty: string;
  bio: string;
  country: string;
  experience: string;
  imageUrl: string;
  isFreeTier: boolean;
  isPaidTier: boolean;
  monthly: string;
  yearly: string;
  isActive: boolean;
}

const EMPTY: FormState = { firstName: "", lastName: "", email: "", name: "", specialty: "", bio: "", country: "", experience: "0", imageUrl: "", isFreeTier: true, isPaidTier: false, monthly: "0.00", yearly: "0.00", isActive: true };
const fromMentor = (m: Mentor): FormState => ({
  ...EMPTY,
  name: m.name,
  specialty: m.specialty,
  bio: m.bio,
  country: m.country,
  experience: String(m.experience),
  imageUrl: m.imageUrl ?? "",
  isFreeTier: m.isFreeTier,
  isPaidTier: m.isPaidTier,
  monthly: centsToDollarsText(m.monthlyRate),
  yearly: centsToDollarsText(m.yearlyRate),
  isActive: m.isActive,
});

function Text2({ label, value, onChange, type = "text" }: { label: string; value: string; onChange: (v: string) => void; type?: string }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" type={type} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} size="sm">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function MentorDialog({ mode, mentor, onClose }: { mode: "create" | "edit" | null; mentor: Mentor | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [opened, setOpened] = useState<string | null>(null);
  const key = mode ? `${mode}:${mentor?.id ?? ""}` : null;
  if (key !== opened) {
    setOpened(key);
    setForm(mode === "edit" && mentor ? fromMentor(mentor) : EMPTY);
  }
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => setForm((f) => ({ ...f, [k]: v }));
  const done = (title: string, description?: string) => {
    notify("success", title, description);
    void queryClient.invalidateQueries({ queryKey: trpc.admin.mentors.queryKey() });
    onClose();
  };
  const fail = (err: unknown) => notify("error", "Saving the mentor failed", errorMessage(err) ?? "Something went wrong. Please try again.");
  // The temporary password is shown once, here, for the admin to hand over; it is stored nowhere.
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const create = useMutation(
    trpc.admin.createMentor.mutationOptions({
      onSuccess: (res) => {
        notify("success", "Mentor created", "A welcome email is in the outbox.");
        void queryClient.invalidateQueries({ queryKey: trpc.admin.mentors.queryKey() });
        setCreated({ email: form.email.trim().toLowerCase(), password: res.temporaryPassword });
      },
      onError: fail,
    }),
  );
  const close = () => {
    setCreated(null);
    onClose();
  };
  const update = useMutation(trpc.admin.updateMentor.mutationOptions({ onSuccess: () => done("Mentor saved"), onError: fail }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const monthlyRate = parseDollarsText(form.monthly);
    const yearlyRate = parseDollarsText(form.yearly);
    const experience = Number.parseInt(form.experience, 10);
    if (monthlyRate === null || yearlyRate === null) return notify("error", "Rates must be amounts in dollars, e.g. 149.00");
    if (!Number.isFinite(experience)) return notify("error", "Experience must be a whole number of years");
    const fields = { specialty: form.specialty, bio: form.bio, country: form.country, experience, isFreeTier: form.isFreeTier, isPaidTier: form.isPaidTier, monthlyRate, yearlyRate, imageUrl: form.imageUrl.trim() || null };
    // "Active" (listed) is the mentor's own switch after creation; admins approve or block instead.
    if (mode === "create") create.mutate({ firstName: form.firstName, lastName: form.lastName, email: form.email, ...fields, isActive: form.isActive });
    else if (mentor) update.mutate({ mentorId: mentor.id, name: form.name, ...fields });
  };

  return (
    <DialogFrame open={mode !== null} onClose={close} size="lg" scrollBehavior="inside">
      {created ? (
        <>
          <Dialog.Header>
            <Dialog.Title>Mentor account created</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="2">
              <Text>
                Give {created.email} this temporary password. It is shown only now and stored nowhere; they change it under My Profile.
              </Text>
              <Code data-testid="temporary-password" fontSize="lg" p="2">
                {created.password}
              </Code>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="primary" onClick={close}>Done</Button>
          </Dialog.Footer>
        </>
      ) : (
      <form onSubmit={submit} noValidate>
        <Dialog.Header>
          <Dialog.Title>{mode === "create" ? "New mentor" : `Edit ${mentor?.name ?? "mentor"}`}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3">
            {mode === "create" ? (
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                <Text2 label="First name" value={form.firstName} onChange={(v) => set("firstName", v)} />
                <Text2 label="Last name" value={form.lastName} onChange={(v) => set("lastName", v)} />
                <Text2 label="Email" type="email" value={form.email} onChange={(v) => set("email", v)} />
              </SimpleGrid>
            ) : (
              <Text2 label="Name" value={form.name} onChange={(v) => set("name", v)} />
            )}
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <Text2 label="Specialty" value={form.specialty} onChange={(v) => set("specialty", v)} />
              <Text2 label="Country" value={form.country} onChange={(v) => set("country", v)} />
              <Text2 label="Experience (years)" type="number" value={form.experience} onChange={(v) => set("experience", v)} />
            </SimpleGrid>
            <Field.Root>
              <Field.Label>Bio</Field.Label>
              <Textarea size="sm" rows={3} value={form.bio} onChange={(e) => set("bio", e.target.value)} />
            </Field.Root>
            <Text2 label="Photo URL" value={form.imageUrl} onChange={(v) => set("imageUrl", v)} />
            <HStack gap="6" wrap="wrap">
              <Check label="Free tier" checked={form.isFreeTier} onChange={(v) => set("isFreeTier", v)} />
              <Check label="Paid tier" checked={form.isPaidTier} onChange={(v) => set("isPaidTier", v)} />
              {mode === "create" && <Check label="Active" checked={form.isActive} onChange={(v) => set("isActive", v)} />}
            </HStack>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <Text2 label="Monthly rate ($)" value={form.monthly} onChange={(v) => set("monthly", v)} />
              <Text2 label="Yearly rate ($)" value={form.yearly} onChange={(v) => set("yearly", v)} />
            </SimpleGrid>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" loading={create.isPending || update.isPending}>
            {mode === "create" ? "Create mentor" : "Save"}
          </Button>
        </Dialog.Footer>
      </form>
      )}
    </DialogFrame>
  );
}

export default function AdminMentorsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<Status>("all");
  const [dialog, setDialog] = useState<{ mode: "create" | "edit"; mentor: Mentor | null } | null>(null);
  const pages = useKeysetPages();
  const q = useQuery({ ...trpc.admin.mentors.queryOptions({ search: search.trim() || undefined, status, cursor: pages.cursor, pageSize: 20 }), placeholderData: keepPreviousData, staleTime: 0 });
  const toggle = useMutation(
    trpc.admin.updateMentor.mutationOptions({
      onSuccess: (_r, v) => (notify("success", v.adminStatus === "blocked" ? "Mentor blocked" : "Mentor approved"), void queryClient.invalidateQueries({ queryKey: trpc.admin.mentors.queryKey() })),
      onError: (err) => notify("error", "Update failed", errorMessage(err) ?? "Something went wrong. Please try again."),
    }),
  );

  return (
    <AdminPage
      title="Mentor Management"
      actions={
        <Button variant="primary" size="sm" onClick={() => setDialog({ mode: "create", mentor: null })}>
          New mentor
        </Button>
      }
    >
      <HStack wrap="wrap">
        <Input size="sm" maxW="xs" placeholder="Search name, specialty or email" aria-label="Search mentors" value={search} maxLength={200} onChange={(e) => (setSearch(e.target.value), pages.reset())} />
        <Select label="Mentor status" value={status} options={[{ value: "all", label: "All mentors" }, { value: "active", label: "Active" }, { value: "inactive", label: "Inactive" }, { value: "blocked", label: "Blocked" }] as const} onChange={(v) => (setStatus(v), pages.reset())} />
      </HStack>
      <QueryState isPending={q.isPending} error={q.error} />
      {q.data && (
        <>
        <DataTable headers={["Mentor", "Specialty", "Tiers", "Rates", "Rating", "Mentees", "Status", ""]} endColumns={[4, 5, 7]} isEmpty={q.data.items.length === 0} emptyText="No mentors match.">
          {q.data.items.map((m) => (
            <Table.Row key={m.id}>
              <Table.Cell>
                <Text fontWeight="medium">{m.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {m.email}
                </Text>
              </Table.Cell>
              <Table.Cell>{m.specialty}</Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  {m.isFreeTier && <Badge colorPalette="success">Free</Badge>}
                  {m.isPaidTier && <Badge colorPalette="accent">Pro</Badge>}
                </HStack>
              </Table.Cell>
              <Table.Cell>{m.isPaidTier ? `${formatCents(m.monthlyRate)}/mo · ${formatCents(m.yearlyRate)}/yr` : "—"}</Table.Cell>
              <Table.Cell>
                {m.rating.toFixed(1)} ({m.ratingCount})
              </Table.Cell>
              <Table.Cell>{m.activeMentorships}</Table.Cell>
              <Table.Cell>{m.adminStatus === "blocked" ? <Badge colorPalette="danger">Blocked</Badge> : m.isActive ? <Badge colorPalette="success">Active</Badge> : <Badge>Inactive</Badge>}</Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  <Button size="xs" variant="secondary" onClick={() => setDialog({ mode: "edit", mentor: m })}>
                    Edit
                  </Button>
                  <Button size="xs" variant="ghost" loading={toggle.isPending && toggle.variables?.mentorId === m.id} onClick={() => toggle.mutate({ mentorId: m.id, adminStatus: m.adminStatus === "blocked" ? "approved" : "blocked" })}>
                    {m.adminStatus === "blocked" ? "Unblock" : "Block"}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
        <KeysetPager pages={pages} pageSize={q.data.pageSize} total={q.data.total} totalCapped={q.data.totalCapped} nextCursor={q.data.nextCursor} />
        </>
      )}
      <MentorDialog mode={dialog?.mode ?? null} mentor={dialog?.mentor ?? null} onClose={() => setDialog(null)} />
    </AdminPage>
  );
}
