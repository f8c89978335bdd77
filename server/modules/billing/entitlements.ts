// What a user's plan lets them have right now (SPEC §3 "User subscription" flags). CONTRACT used by
// the advice module to lock premium content on the server. Premium unlocks everything; Basic and Free
// unlock none of the premium flags.
import type { Db } from "../../db/client.js";

export interface Entitlements {
  tier: "free" | "basic" | "premium";
  premiumContentAccess: boolean;
  specializedAdviceAccess: boolean;
  industrySpecificAdviceAccess: boolean;
  videoResponsesAvailable: boolean;
  highQualityAudio: boolean;
}

export async function getEntitlements(db: Db, userId: string): Promise<Entitlements> {
  const sub = await db.subscription.findUnique({ where: { userId }, select: { plan: true } });
  const tier = sub?.plan === "premium" || sub?.plan === "basic" ? sub.plan : "free";
  const premium = tier === "premium";
  return {
    tier,
    premiumContentAccess: premium,
    specializedAdviceAccess: premium,
    industrySpecificAdviceAccess: premium,
    videoResponsesAvailable: premium,
    highQualityAudio: premium,
  };
}
