import type { z } from "zod";
import type { zMentorMatchOutput } from "../../../shared/schemas/advice.js";
// The mentor coaching format (issue 11 item 11): the answer leads with the two mentors who best match
// this question, why each fits it, and how to connect (a free request or a paid plan), before the three
// approaches. Matching weighs each approach's mentor specialties by the approach's rank; ratings break ties.
import type { DraftOption } from "../../providers/advice/index.js";
import { cents, formatCents } from "../../../shared/money.js";

export interface MentorCandidate {
  id: string;
  name: string;
  imageUrl: string | null;
  specialty: string;
  rating: number;
  ratingCount: number;
  experience: number;
  isFreeTier: boolean;
  isPaidTier: boolean;
  /** cents */
  monthlyRate: number;
}

export type MentorMatch = z.infer<typeof zMentorMatchOutput>;

export function matchMentors(options: readonly DraftOption[], mentors: readonly MentorCandidate[], readingSummary: string | null): MentorMatch[] {
  const rankWeight = [3, 2, 1];
  const scored = mentors
    .map((m) => {
      let score = 0;
      let best: { option: DraftOption; rank: number } | null = null;
      options.forEach((o, rank) => {
        const at = o.mentorSpecialties.indexOf(m.specialty as DraftOption["mentorSpecialties"][number]);
        if (at < 0) return;
        score += (rankWeight[rank] ?? 1) * (3 - Math.min(at, 2));
        if (!best) best = { option: o, rank };
      });
      return { m, score, best: best as { option: DraftOption; rank: number } | null };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || b.m.rating - a.m.rating || b.m.ratingCount - a.m.ratingCount || a.m.name.localeCompare(b.m.name));
  return scored.slice(0, 2).map(({ m, best }) => {
    const first = m.name.split(" ")[0] ?? m.name;
    const approach = best ? `“${best.option.title}”` : "these approaches";
    const about = readingSummary ? ` Your question is about ${readingSummary}; ` : " ";
    const whyTheyFit = `${first} specialises in ${m.specialty} and has ${m.experience} years of experience.${about}${first} can coach you through ${approach} as it happens, week by week${m.ratingCount ? ` (rated ${m.rating.toFixed(1)} by ${m.ratingCount} mentee${m.ratingCount === 1 ? "" : "s"})` : ""}.`;
    const price = formatCents(m.monthlyRate);
    const howToConnect =
      m.isFreeTier && m.isPaidTier
        ? `Send ${first} a free mentorship request, or choose the paid plan at ${price} a month for regular sessions.`
        : m.isPaidTier
          ? `Subscribe to ${first}'s paid plan at ${price} a month for regular sessions.`
          : `Send ${first} a free mentorship request; there is nothing to pay.`;
    return {
      id: m.id,
      name: m.name,
      imageUrl: m.imageUrl,
      specialty: m.specialty,
      rating: Math.round(m.rating * 10) / 10,
      whyTheyFit,
      connect: { free: m.isFreeTier, paid: m.isPaidTier, monthlyRate: cents(m.monthlyRate) },
      howToConnect,
    };
  });
}
