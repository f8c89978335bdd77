import { EmptyState, SimpleGrid, Spinner, VStack, Center } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FiUsers } from "react-icons/fi";
import { SimpleDialog } from "../../components/SimpleDialog.js";
import { MentorCard } from "./MentorCard.js";
import type { Mentor } from "./types.js";

interface MentorListDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  mentors: Mentor[];
  loading: boolean;
  /** Optional controls above the list (search, specialty). */
  filters?: ReactNode;
  /** Which tier's terms the cards show (the Free Providers list shows free terms only). */
  tier?: "free" | "paid";
}

/** SPEC §2 mentor list dialog: spinner while loading, the empty texts, or a two-column grid of cards. */
export function MentorListDialog({ open, onClose, title, description, mentors, loading, filters, tier }: MentorListDialogProps) {
  return (
    <SimpleDialog open={open} onClose={onClose} title={title} description={description} size="xl" scrollBehavior="inside">
      {filters}
      {loading ? (
        <Center py="12">
          <Spinner size="lg" color="brand.solid" aria-label="Loading mentors" />
        </Center>
      ) : mentors.length === 0 ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <FiUsers />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>No mentors available</EmptyState.Title>
              <EmptyState.Description>There are currently no mentors available in this category.</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {mentors.map((m) => (
            <MentorCard key={m.id} mentor={m} tier={tier} />
          ))}
        </SimpleGrid>
      )}
    </SimpleDialog>
  );
}
