import { createAvatar } from "@dicebear/core";
import { personas } from "@dicebear/collection";
// The seeded mentor catalogue: realistic, varied people. Rates in cents; yearly is 12 × monthly less 20%.
export interface SeedMentor {
  firstName: string;
  lastName: string;
  specialty: string;
  country: string;
  experience: number;
  bio: string;
  isFreeTier: boolean;
  isPaidTier: boolean;
  monthlyRate: number;
  palette: [string, string];
}

const yearly = (monthly: number) => Math.round((monthly * 12 * 0.8) / 100) * 100;
export const yearlyRateFor = yearly;

export const SEED_MENTORS: SeedMentor[] = [
  { firstName: "Amara", lastName: "Okafor", specialty: "Executive Leadership", country: "Nigeria", experience: 18, isFreeTier: false, isPaidTier: true, monthlyRate: 24900, palette: ["#1e3a8a", "#60a5fa"], bio: "Former COO of a pan-African fintech who scaled operations from 40 to 1,200 people across six markets. Amara coaches senior leaders on setting strategy, building executive teams and leading through rapid growth without losing the culture that made them succeed." },
  { firstName: "Daniel", lastName: "Lindqvist", specialty: "First-time Managers", country: "Sweden", experience: 9, isFreeTier: true, isPaidTier: false, monthlyRate: 0, palette: ["#065f46", "#34d399"], bio: "Engineering manager turned coach who remembers exactly how hard the first year is. Daniel helps new managers run great one-on-ones, give feedback that lands, delegate without dropping balls and find their own leadership style." },
  { firstName: "Priya", lastName: "Raghunathan", specialty: "Team Performance", country: "India", experience: 14, isFreeTier: true, isPaidTier: true, monthlyRate: 12900, palette: ["#7c2d12", "#fb923c"], bio: "Priya led delivery teams at two global consultancies and now coaches managers on goals, accountability and performance conversations. She is known for turning underperforming teams around with clear expectations and steady, caring follow-through." },
  { firstName: "Marcus", lastName: "Bell", specialty: "Conflict Resolution", country: "United States", experience: 21, isFreeTier: false, isPaidTier: true, monthlyRate: 17900, palette: ["#4c1d95", "#a78bfa"], bio: "A certified mediator and former HR director, Marcus helps leaders handle difficult conversations, resolve conflict between team members and rebuild trust after it has been broken. Practical scripts, honest role-play, no jargon." },
  { firstName: "Sofia", lastName: "Marín", specialty: "Remote & Hybrid Teams", country: "Spain", experience: 11, isFreeTier: true, isPaidTier: false, monthlyRate: 0, palette: ["#0f766e", "#5eead4"], bio: "Sofia has led fully distributed product teams across nine time zones since 2015. She coaches managers on async communication, inclusive meetings, remote onboarding and keeping connection alive when nobody shares an office." },
  { firstName: "Kenji", lastName: "Watanabe", specialty: "Change Management", country: "Japan", experience: 16, isFreeTier: false, isPaidTier: true, monthlyRate: 19900, palette: ["#831843", "#f472b6"], bio: "Kenji guided two large manufacturers through digital transformation. He coaches leaders on making the case for change, bringing sceptics along, sequencing a rollout and sustaining momentum after the launch excitement fades." },
  { firstName: "Hannah", lastName: "Schultz", specialty: "Emotional Intelligence", country: "Germany", experience: 12, isFreeTier: true, isPaidTier: true, monthlyRate: 8900, palette: ["#92400e", "#fcd34d"], bio: "An organisational psychologist, Hannah helps leaders notice their own patterns under pressure, regulate stress, and respond to their people with empathy and clarity. Her sessions blend research with practical daily habits." },
  { firstName: "Tomás", lastName: "Herrera", specialty: "Startup Leadership", country: "Mexico", experience: 10, isFreeTier: false, isPaidTier: true, monthlyRate: 14900, palette: ["#1e40af", "#93c5fd"], bio: "Two-time founder who built and sold a logistics startup. Tomás coaches founders and early leaders on hiring the first managers, setting decision rights, fundraising pressure and staying sane while everything changes every quarter." },
  { firstName: "Grace", lastName: "Mensah", specialty: "Women in Leadership", country: "Ghana", experience: 15, isFreeTier: true, isPaidTier: false, monthlyRate: 0, palette: ["#6b21a8", "#d8b4fe"], bio: "Grace mentors women stepping into senior roles in male-dominated industries. Together you work on executive presence, negotiating scope and pay, building sponsorship and leading authentically without apologising for it." },
  { firstName: "Oliver", lastName: "Grant", specialty: "Strategic Thinking", country: "United Kingdom", experience: 23, isFreeTier: false, isPaidTier: true, monthlyRate: 29900, palette: ["#134e4a", "#2dd4bf"], bio: "Former strategy partner and board adviser. Oliver helps directors and VPs move from operating to shaping: framing choices, prioritising ruthlessly, communicating strategy so it sticks, and managing up to boards and CEOs." },
  { firstName: "Leila", lastName: "Haddad", specialty: "Coaching Skills", country: "Lebanon", experience: 8, isFreeTier: true, isPaidTier: true, monthlyRate: 6900, palette: ["#9a3412", "#fdba74"], bio: "ICF-certified coach who teaches managers to coach instead of tell. Leila works with you on powerful questions, the GROW model and growing people's ownership so your team stops waiting for you to decide everything." },
  { firstName: "Ethan", lastName: "Nguyen", specialty: "Engineering Leadership", country: "Canada", experience: 13, isFreeTier: true, isPaidTier: false, monthlyRate: 0, palette: ["#1e293b", "#94a3b8"], bio: "Director of engineering at a SaaS scale-up. Ethan mentors tech leads and engineering managers on architecture ownership, balancing delivery with tech debt, hiring engineers and running calm incident reviews." },
  { firstName: "Isabela", lastName: "Costa", specialty: "Wellbeing & Burnout", country: "Brazil", experience: 12, isFreeTier: false, isPaidTier: true, monthlyRate: 11900, palette: ["#166534", "#86efac"], bio: "Isabela coaches leaders who are stretched thin and teams showing signs of burnout. She helps you set sustainable workloads, protect focus time, have honest wellbeing conversations and model healthy boundaries." },
  { firstName: "Noah", lastName: "Fischer", specialty: "Decision Making", country: "Switzerland", experience: 19, isFreeTier: false, isPaidTier: true, monthlyRate: 21900, palette: ["#3730a3", "#a5b4fc"], bio: "A former investment committee chair, Noah helps leaders make better calls under uncertainty: clear decision rights, pre-mortems, separating reversible from irreversible choices and communicating decisions people can commit to." },
];

/** A plausible skin tone (from the Personas palette) for where each seeded mentor is from. */
const SKIN_BY_COUNTRY: Record<string, string> = {
  Nigeria: "623d36", Ghana: "92594b", India: "b16a5b", Lebanon: "d78774", Mexico: "b16a5b", Brazil: "d78774",
  Japan: "eeb4a4", Canada: "e5a07e", "United States": "92594b", Sweden: "eeb4a4", Spain: "e5a07e",
  Germany: "eeb4a4", "United Kingdom": "e7a391", Switzerland: "e7a391",
};

/**
 * An illustrated portrait made offline by DiceBear ("Personas" style, CC BY 4.0, see README licences):
 * the name seeds it, so every mentor gets a distinct, stable face; the palette colours the background.
 */
export function avatarSvg(first: string, last: string, [from]: [string, string], country = ""): string {
  const skin = SKIN_BY_COUNTRY[country];
  const svg = createAvatar(personas, { seed: `${first} ${last}`, size: 160, backgroundColor: [from.replace("#", "")], radius: 0, mouth: ["smile", "bigSmile", "smirk", "lips"], ...(skin ? { skinColor: [skin] } : {}) }).toString();
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** Members who were mentored before and left reviews, so the seeded catalogue has real ratings. */
export const SEED_REVIEWERS = [
  { firstName: "Maya", lastName: "Chen" },
  { firstName: "Luis", lastName: "Ortega" },
  { firstName: "Ingrid", lastName: "Berg" },
  { firstName: "Samuel", lastName: "Osei" },
  { firstName: "Aisha", lastName: "Rahman" },
  { firstName: "Tom", lastName: "Becker" },
  { firstName: "Yuki", lastName: "Tanaka" },
  { firstName: "Chloé", lastName: "Dubois" },
  { firstName: "Rafael", lastName: "Souza" },
  { firstName: "Nadia", lastName: "Petrova" },
  { firstName: "Kwame", lastName: "Asante" },
  { firstName: "Elena", lastName: "Rossi" },
  { firstName: "Arjun", lastName: "Mehta" },
  { firstName: "Fiona", lastName: "Walsh" },
];

/** What each mentor (catalogue order) helped with, in a reviewer's words: one topic per mentor. */
const REVIEW_TOPICS = [
  "building my first executive team",
  "my first months as a manager",
  "turning around an underperforming squad",
  "two engineers who could not stand each other",
  "keeping a team spread over three time zones connected",
  "rolling out a new ERP that nobody wanted",
  "staying calm when a project blew up",
  "hiring our first engineering manager",
  "negotiating my promotion to director",
  "presenting our three-year strategy to the board",
  "coaching my leads instead of fixing things myself",
  "balancing feature work with tech debt",
  "a team that was quietly burning out",
  "a reorganisation decision I kept postponing",
  "leading the engineers I used to work beside",
];

/** Review sentences by the rating they go with; every one names the mentor's topic. */
const REVIEW_TEMPLATES: Record<1 | 2 | 3 | 4 | 5, Array<(topic: string) => string>> = {
  5: [
    (t) => `Practical from the first session. We worked on ${t} and I left with a plan I used the next morning.`,
    (t) => `I came in stuck on ${t}. Two sessions later I had the words for the conversations I had been avoiding.`,
    (t) => `Honest, warm and direct about ${t}. My team noticed the difference within a month.`,
    (t) => `Exactly the help I needed with ${t}. The written recap after each session was a great touch.`,
    (t) => `Calm, clear and generous with examples. ${t[0]!.toUpperCase()}${t.slice(1)} stopped keeping me up at night.`,
    (t) => `I have recommended these sessions to three colleagues. The work we did on ${t} paid off quickly.`,
    (t) => `The best hour of my month. On ${t} I finally stopped guessing and started asking better questions.`,
    (t) => `Sharp, kind and well prepared. Every session on ${t} ended with one concrete thing to try.`,
    (t) => `Worth every minute: ${t} went from my biggest worry to something I can talk about openly.`,
  ],
  4: [
    (t) => `Useful frameworks for ${t}; sometimes more theory than I needed, but always tied back to my situation.`,
    (t) => `Good questions that made me think hard about ${t}. I would have liked a little more time on follow-up.`,
    (t) => `A steady sounding board for ${t}. Not magic, but I make better decisions and explain them better.`,
    (t) => `Helpful on ${t}, especially the role-play before my hardest conversation. Scheduling was sometimes tricky.`,
    (t) => `Clear, structured advice on ${t}. A couple of sessions drifted, but the overall direction was right.`,
    (t) => `Gave me a simple way to think about ${t}. I still had to do the hard part, which is how it should be.`,
  ],
  3: [
    (t) => `Solid advice on ${t}, though the first sessions felt generic before we found the real issue.`,
    (t) => `Some good ideas about ${t}, but I wanted more challenge and fewer frameworks.`,
    (t) => `Fine for the basics of ${t}. I needed someone with more hands-on experience of my industry.`,
  ],
  2: [(t) => `We never quite clicked. The advice on ${t} was reasonable but did not fit how my company works.`],
  1: [],
};

/** How many reviews each mentor (catalogue order) has: a few long-established, some newer with few. */
const REVIEW_COUNTS = [9, 4, 7, 12, 5, 2, 8, 3, 6, 10, 3, 5, 1, 7, 4];

/** Ratings in the order a mentor's reviews came in, by how their mentees rated them over time. */
const RATING_PATTERNS: number[][] = [
  [5, 5, 4, 5, 5, 5, 4, 5, 5, 5, 5, 4], // consistently excellent
  [5, 4, 4, 5, 3, 5, 4, 5, 4, 5, 4, 4], // very good
  [4, 3, 5, 4, 2, 4, 5, 3, 4, 4, 5, 3], // mixed
];

/**
 * Deterministic reviews for mentor `index`: counts from 1 to 12 and ratings from 2 to 5 that differ by
 * mentor, every text distinct (the mentor's own topic, a different sentence per review), one per
 * reviewer, written over the past months (about one a month, newest first).
 */
export function seedReviewsFor(index: number): Array<{ reviewer: number; rating: number; text: string; monthsAgo: number; dayOffset: number }> {
  const count = Math.min(REVIEW_COUNTS[index % REVIEW_COUNTS.length]!, SEED_REVIEWERS.length);
  const topic = REVIEW_TOPICS[index % REVIEW_TOPICS.length]!;
  const pattern = RATING_PATTERNS[index % RATING_PATTERNS.length]!;
  const used: Record<number, number> = {};
  return Array.from({ length: count }, (_, k) => {
    const rating = pattern[k % pattern.length] as 2 | 3 | 4 | 5;
    const pool = REVIEW_TEMPLATES[rating];
    const nth = (used[rating] = (used[rating] ?? -1) + 1);
    const text = pool[(index * 2 + nth) % pool.length]!(topic);
    return { reviewer: (index + k) % SEED_REVIEWERS.length, rating, text, monthsAgo: 1 + k + (index % 3), dayOffset: (index * 7 + k * 11) % 27 };
  });
}
