import { Center, Spinner } from "@chakra-ui/react";

export function PageSpinner() {
  return (
    <Center py="24" aria-busy="true">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-label="Loading" />
    </Center>
  );
}
