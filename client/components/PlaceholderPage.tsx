import { Heading, Stack, Text } from "@chakra-ui/react";

/** A page whose content is built by later work: its title only, for now. */
export function PlaceholderPage({ title, note }: { title: string; note?: string }) {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {note && <Text color="fg.muted">{note}</Text>}
    </Stack>
  );
}
