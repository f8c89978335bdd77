import { Heading, Stack, Text } from "@chakra-ui/react";
import { Button } from "../components/ui/button.js";
import { Link as RouterLink } from "react-router";

export default function NotFoundPage() {
  return (
    <Stack gap="4" align="center" textAlign="center" py="16">
      <Heading as="h1" size="3xl">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
      <Button variant="primary" asChild>
        <RouterLink to="/">Go to the home page</RouterLink>
      </Button>
    </Stack>
  );
}
