import { Box, Heading, Icon, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FiHeadphones, FiTarget, FiUsers } from "react-icons/fi";
import { displayName } from "../../shared/user.js";
import { SuspensionBanner } from "../features/account/SuspensionBanner.js";
import { AdviceSection } from "../features/advice/AdviceSection.js";
import { CheckInCard } from "../features/plans/CheckInCard.js";
import { useAuth } from "../features/auth/useAuth.js";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { usePendingCharges } from "../features/usage/usePolls.js";
import { lazyWithTheme } from "../theme.js";
import { useTRPC } from "../trpc.js";
import { UsageStatusCard } from "../features/usage/UsageStatusCard.js";

// The two dialogs that may open by themselves load only when they have something to show (the same polls
// decide it inside them), keeping dialog code out of the home page's first load (issue 13).
const PromoDialog = lazyWithTheme(() => import("../features/billing/PromoDialog.js").then((m) => ({ default: m.PromoDialog })));
const OverageDialog = lazyWithTheme(() => import("../features/usage/OverageDialog.js").then((m) => ({ default: m.OverageDialog })));

function HomeDialogs() {
  const trpc = useTRPC();
  const { user } = useAuth();
  const promo = useQuery({ ...trpc.account.promo.queryOptions(), enabled: !!user });
  const pending = usePendingCharges();
  // Mounted from the first time they are needed on, so their state and closing animations work as before.
  const [overageUsed, setOverageUsed] = useState(false);
  const [promoUsed, setPromoUsed] = useState(false);
  if (!overageUsed && (pending.data?.pendingCharges.length ?? 0) > 0) setOverageUsed(true);
  if (!promoUsed && promo.data?.show) setPromoUsed(true);
  return (
    <Suspense fallback={null}>
      {overageUsed && <OverageDialog />}
      {promoUsed && <PromoDialog />}
    </Suspense>
  );
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
      <HomeDialogs />
    </Stack>
  );
}
