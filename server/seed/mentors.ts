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

/** A portrait-style SVG avatar (initials on a gradient), generated locally: no external images. */
export function avatarSvg(first: string, last: string, [from, to]: [string, string]): string {
  const initials = `${first[0] ?? ""}${last[0] ?? ""}`.toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="160" height="160" fill="url(#g)"/><circle cx="80" cy="62" r="30" fill="rgba(255,255,255,0.28)"/><path d="M24 160c6-34 30-52 56-52s50 18 56 52z" fill="rgba(255,255,255,0.28)"/><text x="80" y="150" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="26" font-weight="700" fill="#fff">${initials}</text></svg>`;
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
];

const REVIEW_TEXTS: Array<[number, string]> = [
  [5, "Practical from the first session. I left with a plan for my next three one-on-ones and it worked."],
  [5, "Helped me see the conflict on my team from both sides. The script for the first conversation was gold."],
  [4, "Very useful frameworks, sometimes a bit more theory than I needed, but always tied back to my situation."],
  [5, "Honest, warm and direct. I finally delegated the work I had been hoarding for a year."],
  [4, "Good questions that made me think. Would have liked more time on hiring, but the rest was excellent."],
  [5, "Changed how I run my team meetings. People actually speak up now."],
  [3, "Solid advice overall; a couple of sessions felt generic before we found the real issue."],
  [5, "Calm and clear under pressure. Exactly what I needed during our reorganisation."],
];

/** Deterministic reviews for mentor `index`: 3 to 7 reviewers, ratings mostly 4–5. */
export function seedReviewsFor(index: number): Array<{ reviewer: number; rating: number; text: string }> {
  const count = 3 + ((index * 5) % 5);
  return Array.from({ length: count }, (_, k) => {
    const [rating, text] = REVIEW_TEXTS[(index * 3 + k) % REVIEW_TEXTS.length]!;
    return { reviewer: (index + k) % SEED_REVIEWERS.length, rating, text };
  });
}
