import { Box, Heading, Icon, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FiHeadphones, FiTarget, FiUsers } from "react-icons/fi";
import { displayName } from "../../shared/user.js";
import { SuspensionBanner } from "../features/account/SuspensionBanner.js";
import { AdviceSection } from "../features/advice/AdviceSection.js";
import { CheckInCard } from "../features/plans/CheckInCard.js";
import { useAuth } from "../features/auth/useAuth.js";
import { Suspense, useState } from "react";
import { PromoDialog } from "../features/billing/PromoDialog.js";
import { usePendingCharges } from "../features/usage/usePolls.js";
import { lazyWithTheme } from "../theme.js";
import { UsageStatusCard } from "../features/usage/UsageStatusCard.js";

// The Usage Limit Exceeded dialog loads only when there is a pending charge (the same poll decides it inside),
// keeping its code out of the home page's first load (issue 13). The promo stays in the page: it greets every
// fresh account at once, and arriving late it could open over a dialog the user had just opened.
const OverageDialog = lazyWithTheme(() => import("../features/usage/OverageDialog.js").then((m) => ({ default: m.OverageDialog })));

function LazyOverageDialog() {
  const pending = usePendingCharges();
  // Mounted from the first pending charge on, so its state and closing animation work as before.
  const [used, setUsed] = useState(false);
  if (!used && (pending.data?.pendingCharges.length ?? 0) > 0) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <OverageDialog />
    </Suspense>
  ) : null;
}

const FEATURES = [
  {
    icon: FiTarget,
    title: "Tailored approaches",
    text: "Every question gets three distinct approaches you can try, shaped to your situation.",
  },
  {
    icon: FiUsers,
    title: "Mentors when you want them",
    text: "Connect with community mentors for free, or subscribe to a professional mentor.",
  },
  {
    icon: FiHeadphones,
    title: "Read it or hear it",
    text: "Get each approach as text, as audio or both, and play them back wherever you are.",
  },
] as const;

export default function HomePage() {
  const { user } = useAuth();
  return (
    <Stack gap="10">
      <SuspensionBanner />
      <Stack gap="2" textAlign={{ base: "left", md: "center" }} align={{ md: "center" }}>
        <Heading as="h1" size="3xl">
          Lead with confidence{user ? `, ${displayName(user)}` : ""}
        </Heading>
        <Text color="fg.muted" fontSize="lg" maxW="2xl">
          Ask a leadership question by typing or speaking, and get three tailored approaches to choose from.
        </Text>
      </Stack>

      {user && <CheckInCard />}
      <UsageStatusCard />
      <AdviceSection />


      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {FEATURES.map((f) => (
          <Box key={f.title} bg="bg.panel" borderWidth="1px" rounded="xl" p="6">
            <Icon as={f.icon} boxSize="6" color="brand.solid" mb="3" />
            <Heading as="h2" size="md" mb="1">
              {f.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {f.text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <PromoDialog />
      <LazyOverageDialog />
    </Stack>
  );
}
