import { Box, Container, HStack, Link, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.panel" mt="auto">
      <Container maxW="6xl" py="6">
        <HStack justify="space-between" wrap="wrap" gap="4">
          <Text fontSize="sm" color="fg.muted">
            © 2026 LeadOne.
          </Text>
          <HStack as="nav" aria-label="Legal" gap="5" fontSize="sm">
            <Link asChild color="fg.muted">
              <RouterLink to="/privacy-policy">Privacy Policy</RouterLink>
            </Link>
            <Link asChild color="fg.muted">
              <RouterLink to="/terms-of-service">Terms of Service</RouterLink>
            </Link>
            <Link asChild color="fg.muted">
              <RouterLink to="/faqs">FAQs</RouterLink>
            </Link>
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
