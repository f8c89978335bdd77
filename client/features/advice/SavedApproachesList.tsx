// The user's saved approaches (shown on /account): title, date and content; each can be deleted.
import { Box, Button, Heading, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FiTrash2 } from "react-icons/fi";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { RichText } from "./RichText.js";
import type { SavedApproach } from "./types.js";
import { formatDay } from "../../../shared/dates.js";

function SavedItem({ item }: { item: SavedApproach }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation(
    trpc.advice.deleteSavedApproach.mutationOptions({
      onSuccess: () => {
        notify("success", "Approach deleted");
        void queryClient.invalidateQueries({ queryKey: trpc.advice.savedApproaches.queryKey() });
      },
      onError: (error) => notify("error", "Could not delete the approach", error.message || "Please try again later."),
    }),
  );
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="4" listStyleType="none" data-testid="saved-approach">
      <HStack align="flex-start" gap="3">
        <Stack gap="0.5" flex="1">
          <Text fontWeight="semibold">{item.title}</Text>
          <Text fontSize="xs" color="fg.muted">
            Saved {formatDay(item.createdAt)}
          </Text>
        </Stack>
        <Button size="xs" variant="ghost" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? "Hide" : "Show"}
        </Button>
        <Button size="xs" variant="ghost" colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate({ id: item.id })} aria-label={`Delete ${item.title}`}>
          <FiTrash2 />
        </Button>
      </HStack>
      {open && (
        <Box mt="3">
          <RichText content={item.content} />
        </Box>
      )}
    </Box>
  );
}

export function SavedApproachesList() {
  const trpc = useTRPC();
  const saved = useQuery(trpc.advice.savedApproaches.queryOptions());
  return (
    <Stack gap="3" as="section" aria-labelledby="saved-approaches-heading">
      <Heading as="h2" size="md" id="saved-approaches-heading">
        Saved approaches
      </Heading>
      {saved.isPending ? (
        <Spinner size="sm" />
      ) : saved.isError ? (
        <Text color="red.600" fontSize="sm">
          Could not load your saved approaches. Please try again later.
        </Text>
      ) : saved.data.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No saved approaches yet. Use Save on any approach to keep it here.
        </Text>
      ) : (
        <Stack as="ul" gap="2" ps="0">
          {saved.data.map((item) => (
            <SavedItem key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
