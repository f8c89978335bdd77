import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box maxW="md" mx="auto" bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: "6", md: "8" }} shadow="sm">
      <Stack gap="1" mb="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{subtitle}</Text>
      </Stack>
      {children}
    </Box>
  );
}
