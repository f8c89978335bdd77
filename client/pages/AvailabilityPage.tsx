// /mentor-profile/availability (Mentor Panel → Availability): the mentor's time zone, weekly hours,
// days off, session length, minimum notice, booking horizon, meeting link, auto-confirm and (paid
// mentors) the price of a single session. The server validates everything again.
import { Box, Card, Center, Checkbox, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { Button } from "../components/ui/button.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { formatDay, viewerTimeZone } from "../../shared/dates.js";
import { cents, centsToDollarsText, formatCents, parseDollarsText } from "../../shared/money.js";
import { WEEKDAYS, type AvailabilityInput, type Weekday } from "../../shared/schemas/bookings.js";
import { notify } from "../components/toaster.js";
import { useAuth } from "../features/auth/useAuth.js";
import { useTRPC } from "../trpc.js";

const DAY_NAMES: Record<Weekday, string> = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" };

interface DayForm {
  on: boolean;
  start: string;
  end: string;
}
interface Form {
  timeZone: string;
  days: Record<Weekday, DayForm>;
  blockoutDates: string[];
  sessionMinutes: "30" | "45" | "60";
  minNoticeHours: string;
  maxAdvanceDays: string;
  meetingUrl: string;
  autoConfirm: boolean;
  sessionPrice: string;
}

function toForm(a: AvailabilityInput & { configured: boolean }): Form {
  const days = Object.fromEntries(
    WEEKDAYS.map((d) => {
      const first = a.weeklyHours[d][0];
      return [d, first ? { on: true, start: first.start, end: first.end } : { on: false, start: "09:00", end: "17:00" }];
    }),
  ) as Record<Weekday, DayForm>;
  return {
    timeZone: a.configured ? a.timeZone : viewerTimeZone(),
    days,
    blockoutDates: a.blockoutDates,
    sessionMinutes: String(a.sessionMinutes) as Form["sessionMinutes"],
    minNoticeHours: String(a.minNoticeHours),
    maxAdvanceDays: String(a.maxAdvanceDays),
    meetingUrl: a.meetingUrl ?? "",
    autoConfirm: a.autoConfirm,
    sessionPrice: a.sessionPrice ? centsToDollarsText(a.sessionPrice) : "",
  };
}

function fromForm(f: Form): AvailabilityInput | string {
  const whole = (v: string, label: string) => {
    const n = Number(v);
    if (v.trim() === "" || !Number.isInteger(n) || n < 0) throw new Error(`${label}: enter a whole number`);
    return n;
  };
  try {
    const price = f.sessionPrice.trim() === "" ? cents(0) : parseDollarsText(f.sessionPrice);
    if (price === null) throw new Error("Session price: enter an amount in dollars, e.g. 49");
    for (const d of WEEKDAYS) if (f.days[d].on && f.days[d].start >= f.days[d].end) throw new Error(`${DAY_NAMES[d]}: the end must be after the start`);
    return {
      timeZone: f.timeZone,
      weeklyHours: Object.fromEntries(WEEKDAYS.map((d) => [d, f.days[d].on ? [{ start: f.days[d].start, end: f.days[d].end }] : []])) as AvailabilityInput["weeklyHours"],
      blockoutDates: f.blockoutDates,
      sessionMinutes: Number(f.sessionMinutes) as 30 | 45 | 60,
      minNoticeHours: whole(f.minNoticeHours, "Minimum notice"),
      maxAdvanceDays: whole(f.maxAdvanceDays, "Booking window"),
      meetingUrl: f.meetingUrl.trim() || null,
      autoConfirm: f.autoConfirm,
      sessionPrice: price,
    };
  } catch (e) {
    return (e as Error).message;
  }
}

function AvailabilityForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const q = useQuery(trpc.bookings.availability.queryOptions());
  const profile = useQuery(trpc.mentorArea.profile.queryOptions());
  const [form, setForm] = useState<Form | null>(null);
  const [dayOff, setDayOff] = useState("");
  const zones = useMemo(() => (typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []), []);
  useEffect(() => {
    if (q.data) setForm(toForm(q.data));
  }, [q.data]);
  const save = useMutation(
    trpc.bookings.saveAvailability.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.bookings.availability.queryKey(), saved);
        notify("success", "Availability saved", "Mentees can now book your open times.");
      },
      onError: (err) => notify("error", "Availability not saved", err.message),
    }),
  );
  if (q.isPending || !form) return q.isError ? <Text color="fg.error">{q.error.message}</Text> : <Center py="10"><Spinner color="brand.solid" /></Center>;
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const setDay = (d: Weekday, patch: Partial<DayForm>) => set({ days: { ...form.days, [d]: { ...form.days[d], ...patch } } });
  const isPaid = profile.data?.profile?.isPaidTier ?? false;
  const submit = () => {
    const input = fromForm(form);
    if (typeof input === "string") return notify("error", "Check your availability", input);
    save.mutate(input);
  };
  return (
    <Stack gap="5">
      <Card.Root>
        <Card.Body gap="4">
          <Heading size="md">Weekly hours</Heading>
          <Field.Root maxW="sm">
            <Field.Label>Your time zone</Field.Label>
            <Input list="time-zones" value={form.timeZone} onChange={(e) => set({ timeZone: e.target.value })} />
            <datalist id="time-zones">
              {zones.map((z) => (
                <option key={z} value={z} />
              ))}
            </datalist>
            <Field.HelperText>Hours below are in this zone; mentees see them in theirs.</Field.HelperText>
          </Field.Root>
          <Stack gap="2">
            {WEEKDAYS.map((d) => (
              <HStack key={d} gap="3" wrap="wrap" data-testid={`day-${d}`}>
                <Checkbox.Root w="32" checked={form.days[d].on} onCheckedChange={(e) => setDay(d, { on: e.checked === true })} colorPalette="brand">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{DAY_NAMES[d]}</Checkbox.Label>
                </Checkbox.Root>
                <Input type="time" size="sm" w="32" aria-label={`${DAY_NAMES[d]} from`} value={form.days[d].start} disabled={!form.days[d].on} onChange={(e) => setDay(d, { start: e.target.value })} />
                <Text fontSize="sm">to</Text>
                <Input type="time" size="sm" w="32" aria-label={`${DAY_NAMES[d]} until`} value={form.days[d].end} disabled={!form.days[d].on} onChange={(e) => setDay(d, { end: e.target.value })} />
              </HStack>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Body gap="4">
          <Heading size="md">Sessions</Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Field.Root>
              <Field.Label>Session length</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={form.sessionMinutes} onChange={(e) => set({ sessionMinutes: e.target.value as Form["sessionMinutes"] })}>
                  <option value="30">30 minutes</option>
                  <option value="45">45 minutes</option>
                  <option value="60">60 minutes</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>Minimum notice (hours)</Field.Label>
              <Input inputMode="numeric" value={form.minNoticeHours} onChange={(e) => set({ minNoticeHours: e.target.value })} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Bookable up to (days ahead)</Field.Label>
              <Input inputMode="numeric" value={form.maxAdvanceDays} onChange={(e) => set({ maxAdvanceDays: e.target.value })} />
            </Field.Root>
          </SimpleGrid>
          <Field.Root>
            <Field.Label>Meeting link</Field.Label>
            <Input type="url" placeholder="https://meet.example.com/your-room" value={form.meetingUrl} onChange={(e) => set({ meetingUrl: e.target.value })} />
            <Field.HelperText>Your own video-call room. Mentees see it on a confirmed booking from 10 minutes before the start.</Field.HelperText>
          </Field.Root>
          <Checkbox.Root checked={form.autoConfirm} onCheckedChange={(e) => set({ autoConfirm: e.checked === true })} colorPalette="brand">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Confirm bookings automatically</Checkbox.Label>
          </Checkbox.Root>
          {isPaid && (
            <Field.Root maxW="xs">
              <Field.Label>Single session price ($)</Field.Label>
              <Input inputMode="decimal" placeholder="Not offered" value={form.sessionPrice} onChange={(e) => set({ sessionPrice: e.target.value })} />
              <Field.HelperText>{form.sessionPrice ? `Mentees without a mentorship can buy one session for ${formatCents(parseDollarsText(form.sessionPrice) ?? 0)}.` : "Leave empty to offer sessions only with credits or a mentorship."}</Field.HelperText>
            </Field.Root>
          )}
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Body gap="3">
          <Heading size="md">Days off</Heading>
          <HStack gap="2" wrap="wrap">
            <Input type="date" size="sm" w="44" aria-label="Day off" value={dayOff} onChange={(e) => setDayOff(e.target.value)} />
            <Button size="sm" variant="secondary" disabled={!dayOff} onClick={() => (set({ blockoutDates: [...new Set([...form.blockoutDates, dayOff])].sort() }), setDayOff(""))}>
              Add day off
            </Button>
          </HStack>
          {form.blockoutDates.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">No days off.</Text>
          ) : (
            <HStack gap="2" wrap="wrap">
              {form.blockoutDates.map((d) => (
                <Button key={d} size="xs" variant="secondary" onClick={() => set({ blockoutDates: form.blockoutDates.filter((x) => x !== d) })} aria-label={`Remove day off ${d}`}>
                  {formatDay(`${d}T12:00:00Z`)} ✕
                </Button>
              ))}
            </HStack>
          )}
        </Card.Body>
      </Card.Root>

      <Box>
        <Button variant="primary" onClick={submit} loading={save.isPending}>
          Save availability
        </Button>
      </Box>
    </Stack>
  );
}

export default function AvailabilityPage() {
  const { user } = useAuth();
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Availability
      </Heading>
      {user?.isMentor ? <AvailabilityForm /> : <Text color="fg.muted">This area is for mentors. If you'd like to mentor on LeadOne, contact support.</Text>}
    </Stack>
  );
}
