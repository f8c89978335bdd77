// Realistic leadership questions for `npm run eval:advice`, each with the library practices a coach
// would consider a right answer. The evaluation checks that at least one of the three approaches is
// among them, and that the three approaches are distinct practices.
export interface EvalQuestion {
  question: string;
  acceptable: string[];
}

export const EVAL_QUESTIONS: EvalQuestion[] = [
  { question: "I was just promoted to lead the team I have worked in for three years. How do I manage people who were my friends last week?", acceptable: ["leading-former-peers", "first-90-days"] },
  { question: "One of my developers keeps missing sprint deadlines and the quality of his code has dropped. How should I handle it?", acceptable: ["clear-expectations", "sbi-feedback", "difficult-conversations", "performance-improvement-plan"] },
  { question: "Two senior engineers on my team constantly argue in design reviews and it is dragging everyone down. What can I do?", acceptable: ["mediate-team-conflict", "conflict-modes", "team-charter"] },
  { question: "My team of 12 is completely burned out after months of overtime. How do I help them recover?", acceptable: ["burnout-recovery", "ruthless-prioritisation", "sustainable-leader"] },
  { question: "We are moving to a new CRM system next quarter and the sales team is pushing back hard. How do I get them on board?", acceptable: ["resistance-to-change", "change-management"] },
  { question: "I manage a fully remote team across five time zones and people feel disconnected. How can I build connection?", acceptable: ["remote-team-rhythms", "async-communication", "inclusive-team"] },
  { question: "How do I give negative feedback to someone who gets very defensive?", acceptable: ["sbi-feedback", "difficult-conversations", "emotional-regulation"] },
  { question: "I am drowning in work because I can't let go of tasks. How do I delegate without losing quality?", acceptable: ["delegation-levels", "ruthless-prioritisation"] },
  { question: "Nobody on my team speaks up in meetings, and I only hear about problems when it is too late.", acceptable: ["psychological-safety", "effective-meetings", "inclusive-team"] },
  { question: "My boss keeps changing priorities and I never know what matters. How do I manage up?", acceptable: ["managing-up", "ruthless-prioritisation", "okrs-goal-setting"] },
  { question: "I need to hire three engineers quickly, but my last two hires did not work out. How should I run interviews?", acceptable: ["structured-hiring", "onboarding-new-hires"] },
  { question: "We have to lay off 20% of the company next week. How do I tell my team?", acceptable: ["delivering-hard-news", "rebuild-trust"] },
  { question: "Decisions in our leadership team take forever and get reopened constantly. Who should decide what?", acceptable: ["decision-rights", "reversible-decisions"] },
  { question: "I can't decide whether to restructure my department now or wait until next year. How do I make this call?", acceptable: ["reversible-decisions", "decision-rights", "build-management-layer"] },
  { question: "One of my best performers told me she is bored and thinking of leaving. How do I keep her?", acceptable: ["stretch-top-performers", "career-conversations", "intrinsic-motivation"] },
  { question: "My team seems unmotivated and does the bare minimum. How can I motivate them?", acceptable: ["intrinsic-motivation", "recognition", "okrs-goal-setting"] },
  { question: "Morale is low and people feel their work goes unnoticed. What should I do?", acceptable: ["recognition", "intrinsic-motivation", "rebuild-trust"] },
  { question: "Trust in leadership collapsed after a reorganisation that was badly handled. How do I rebuild it?", acceptable: ["rebuild-trust", "change-management"] },
  { question: "A high performer on my team is rude and dismissive to junior colleagues. How do I address it?", acceptable: ["address-disruptive-behaviour", "sbi-feedback", "difficult-conversations"] },
  { question: "I lose my temper in meetings when people challenge my ideas. How do I stay calm?", acceptable: ["emotional-regulation", "sustainable-leader"] },
  { question: "I'm a new director and I feel like an imposter among the other executives.", acceptable: ["imposter-confidence", "executive-presence", "first-90-days"] },
  { question: "I get talked over in senior leadership meetings and my ideas are ignored until a man repeats them.", acceptable: ["executive-presence", "inclusive-team", "influence-without-authority"] },
  { question: "Our project is six weeks behind schedule and the client still expects the full scope by the original date.", acceptable: ["scope-tradeoffs", "crisis-leadership", "interest-based-negotiation"] },
  { question: "Production went down for a whole day and people are pointing fingers. How do we learn from it?", acceptable: ["blameless-retrospectives", "psychological-safety", "crisis-leadership"] },
  { question: "My one-on-ones have turned into boring status updates. How can I make them useful?", acceptable: ["one-on-ones", "async-communication"] },
  { question: "Our startup grew from 10 to 40 people and I have 25 direct reports as the founder. What structure do I need?", acceptable: ["build-management-layer", "decision-rights", "delegation-levels"] },
  { question: "We spend all week in meetings and never get real work done.", acceptable: ["effective-meetings", "async-communication", "ruthless-prioritisation"] },
  { question: "My engineers want to fix technical debt but product keeps pushing for new features.", acceptable: ["tech-debt-balance", "interest-based-negotiation", "influence-without-authority"] },
  { question: "How do I negotiate more budget and headcount for my team with the finance director?", acceptable: ["interest-based-negotiation", "influence-without-authority", "managing-up"] },
  { question: "I need the marketing team's help for my project, but I have no authority over them.", acceptable: ["influence-without-authority", "interest-based-negotiation"] },
  { question: "My team does not understand our strategy and can't connect their work to company goals.", acceptable: ["communicate-vision", "okrs-goal-setting"] },
  { question: "A new person joins my team on Monday and I want them to feel welcome and productive fast.", acceptable: ["onboarding-new-hires"] },
  { question: "People on my team keep promising things in meetings and then nothing happens.", acceptable: ["accountability-cadence", "effective-meetings", "clear-expectations"] },
  { question: "I'm the charge nurse on a ward where the night shift and day shift blame each other for handover mistakes.", acceptable: ["mediate-team-conflict", "blameless-retrospectives", "team-charter", "conflict-modes"] },
  { question: "My people keep coming to me with every little problem instead of solving it themselves.", acceptable: ["grow-coaching", "delegation-levels", "situational-leadership"] },
  { question: "I manage a junior analyst who needs step-by-step direction and a senior one who hates being managed. How do I lead both?", acceptable: ["situational-leadership", "delegation-levels"] },
  { question: "I'm exhausted, I work every evening and weekend, and I can't switch off. How do I lead without burning out?", acceptable: ["sustainable-leader", "burnout-recovery", "delegation-levels", "ruthless-prioritisation"] },
  { question: "How do I have a career conversation with someone who wants a promotion I can't give yet?", acceptable: ["career-conversations", "stretch-top-performers", "difficult-conversations"] },
  { question: "We merged two teams with very different ways of working and there is friction about everything.", acceptable: ["team-charter", "change-management", "conflict-modes", "mediate-team-conflict"] },
  { question: "I have tried giving feedback informally for months and the performance has not improved. Is it time for a formal plan?", acceptable: ["performance-improvement-plan", "clear-expectations"] },
];
