import { Box, Heading, List, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
}

export function LegalPage({ title, updated, intro, sections, children }: { title: string; updated: string; intro: string; sections: readonly LegalSection[]; children?: ReactNode }) {
  return (
    <Box as="article" maxW="3xl" mx="auto" bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: "6", md: "10" }}>
      <Stack gap="2" mb="8">
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Last updated: {updated}
        </Text>
        <Text>{intro}</Text>
      </Stack>
      <Stack gap="7">
        {sections.map((s) => (
          <Stack as="section" key={s.heading} gap="2">
            <Heading as="h2" size="lg">
              {s.heading}
            </Heading>
            {s.paragraphs?.map((p) => (
              <Text key={p} lineHeight="tall">
                {p}
              </Text>
            ))}
            {s.bullets && (
              <List.Root ps="5" gap="1">
                {s.bullets.map((b) => (
                  <List.Item key={b}>{b}</List.Item>
                ))}
              </List.Root>
            )}
          </Stack>
        ))}
      </Stack>
      {children}
    </Box>
  );
}
