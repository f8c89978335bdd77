// Open slots of a mentor, grouped by the viewer's own calendar days and shown in the viewer's time
// zone (the browser's). The server sends UTC instants; only display converts them.
import { HStack, Spinner, Stack, Text, Wrap } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { formatSessionDay, formatSessionTime, localDayKey, viewerTimeZone } from "../../../shared/dates.js";
import { useTRPC } from "../../trpc.js";
import type { RouterOutputs } from "../../../shared/api.js";

/** One open slot as the server sends it (UTC instants). */
export type Slot = RouterOutputs["bookings"]["slots"]["slots"][number];

const DAYS_AHEAD = 28;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function SlotPicker({ mentorId, onPick, busyLabel, onPrice }: { mentorId: string; onPick: (slot: Slot) => void; busyLabel?: string | null; onPrice?: (cents: number) => void }) {
  const trpc = useTRPC();
  const range = useMemo(() => {
    const now = new Date();
    return { from: isoDay(new Date(now.getTime() - 86_400_000)), to: isoDay(new Date(now.getTime() + DAYS_AHEAD * 86_400_000)) };
  }, []);
  const slots = useQuery(trpc.bookings.slots.queryOptions({ id: mentorId, ...range }));
  const tz = viewerTimeZone();
  useEffect(() => {
    if (slots.data) onPrice?.(slots.data.sessionPrice);
  }, [slots.data, onPrice]);
  const days = useMemo(() => {
    const groups = new Map<string, Slot[]>();
    for (const s of slots.data?.slots ?? []) {
      const key = localDayKey(s.startsAt, tz);
      groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    return [...groups.entries()];
  }, [slots.data, tz]);
  const [day, setDay] = useState<string | null>(null);
  const selected = days.find(([k]) => k === day) ?? days[0];

  if (slots.isPending) return <Spinner size="sm" color="brand.solid" aria-label="Loading open times" />;
  if (slots.isError) return <Text fontSize="sm" color="fg.error">{slots.error.message}</Text>;
  if (days.length === 0) return <Text fontSize="sm" color="fg.muted">No open times in the next four weeks.</Text>;
  return (
    <Stack gap="3" data-testid="slot-picker">
      <Text fontSize="xs" color="fg.muted">
        Times in your time zone ({tz}) · {slots.data.sessionMinutes}-minute sessions
      </Text>
      <HStack gap="2" overflowX="auto" pb="1" role="tablist" aria-label="Days with open times">
        {days.map(([key, list]) => (
          <Button key={key} size="xs" flexShrink={0} role="tab" aria-selected={selected?.[0] === key} variant={selected?.[0] === key ? "primary" : "secondary"} onClick={() => setDay(key)}>
            {formatSessionDay(list[0]!.startsAt, tz)}
          </Button>
        ))}
      </HStack>
      <Wrap gap="2" data-testid="slot-times">
        {selected?.[1].map((s) => (
          <Button key={s.startsAt} size="sm" variant="secondary" onClick={() => onPick(s)} loading={busyLabel === s.startsAt} data-starts-at={s.startsAt}>
            {formatSessionTime(s.startsAt, tz)}
          </Button>
        ))}
      </Wrap>
    </Stack>
  );
}
