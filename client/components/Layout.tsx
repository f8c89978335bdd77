import { Container, Flex } from "@chakra-ui/react";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { Footer } from "./Footer.js";
import { Header } from "./Header.js";
import { PageSpinner } from "./PageSpinner.js";

export function Layout() {
  return (
    <Flex direction="column" minH="100dvh">
      <Header />
      <Container as="main" maxW="6xl" py="8" flex="1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
      <Footer />
    </Flex>
  );
}
