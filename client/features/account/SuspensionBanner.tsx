// The account-suspension banner (SPEC §4): a payment failed and the grace period runs → yellow warning
// with the deadline and Update Payment; suspended → red 'Account Suspended' (payment wording offers
// Update Payment, other reasons say to contact support).
import { Alert, Stack } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useNavigate } from "react-router";
import { useAccountStatus } from "../usage/usePolls.js";
import { formatDay } from "../../../shared/dates.js";


export function SuspensionBanner() {
  const { data } = useAccountStatus();
  const navigate = useNavigate();
  if (!data) return null;
  const paymentFailed = data.suspensionReason === "payment_failed";
  const graceRunning = paymentFailed && !data.suspended && data.gracePeriodEnd && new Date(data.gracePeriodEnd).getTime() > Date.now();
  if (!data.suspended && !graceRunning) return null;
  const update = (
    <Button variant={graceRunning ? "primary" : "danger"} size="sm" onClick={() => navigate("/payment-methods")}>
      Update Payment
    </Button>
  );
  if (graceRunning) {
    return (
      <Alert.Root status="warning" data-testid="suspension-banner" data-state="grace" rounded="lg">
        <Alert.Indicator />
        <Stack flex="1" gap="1">
          <Alert.Title>Payment failed</Alert.Title>
          <Alert.Description>
            We couldn't process your last payment. Please update your payment method by {formatDay(data.gracePeriodEnd!)} to avoid suspension of your account.
          </Alert.Description>
        </Stack>
        {update}
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="error" data-testid="suspension-banner" data-state="suspended" rounded="lg">
      <Alert.Indicator />
      <Stack flex="1" gap="1">
        <Alert.Title>Account Suspended</Alert.Title>
        <Alert.Description>
          {paymentFailed
            ? "Your account has been suspended because a payment failed. Update your payment method to restore access."
            : "Your account has been suspended. Please contact support for help."}
        </Alert.Description>
      </Stack>
      {paymentFailed && update}
    </Alert.Root>
  );
}
