// Reads the situation from a question: the asker's role, team size, work setting, industry and the
// signals (conflict, new manager, deadline, underperformance, burnout…) that shape the answer. Pure and
// deterministic. The result is used for retrieval (extra search terms), for tailoring the wording and
// for `additionalContext`; it never contains the question text itself.

export type Signal =
  | "newManager"
  | "conflict"
  | "deadline"
  | "underperformance"
  | "burnout"
  | "change"
  | "hiring"
  | "remote"
  | "hybrid"
  | "feedback"
  | "boss"
  | "motivation"
  | "retention"
  | "trust"
  | "decision"
  | "growth"
  | "meetings";

export type Role = "new manager" | "team lead" | "manager" | "senior leader" | "founder" | "individual contributor";

export interface Situation {
  role: Role | null;
  teamSize: number | null;
  setting: "remote" | "hybrid" | null;
  industry: Industry | null;
  signals: Signal[];
}

export type Industry = "technology" | "healthcare" | "education" | "retail" | "manufacturing" | "finance" | "nonprofit" | "hospitality" | "consulting" | "public sector";

const NUMBER_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100, dozen: 12,
};

const PEOPLE = "(?:people|persons|engineers|developers|devs|designers|nurses|teachers|staff|employees|reports|direct reports|members|team members|agents|analysts|sales ?reps|reps|salespeople|consultants|volunteers|managers|workers|associates|folks)";

const SIGNALS: Array<[Signal, RegExp]> = [
  ["newManager", /\b(new(ly)?[- ](promoted|appointed)?\s*(manager|lead|leader|supervisor|boss|role)|first[- ]time (manager|lead|leader)|just (been )?promoted|recently promoted|first (management|manager|leadership) (role|job|position)|became (a |the )?(manager|lead)|promoted (to|into)|inherited (a |the )?team|taking over (a |the )?team)\b/i],
  ["conflict", /\b(conflicts?|disagree\w*|argu\w+|clash\w*|fight\w*|tension|friction|not getting along|don'?t get along|feud\w*|dispute\w*|hostil\w*|toxic|bully\w*|blam\w*|pointing fingers)\b/i],
  ["deadline", /\b(deadlines?|due date|behind schedule|launch\w*|crunch|time pressure|urgent\w*|running late|overdue|ship\w* by|next (week|month)|end of (the )?(quarter|month))\b/i],
  ["underperformance", /\b(under-?perform\w*|poor(ly)? perform\w*|low perform\w*|not perform\w*|missing (deadlines|targets)|misses (deadlines|targets)|sloppy|mistakes|not meeting|slack\w*|lazy|not pulling|quality (is|has) (dropped|slipped|poor))\b/i],
  ["burnout", /\b(burn(ed|t)?[- ]?out|burning out|exhaust\w*|overwork\w*|stress\w*|long hours|overwhelm\w*|tired|sick (leave|days)|well-?being|mental health)\b/i],
  ["change", /\b(change|changes|changing|transformation|reorg\w*|restructur\w*|new (process|system|tool|strategy)|merger|migrat\w*|rollout|roll out|transition)\b/i],
  ["hiring", /\b(hir(e|es|ed|ing)|recruit\w*|interview\w*|candidates?|job (description|offer)|headcount|onboard\w*|new (hire|starter|employee)s?)\b/i],
  ["remote", /\b(remote(ly)?|distributed|work(ing)? from home|wfh|time ?zones?|virtual(ly)?|video calls?|zoom)\b/i],
  ["hybrid", /\b(hybrid|office days|back to (the )?office|return to office|rto)\b/i],
  ["feedback", /\b(feedback|criticis\w*|critique|review|appraisal|tell (him|her|them))\b/i],
  ["boss", /\b(my (boss|manager|supervisor|director|vp|ceo)|manag(e|ing) up|senior (leadership|management)|executives?)\b/i],
  ["motivation", /\b(motivat\w*|disengag\w*|engag\w*|morale|bored|checked out|apath\w*)\b/i],
  ["retention", /\b(quit\w*|resign\w*|leav(e|ing) (the company|the team|us)|retain\w*|retention|turnover|attrition|poach\w*|flight risk)\b/i],
  ["trust", /\b(trust|distrust|credibility|betray\w*|favou?ritism)\b/i],
  ["decision", /\b(decid\w*|decision\w*|choose between|choice|trade-?offs?|prioriti[sz]\w*|priorities)\b/i],
  ["meetings", /\b(meetings?|agenda|stand-?ups?|all-?hands)\b/i],
  ["growth", /\b(career|promotion|develop(ment)?|grow(th)?|learn\w*|stretch|mentor\w*|potential)\b/i],
];

const INDUSTRIES: Array<[Industry, RegExp]> = [
  // "IT" only in capitals: with the rest case-insensitive it matched every "it" ("one of them resents it").
  ["technology", /\b(software|engineer\w*|developers?|devs|tech|saas|startup|product team|code|coding|data scien\w*|devops)\b/i],
  ["healthcare", /\b(hospital|clinic\w*|nurs\w*|doctors?|physicians?|patients?|healthcare|health care|care home|ward|pharmac\w*)\b/i],
  ["education", /\b(school|teachers?|teaching|universit\w*|college|faculty|students|classroom|principal)\b/i],
  ["retail", /\b(retail|store|shop|stores|cashiers?|merchandis\w*|e-?commerce)\b/i],
  ["manufacturing", /\b(manufactur\w*|factory|plant|production line|warehouse|logistics|supply chain|shift workers?)\b/i],
  ["finance", /\b(bank\w*|financ\w*|accounting|accountants?|audit\w*|insurance|investment|trading)\b/i],
  ["nonprofit", /\b(non-?profit|charity|ngo|volunteers?|foundation)\b/i],
  ["hospitality", /\b(restaurant|hotel|kitchen|chefs?|hospitality|bar staff|waiters?|servers)\b/i],
  ["consulting", /\b(consult\w*|agency|agencies|clients?)\b/i],
  ["public sector", /\b(government|public sector|council|ministry|civil serv\w*|municipal\w*)\b/i],
];

function readTeamSize(q: string): number | null {
  const num = "(\\d{1,4}|" + Object.keys(NUMBER_WORDS).join("|") + ")";
  const patterns = [
    new RegExp(`\\b(?:team|group|department|staff|crew|squad|unit) of (?:about |around |roughly |nearly |over |almost )?${num}\\b`, "i"),
    new RegExp(`\\b${num}[- ](?:person|people|member|strong)\\b`, "i"),
    new RegExp(`\\b(?:manage|managing|lead|leading|oversee|overseeing|supervise|supervising|have|with|of) (?:about |around |roughly |nearly |over |almost )?${num} ${PEOPLE}\\b`, "i"),
    new RegExp(`\\b${num} ${PEOPLE} (?:report|reporting)\\b`, "i"),
  ];
  for (const p of patterns) {
    const m = p.exec(q);
    if (m?.[1]) {
      const raw = m[1].toLowerCase();
      const n = /^\d+$/.test(raw) ? Number(raw) : (NUMBER_WORDS[raw] ?? NaN);
      if (Number.isFinite(n) && n >= 2 && n <= 5000) return n;
    }
  }
  return null;
}

function readRole(q: string, signals: Signal[]): Role | null {
  if (signals.includes("newManager")) return "new manager";
  if (/\b(founder|co-?founder|ceo of|my startup|our startup|i started a company)\b/i.test(q)) return "founder";
  if (/\b(i am|i'm|as) an? (director|vp|vice president|head of|executive|chief|senior (manager|leader))\b|\bhead of\b|\bi lead (a|the) (department|division|organi[sz]ation)\b/i.test(q)) return "senior leader";
  if (/\b(team lead|tech lead|lead developer|supervisor|shift lead|charge nurse|team leader)\b/i.test(q)) return "team lead";
  if (/\b(i am|i'm) (a|an) (manager|engineering manager|sales manager|store manager|project manager|product manager)\b|\bmy team\b|\bmy (direct )?reports\b|\bi manage\b|\bmanaging\b/i.test(q)) return "manager";
  if (/\b(my colleague|my coworker|my co-worker|my peer|i am not (a|the) manager|without authority)\b/i.test(q)) return "individual contributor";
  return null;
}

export function readSituation(question: string): Situation {
  const q = question.replace(/\s+/g, " ");
  const signals = SIGNALS.filter(([, re]) => re.test(q)).map(([s]) => s);
  const setting = signals.includes("hybrid") ? "hybrid" : signals.includes("remote") ? "remote" : null;
  const industry = INDUSTRIES.find(([, re]) => re.test(q))?.[0] ?? (/\bIT\b/.test(q) ? "technology" : null);
  return { role: readRole(q, signals), teamSize: readTeamSize(q), setting, industry, signals };
}

const SIGNAL_PHRASES: Partial<Record<Signal, string>> = {
  conflict: "a conflict that needs handling",
  deadline: "time pressure or a deadline",
  underperformance: "a performance concern",
  burnout: "signs of stress or burnout",
  change: "a change to lead",
  hiring: "hiring or onboarding",
  feedback: "feedback to give or receive",
  boss: "your relationship with senior leadership",
  motivation: "engagement and morale",
  retention: "a risk of losing people",
  trust: "trust that needs attention",
  decision: "a decision or set of priorities to settle",
  growth: "someone's growth and development",
};

/** Search terms the situation adds to the question, so retrieval weighs what was read from it. */
export const SIGNAL_TERMS: Record<Signal, string> = {
  newManager: "new manager first 90 days promoted",
  conflict: "conflict disagreement",
  deadline: "deadline pressure",
  underperformance: "underperforming expectations performance",
  burnout: "burnout workload wellbeing",
  change: "change adoption",
  hiring: "hiring interview onboarding",
  remote: "remote distributed",
  hybrid: "hybrid remote",
  feedback: "feedback",
  boss: "managing up boss",
  motivation: "motivation engagement morale",
  retention: "retention career growth",
  trust: "trust",
  decision: "decision priorities",
  growth: "career development growth",
  meetings: "meetings agenda",
};

/** A short, plain summary of how the question was read (SPEC §3 `additionalContext`). */
export function describeSituation(s: Situation): string {
  const who = backgroundParts(s);
  const themes = s.signals.map((x) => SIGNAL_PHRASES[x]).filter((x): x is string => Boolean(x));
  const parts: string[] = [];
  if (who.length) parts.push(`How we read your situation: ${joinList(who)}.`);
  if (themes.length) parts.push(`The main themes are ${joinList(themes.slice(0, 4))}.`);
  if (!parts.length) {
    return "Your question did not mention your role, team size or setting, so these three approaches are broadly applicable. Adding details such as team size, remote or office work, and what you have already tried will make the next answer more specific.";
  }
  parts.push("The three approaches below are chosen and worded for that context; pick the one that fits best, or combine them.");
  return parts.join(" ");
}

/** What was read of the asker's role, team size, setting and industry, as clauses ("you manage a team"). */
export function backgroundParts(s: Situation): string[] {
  const who: string[] = [];
  if (s.role === "new manager") who.push("you are new to leading this team");
  else if (s.role === "founder") who.push("you are leading as a founder");
  else if (s.role === "senior leader") who.push("you lead at a senior level");
  else if (s.role === "team lead") who.push("you are a team lead");
  else if (s.role === "manager") who.push("you manage a team");
  else if (s.role === "individual contributor") who.push("you are leading without formal authority");
  if (s.teamSize) who.push(`your team is about ${s.teamSize} people${s.teamSize <= 4 ? " (small enough for very personal leadership)" : s.teamSize > 12 ? " (large enough that you will need to lead through others)" : ""}`);
  if (s.setting) who.push(`the team works ${s.setting === "remote" ? "remotely or across locations" : "in a hybrid set-up"}`);
  if (s.industry) who.push(`the setting looks like ${s.industry}`);
  return who;
}

export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
