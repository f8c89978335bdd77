// The user's saved approaches (shown on /account): title, date and content; each can be deleted.
import { Box } from "@chakra-ui/react";
import { ItemCard, ItemListSection } from "../../components/ItemList.js";
import { Button } from "../../components/ui/button.js";
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
    <ItemCard
      data-testid="saved-approach"
      title={item.title}
      meta={`Saved ${formatDay(item.createdAt)}`}
      actions={
        <>
          <Button size="xs" variant="ghost" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? "Hide" : "Show"}
          </Button>
          <Button size="xs" variant="danger" loading={remove.isPending} onClick={() => remove.mutate({ id: item.id })} aria-label={`Delete ${item.title}`}>
            <FiTrash2 />
          </Button>
        </>
      }
    >
      {open && (
        <Box mt="3">
          <RichText content={item.content} />
        </Box>
      )}
    </ItemCard>
  );
}

export function SavedApproachesList() {
  const trpc = useTRPC();
  const saved = useQuery(trpc.advice.savedApproaches.queryOptions());
  return (
    <ItemListSection
      heading="Saved approaches"
      headingId="saved-approaches-heading"
      query={saved}
      errorText="Could not load your saved approaches. Please try again later."
      emptyText="No saved approaches yet. Use Save on any approach to keep it here."
    >
      {(item) => <SavedItem key={item.id} item={item} />}
    </ItemListSection>
  );
}
