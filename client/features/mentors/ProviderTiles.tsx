// Free Providers / Paid Providers tiles shown in the question form when "Mentor coaching" is chosen;
// each opens the mentor list dialog and fetches its mentors only while open (SPEC §2, §7).
import { chakra, HStack, Icon, Input, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { FiAward, FiHeart } from "react-icons/fi";
import { showToast } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { MentorListDialog } from "./MentorListDialog.js";

type Kind = "free" | "paid";

const TILES: Record<Kind, { title: string; text: string; dialogTitle: string; description: string; error: string; icon: typeof FiHeart; palette: string }> = {
  free: {
    title: "Free Providers",
    text: "Community mentors who volunteer their time",
    dialogTitle: "Free Providers",
    description: "Community mentors who offer free mentorship.",
    error: "Failed to fetch free mentors",
    icon: FiHeart,
    palette: "success",
  },
  paid: {
    title: "Paid Providers",
    text: "Professional coaches with a monthly or yearly subscription",
    dialogTitle: "Paid Providers",
    description: "Professional mentors available by monthly or yearly subscription.",
    error: "Failed to fetch paid mentors",
    icon: FiAward,
    palette: "accent",
  },
};

function ProviderDialog({ kind, open, onClose }: { kind: Kind; open: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const tile = TILES[kind];
  const [q, setQ] = useState("");
  const [search, setSearch] = useState("");
  const [specialty, setSpecialty] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(q.trim()), 250);
    return () => clearTimeout(timer);
  }, [q]);
  const input = { ...(kind === "free" ? { isFree: true } : { isPaid: true }), isActive: true, pageSize: 50, ...(search ? { q: search } : {}), ...(specialty ? { specialty } : {}) };
  const list = useQuery({ ...trpc.mentors.list.queryOptions(input), enabled: open, placeholderData: (prev) => prev });
  const specialties = useQuery({ ...trpc.mentors.specialties.queryOptions(), enabled: open });
  useEffect(() => {
    if (list.isError) showToast({ type: "error", title: tile.error, description: list.error.message });
  }, [list.isError, list.error, tile.error]);

  return (
    <MentorListDialog
      open={open}
      onClose={onClose}
      title={tile.dialogTitle}
      description={tile.description}
      mentors={list.data?.mentors ?? []}
      loading={list.isPending && open}
      tier={kind}
      filters={
        <HStack gap="2" mb="4" wrap="wrap">
          <Input size="sm" flex="1" minW="40" placeholder="Search mentors" aria-label="Search mentors" value={q} onChange={(e) => setQ(e.target.value)} maxLength={200} />
          <NativeSelect.Root size="sm" width="auto" minW="44">
            <NativeSelect.Field aria-label="Specialty" value={specialty} onChange={(e) => setSpecialty(e.target.value)}>
              <option value="">All specialties</option>
              {(specialties.data ?? []).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      }
    />
  );
}

export function ProviderTiles() {
  const [openKind, setOpenKind] = useState<Kind | null>(null);
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" data-testid="provider-tiles">
        {(Object.keys(TILES) as Kind[]).map((kind) => {
          const tile = TILES[kind];
          return (
            <chakra.button
              key={kind}
              type="button"
              onClick={() => setOpenKind(kind)}
              textAlign="left"
              borderWidth="1px"
              rounded="lg"
              p="4"
              bg="bg"
              _hover={{ borderColor: `${tile.palette}.400`, bg: `${tile.palette}.50` }}
              _focusVisible={{ outline: "2px solid", outlineColor: "brand.solid" }}
              transition="all 0.15s"
            >
              <HStack gap="3" align="start">
                <Icon as={tile.icon} boxSize="6" color={`${tile.palette}.600`} mt="0.5" />
                <Stack gap="0.5">
                  <Text fontWeight="semibold">{tile.title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {tile.text}
                  </Text>
                </Stack>
              </HStack>
            </chakra.button>
          );
        })}
      </SimpleGrid>
      {openKind && <ProviderDialog kind={openKind} open onClose={() => setOpenKind(null)} />}
    </>
  );
}
