// The usage status card (SPEC §4 Usage): percentage capped at 100 (0 when unlimited), four levels.
import { Badge, Box, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { USAGE_LEVEL_TEXT, usageLevel, usagePercent } from "../../../shared/billing.js";
import { formatCents } from "../../../shared/money.js";
import { useUsageStatus } from "./usePolls.js";

const PALETTE = { blue: "info", green: "success", orange: "warning", red: "danger" } as const;

/** "1 request", "0 requests", "12 requests". */
export const requestsText = (n: number) => `${n} ${n === 1 ? "request" : "requests"}`;

export function UsageStatusCard() {
  const { data } = useUsageStatus();
  if (!data) return null;
  const pct = usagePercent(data.currentUsage, data.allowedLimit, data.isUnlimited);
  const level = usageLevel(data.currentUsage, data.allowedLimit, data.isUnlimited);
  const { label, color: level_ } = USAGE_LEVEL_TEXT[level];
  // The level's colour as a theme palette (light and dark values in client/theme.ts).
  const color = PALETTE[level_];
  return (
    <Box data-testid="usage-card" data-level={level} borderWidth="1px" colorPalette={color} borderColor="colorPalette.emphasized" bg="colorPalette.subtle" rounded="xl" p="4">
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">Monthly usage</Text>
          <Badge colorPalette={color}>{label}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {data.isUnlimited ? `${requestsText(data.currentUsage)} this billing period` : `${data.currentUsage} of ${requestsText(data.allowedLimit)} used this billing period`}
        </Text>
        {/* Unlimited has no limit to fill: a bar there would only ever show 0%. */}
        {!data.isUnlimited && (
          <Progress.Root value={pct} colorPalette={color} size="sm" aria-label="Usage">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {level === "exceeded" && (
          <Text fontSize="sm" color="fg.error">
            Additional requests cost {formatCents(data.overagePrice)} each.
          </Text>
        )}
      </Stack>
    </Box>
  );
}
