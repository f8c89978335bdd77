// The processor side of a refund: the payments provider of the billing work (the built-in sandbox,
// Stripe-test-mode-like). A payment without a processor reference, or one the processor refuses,
// is not refunded.
import type { Services } from "../../services.js";
import type { RefundProcessor } from "./service.js";
import { AppError } from "../../lib/errors.js";

/** The part of the billing work's PaymentsProvider a refund needs (services.payments). */
interface ProcessorRefunds {
  refund(providerRef: string): Promise<{ ok: boolean }>;
}

export function refundProcessor(ctx: { services: Services }): RefundProcessor {
  const payments = (ctx.services as { payments?: ProcessorRefunds }).payments;
  return {
    async refund({ providerRef }) {
      if (!payments) throw new AppError({ code: "INTERNAL_SERVER_ERROR", message: "No payments provider is configured" });
      if (!providerRef) throw new AppError({ code: "BAD_REQUEST", message: "This payment has no processor charge to refund" });
      const result = await payments.refund(providerRef);
      if (!result.ok) throw new AppError({ code: "BAD_GATEWAY", message: "The refund could not be processed. Please try again." });
      return { refundRef: providerRef };
    },
  };
}
