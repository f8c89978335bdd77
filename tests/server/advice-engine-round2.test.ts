// The built-in engine's reading, round 2 of issue 14 items 1 and 3: general reading rules found from the
// held-out misses, each tested on its own sentences (not the evaluation's): who says or does what a phrase
// describes, words that are a reaction rather than misconduct, phrases that say "no" themselves, and
// feedback the asker received about themselves.
import { describe, expect, it } from "vitest";
import { adviseBuiltin, rankPractices } from "../../server/providers/advice/builtin.js";
import { PRACTICES } from "../../server/providers/advice/practices.js";
import { readQuestion } from "../../server/providers/advice/reading.js";

const ids = async (q: string) => (await adviseBuiltin(q)).options.map((o) => o.practiceId);
const themes = (q: string) => readQuestion(q).themes.map((t) => t.theme);
/** The theme is not read from the first sentence (a word only like its signal) and is read from the second. */
const notTheSignal = (theme: string, notMeant: string, meant: string) => {
  expect(themes(notMeant)).not.toContain(theme);
  expect(themes(meant)).toContain(theme);
};
/** The theme is read from the question. */
const readsTheme = (theme: string, q: string) => {
  expect(themes(q)).toContain(theme);
};

describe("built-in engine: reading, round 2", () => {
  it("a phrase that says 'no' itself matches ('no bonus', 'no pay rise')", () => {
    expect(themes("How do I explain to my team that there is no bonus this year?")).toContain("hardNews");
  });

  it("'my engineers' and 'my engineering team' are not one report", () => {
    expect(readQuestion("Half my engineers think the new on-call rota is unfair.").counterpart).not.toBe("report");
    expect(readQuestion("Sales keeps promising features my engineering team has never seen.").counterpart).not.toBe("report");
    expect(readQuestion("Half my engineers think the new on-call rota is unfair.").scope).toBe("group");
  });

  it("crying is a reaction, not misconduct; insults and treating people 'like dirt' are", async () => {
    expect(themes("Whenever I point out errors in his work, my analyst cries.")).not.toContain("behaviour");
    expect(await ids("Whenever I point out errors in his work, my analyst cries.")).not.toContain("address-disruptive-behaviour");
    expect(themes("My lead told a junior in front of everyone that her design was garbage.")).toContain("behaviour");
    expect(themes("Our head chef treats the waiters like dirt.")).toContain("behaviour");
    // How others treat the asker is about being taken seriously, not the asker's conduct problem to address.
    expect(themes("Since I stepped up, the team treats me like an intern.")).not.toContain("behaviour");
  });

  it("news someone else tells is not news the asker has to break", () => {
    expect(themes("My deputy tells the team things I said in confidence.")).not.toContain("hardNews");
    expect(themes("I have to tell the team the office is closing.")).toContain("hardNews");
    // A thing, not a person, before "no raise" leaves it the asker's news.
    expect(themes("How do I tell someone the answer is no raise this year?")).toContain("hardNews");
  });

  it("the asker's own worry is not a team afraid to speak up; 'afraid to disagree' is not a conflict", () => {
    expect(themes("I'm worried our new rota leaves the weekend uncovered.")).not.toContain("speakingUp");
    expect(themes("My nurses are afraid to report mistakes.")).toContain("speakingUp");
    expect(themes("People are afraid to disagree with the director.")).not.toContain("conflict");
  });

  it("'care about' is motivation, not goal setting", () => {
    const t = themes("My engineers just don't care about code quality any more.");
    expect(t).toContain("motivation");
    expect(t).not.toContain("goals");
  });

  it("feedback the asker received about themselves is about their own conduct, and SBI (feedback to give) is not offered", async () => {
    const q = "I got feedback that I'm too blunt and people stop talking when I join a call.";
    expect(themes(q)).toContain("selfRegulation");
    expect(await ids(q)).not.toContain("sbi-feedback");
  });

  it("people resisting a change read apart from leading one: resistance practices for the first, not for a rollout", async () => {
    expect(themes("Two of our senior nurses refuse to use the new rota app and keep going back to paper.")).toContain("resistance");
    expect(await ids("Two of our senior nurses refuse to use the new rota app and keep going back to paper.")).toContain("resistance-to-change");
    // A rollout nobody is resisting: leading the change, not overcoming resistance.
    expect(themes("We are rolling out a new expenses system next month across three offices.")).not.toContain("resistance");
    expect((await ids("We are rolling out a new expenses system next month across three offices."))[0]).toBe("change-management");
    // The asker pushing back on their own manager is a negotiation, not resistance to a change.
    const mine = themes("How do I push back when my boss adds work to our quarter?");
    expect(mine).not.toContain("resistance");
    expect(mine).toContain("negotiation");
  });

  it("a plural weekday is not a person", () => {
    expect(readQuestion("I'm worried nobody will cover the phones on Mondays.").people).not.toBe("Mondays");
  });

  it("being hired as a supplier is no hiring, closing deals is no negotiation", async () => {
    const q = "The agency that hired us says our cleaners keep skipping the upstairs offices.";
    expect(themes(q)).not.toContain("hiring");
    expect(await ids(q)).not.toContain("structured-hiring");
    expect(themes("We need to hire two more cleaners before the summer.")).toContain("hiring");
    expect(themes("My top account manager closes more deals than anyone but never logs his calls.")).not.toContain("negotiation");
  });

  it("the asker's own mistake is also about the team's trust in them; a team's failure is not", () => {
    expect(themes("I made a mistake in the budget and the whole department will pay for it.")).toContain("trust");
    expect(themes("How do I run a post-mortem after a failed release without anyone being blamed?")).not.toContain("trust");
  });

  it("a new role at a senior level reads as vision and presence too", () => {
    const t = themes("I've just been made interim managing director of our printing business.");
    expect(t).toEqual(expect.arrayContaining(["newRole", "strategy", "presence"]));
    expect(themes("I've just been made supervisor of the night shift.")).not.toContain("strategy");
  });

  it("rewriting someone's decisions or documents is no code rewrite; rewriting the code is", () => {
    const t = themes("The head of product rewrites our team's release plans every Friday.");
    expect(t).not.toContain("techDebt");
    expect(themes("Should we rewrite the billing code or keep patching it?")).toContain("techDebt");
  });

  it("competing for the same budget is priorities and who decides, not a quarrel", () => {
    const t = themes("Every spring my three store managers end up fighting for the same marketing money.");
    expect(t).toEqual(expect.arrayContaining(["goals", "decisions"]));
    expect(t).not.toContain("conflict");
  });

  it("'the wrong decision' from above is a case to make, not a question of who decides", () => {
    const t = themes("Head office wants us to close the Saturday shift and I think it's the wrong decision.");
    expect(t).toContain("influence");
    expect(t).not.toContain("decisions");
  });

  it("not knowing what people work on, and instructions misunderstood, are accountability", () => {
    expect(themes("Since the move to two sites I have no idea what half my team is doing.")).toContain("accountability");
    expect(themes("The new warehouse temps keep misunderstanding the loading instructions.")).toContain("accountability");
  });

  it("a language is not a person", () => {
    expect(readQuestion("Half of my cleaners speak little English and miss the briefings.").people).not.toBe("English");
  });

  it("complaining is not misconduct", async () => {
    const q = "When I ask the nurses what to change they say nothing, and then complain to each other in the break room.";
    expect(themes(q)).not.toContain("behaviour");
    expect(await ids(q)).not.toContain("address-disruptive-behaviour");
  });

  it("information that does not flow reads as communication, and brings written, asynchronous updates", async () => {
    const q = "My director never answers my emails and I keep finding out about changes last.";
    expect(themes(q)).toContain("communication");
    expect(await ids(q)).toContain("async-communication");
  });

  it("work that came to nothing is work to recognise", async () => {
    const q = "I have to tell the design team that the rebrand they spent six months on has been shelved.";
    expect(themes(q)).toContain("recognition");
    expect(await ids(q)).toContain("recognition");
  });

  it("serious misconduct is its own theme: a formal matter and the team's safety, not SBI feedback", async () => {
    const q = "One of my supervisors has been harassing a new starter and the rest of the shift knows.";
    const t = themes(q);
    expect(t).toContain("misconduct");
    const got = await ids(q);
    // The formal matter and the hard conversation with the supervisor, in either order (the model trained on
    // 10,000 labelled questions puts the conversation first by a little; the team's safety was once close
    // behind, and a check-in with the new starter now ranks above it).
    expect(got).toContain("address-disruptive-behaviour");
    expect(got).toContain("difficult-conversations");
    expect(got).not.toContain("sbi-feedback");
  });

  it("feedback on behaviour is never offered for serious misconduct, however the wording resembles everyday feedback questions", async () => {
    for (const q of [
      "One of the cashiers has been taking money from the till.",
      "Someone on the night shift turned up drunk twice this month.",
      "A team lead keeps making racist jokes about one of the drivers.",
    ]) {
      expect(themes(q)[0], q).toBe("misconduct");
      const got = await ids(q);
      expect(got, q).toContain("address-disruptive-behaviour");
      expect(got, q).not.toContain("sbi-feedback");
    }
  });

  it("handing work over is no misconduct: 'give away' is theft only with the stock or for free", async () => {
    const q = "I've never delegated before. Which of my tasks should I give away first?";
    expect(themes(q)).not.toContain("misconduct");
    const got = await ids(q);
    expect(got).toContain("delegation-levels");
    expect(got).not.toContain("address-disruptive-behaviour");
    expect(themes("One of my staff keeps giving stock away to her friends.")).toContain("misconduct");
    expect(themes("My assistant manager gave away stock to his mates.")).toContain("misconduct");
  });

  // A word's start is no word: each theme, a sentence where only a longer word begins like its signal, and
  // one where the signal itself is said.
  it.each([
    ["communication", "A forklift clipped a racking upright last night and I only saw it on the CCTV this morning.", "My boss keeps cc'ing my director on every email she sends me."],
    ["teamNorms", "I normally get on well with my deputy but this week she snapped at me in front of the kids.", "Our team norms have slipped since we went remote."],
    ["performance", "I lead the coastal rescue volunteers and we are recruiting a new intake this spring.", "One of my senior reps is coasting."],
    ["presence", "I coach an under-12 team and two dads argue on the pitch side every Saturday.", "I'm pitching a new service line to the partners next week."],
    ["onboarding", "We set up a joint venture with a supplier and I lead the joint team.", "Our new starter joined on Monday and nobody had set up her laptop."],
    ["techDebt", "I'm a station manager; two of my firefighters won't speak to each other.", "We spend all our time firefighting production bugs."],
    ["techDebt", "My area manager says sales on my patch are patchy.", "We keep patching the old billing system instead of fixing it."],
    ["speakingUp", "She quietly gets on with her work and never complains; how do I recognise her?", "Nobody speaks in meetings; the room goes quiet."],
  ] as const)("a longer word is not the %s signal it starts with", notTheSignal);

  // A word in another sense is no signal: each theme, a sentence with the word in its other sense, and one
  // with the signal meant.
  it.each([
    ["career", "My colleague keeps taking credit for my work. How do I raise it with him?", "Should I give my best engineer a raise before she gets poached?"],
    ["behaviour", "I'm head of year 11, the mocks are next week and two of my teachers haven't finished their marking.", "One of my engineers keeps mocking a junior's accent in standups."],
    ["behaviour", "I run a youth offending team and our young offenders' caseloads have doubled.", "A customer complained that one of my waiters offended her with a comment."],
    ["burnout", "We have to cut costs without burning bridges with our suppliers.", "How do I keep this pace without burning out?"],
    ["hiring", "I manage a probation team and my officers' caseloads have doubled.", "Our new hire is at the end of her probation and isn't up to the job."],
    ["selfRegulation", "We're in a code freeze until January and the product owner keeps pushing changes.", "I freeze whenever the CEO asks me a question in the board meeting."],
    ["confidence", "We're in a code freeze until January and the product owner keeps pushing changes.", "I freeze whenever the CEO asks me a question in the board meeting."],
    ["techDebt", "I run the maintenance team at a hospital and two of my engineers won't work together.", "We keep spending our sprints on maintenance of the old system."],
    ["inclusion", "I'm head of English and my department won't adopt the new marking policy.", "Two of my team are from Brazil and their English is still improving; the others talk over them."],
    ["motivation", "I coordinate the volunteers at a food bank and two of them keep arguing.", "Nobody volunteers for the weekend rota any more."],
    ["hardNews", "My manager keeps cancelling our one-to-ones and I never get time with her.", "We have to cancel the product launch and I need to tell the team."],
    ["presence", "Our chief executive wants a new strategy by March and my directors disagree.", "I freeze when I present to the executive team."],
    ["personal", "I want to put together a personal development plan for my deputy.", "My deputy is going through a divorce and it's very personal."],
    ["conflict", "We spend every week fighting fires and never get to the roadmap.", "Two of my senior engineers keep fighting over the payments-service rewrite."],
    ["burnout", "My team are sick of the constant changes to the rota.", "Two of my nurses are off sick and the rest are exhausted."],
    // The other sense holds whoever the words are about: the asker being interrupted is no temper of theirs, the asker sick of something is not ill.
    ["selfRegulation", "I hate being interrupted with small questions all day, so I wear headphones.", "I lose my temper in meetings when people challenge me."],
    ["selfBurnout", "I'm sick of the rota changing every week.", "I'm exhausted and can't keep up this pace."],
    ["trust", "I lie awake at night worrying about the launch.", "My deputy lied to me about the audit."],
    ["speakingUp", "It's quiet on the ward at night so the staff watch films.", "Nobody speaks in meetings; the room goes quiet."],
    ["performance", "Things keep slipping through the cracks between the two shifts.", "Her work has been slipping since the spring."],
    ["performance", "I lead the coast guard station on the west coast and we are recruiting.", "One of my senior reps has been coasting for a year."],
    ["crisis", "Our hackathon team wants to turn its prototype into a product.", "We were hacked last night and customer data may be exposed."],
    ["crisis", "The new rota was a disaster and now the team don't trust my plans.", "A flood at our warehouse knocked out the night shift."],
    ["roadmapPressure", "Two of my drivers turn up on time but then sit in the canteen for half an hour.", "We have to ship the release on time or we lose the contract."],
    ["hiring", "Mentoring juniors is in his job description but he refuses to do it.", "I wrote a job description for a new team lead but the shortlist is weak."],
    ["hardNews", "My manager is dismissive of every idea I bring.", "I have to tell her she is being dismissed after the hearing."],
    ["remote", "At the leadership offsite next week I have to pitch a reorganisation.", "Half my team now works offsite at the client and the rest are in the office."],
    ["crisis", "Black Friday is our busiest week and two of my pickers just quit.", "Our payments system went down on Black Friday and customers are calling."],
    ["career", "Our VP of growth says my team is blocking the launch.", "My best analyst says there's no growth for her here and she's looking elsewhere."],
    ["career", "I'm head of growth and two of my marketers clash.", "My best analyst is frustrated by the lack of growth in her role."],
    ["misconduct", "A member of my shop team was assaulted by a customer on Saturday.", "One of my warehouse staff sexually assaulted a colleague at the Christmas party."],
    ["trust", "The trust wants the new ward open by winter.", "My team no longer trust me after the reorg."],
    ["hardNews", "I can't afford to lose him, but he's rude to the juniors.", "We can't afford the pay rise and I have to tell the team."],
    ["feedback", "The regulator is reviewing whether our licence should continue.", "Her annual review is next week and I have to tell her it's below expectations."],
    ["hiring", "The recruits in my platoon are struggling with the night exercises.", "We need to recruit two nurses by March."],
    ["decisions", "I'm the nurse in charge tonight and two of the healthcare assistants are arguing.", "Nobody knows who's in charge of the rota."],
    ["accountability", "I have no idea what to say to the night shift about the closure.", "Since the move to two sites I have no idea what half my team is doing."],
    ["change", "The database migration is three months late and the client is angry.", "We're rolling out a new rota system next month."],
    ["crisis", "I'm presenting to the regulator next week on our storm response.", "Our payments system went down on Black Friday and customers are calling."],
    ["onboarding", "The contractor says the building won't be ready until spring.", "Two new contractors join my team on Monday."],
    ["techDebt", "Planned maintenance keeps overrunning at the depot.", "Code maintenance eats half of every sprint."],
    ["burnout", "I'm negotiating overtime rates with the union rep tomorrow.", "My team has worked overtime every weekend since March."],
    ["boss", "My supervisors ask me to decide every shift pattern.", "My boss asks me to redo every report."],
    ["negotiation", "Retention bonuses have been approved but they're small.", "My bonus was smaller than promised and I want to raise it with the MD."],
    ["behaviour", "The client is threatening to sue us.", "One of my chefs threatened a porter with a knife."],
    ["behaviour", "People are cynical about every change since the reorg.", "He rolls his eyes and is rude to the juniors in every meeting."],
    ["behaviour", "Two of the GP partners dominate every discussion.", "He rolls his eyes and is rude to the juniors in every meeting."],
    ["accountability", "Staff walked out on strike this morning.", "She never follows through on what she promises."],
    ["hardNews", "Bored top nurse, no promotions available. Ideas?", "We can't afford the pay rise and I have to tell the team."],
    ["strategy", "Nobody is leaving anyone out on purpose, but the juniors never get stretch work.", "Nobody on my team understands our strategy."],
    ["hiring", "A recruiter from a competitor offered him a real challenge.", "We need to recruit two nurses by March."],
    ["accountability", "Our PhD students come in to an empty corridor and feel forgotten.", "She never follows through on what she promises."],
    ["confidence", "Some of her teammates gave statements against her. I have no idea how to restart this.", "I feel like a fraud in front of the board."],
    ["motivation", "Nobody wants to hear that we'll miss the date.", "Nobody wants to do the night shift."],
    ["negotiation", "The night team say we've always done it this way.", "How do I push back on my director's deadline?"],
    ["layoffs", "We outsource regression testing to a vendor in Pune.", "Our helpdesk is being outsourced and three of my five people will lose their jobs."],
    ["meetings", "The first meeting of the sickness absence process was two weeks ago.", "Our weekly team meeting runs over every time."],
    ["hardNews", "The landlord has tripled the rent and I can't afford to stay past August.", "We can't afford the pay rise and I have to tell the team."],
    ["selfRegulation", "I'm frustrated with both of them for opposite reasons.", "I lose my temper in meetings when people challenge me."],
    ["conflict", "We've been debating Flutter against Kotlin for seven weeks and still no decision.", "Two of my senior engineers keep fighting over the payments-service rewrite."],
    ["presence", "I explained the new strategy at two all-hands and people still ask why.", "I freeze when I present to the executive team."],
    ["hardNews", "My head chef wants to sack the new pot washer after two days.", "We have to cancel the product launch and I need to tell the team."],
    ["hardNews", "My strongest engineer has turned down two promotions to management.", "We have to cancel the product launch and I need to tell the team."],
    ["hardNews", "There's no budget for bonuses this year; how else can I show my staff I value them?", "We have to cancel the product launch and I need to tell the team."],
    ["performance", "Should I move the stocktake to Tuesday? I'm scared of getting it wrong.", "Her work has been slipping since the spring."],
    ["accountability", "Whenever the MD pushes back on my proposal I just cave.", "She never follows through on what she promises."],
    ["accountability", "My boss decides things without telling me why.", "She never follows through on what she promises."],
    ["motivation", "The kitchen porter leaves the pot wash filthy and the morning team are fed up.", "Nobody wants to do the night shift."],
    ["motivation", "Half the team is enthusiastic about Jira and half are digging in.", "Nobody wants to do the night shift."],
    ["motivation", "Twelve internal teams still call the old API and none of them see it as their problem.", "Nobody wants to do the night shift."],
    ["motivation", "Our company ran a staff survey and did nothing about it for a year.", "Nobody wants to do the night shift."],
    ["career", "What should her first month look like?", "My best analyst says there's no growth for her here and she's looking elsewhere."],
    ["career", "Since Hamish took over the graduation ceremonies, he and Zoe don't speak.", "My best analyst says there's no growth for her here and she's looking elsewhere."],
    ["selfRegulation", "How do I stop gossip on my team?", "I lose my temper in meetings when people challenge me."],
    ["selfRegulation", "One of them put salt in the other one's sauce as a joke and now it's war.", "I lose my temper in meetings when people challenge me."],
    ["behaviour", "Is it patronising to use coaching questions on a team lead who's been doing this longer than me?", "He rolls his eyes and is rude to the juniors in every meeting."],
    ["selfBurnout", "Tomorrow I have to tell Sanjay his job is ending and I feel sick about it.", "I'm exhausted and I haven't had a day off in months."],
    ["roadmapPressure", "My site manager has delivered every project on time for four years and says he's bored.", "We have to ship the release on time or we lose the contract."],
    ["roadmapPressure", "My first project as a manager went over budget and the client complained.", "We have to ship the release on time or we lose the contract."],
    ["burnout", "Half my lab works nights and never makes the weekly call.", "My team has worked overtime every weekend since March."],
    ["remote", "My restaurant group went from two sites to five this year.", "Half my team now works offsite at the client and the rest are in the office."],
    ["change", "When I ask the QA team for ideas on test automation I get shrugs.", "We're rolling out a new rota system next month."],
    ["conflict", "Our receptionist keeps double-booking the rooms and the physios are losing patience.", "Two of my senior engineers keep fighting over the payments-service rewrite."],
    ["delegation", "Two people on my team are dating and cover for each other's mistakes.", "I can't let go of the work and end up doing everything myself."],
    ["hiring", "I'm covering a vacancy and my own manager keeps cancelling our one-to-ones.", "We need to recruit two nurses by March."],
    ["hiring", "My top hygienist gets job offers on LinkedIn every week.", "We need to recruit two nurses by March."],
    ["teamNorms", "Half the crew want detailed notes after every session; the other half say it makes them overthink.", "Our team norms have slipped since we went remote."],
    ["onboarding", "We integrated the newsroom a year ago and the two editors still argue.", "Our new starter joined on Monday and nobody had set up her laptop."],
    ["trust", "Some of the volunteers are worried they'll be pushed out by the new manager.", "My team no longer trust me after the reorg."],
    ["performance", "Productivity dropped after the new pick-path routing.", "Her work has been slipping since the spring."],
    ["overload", "The PI says there's no time for upgrading the old code.", "I'm drowning in work and can't keep up."],
    ["layoffs", "How do I keep my team going during a long hiring freeze?", "Our helpdesk is being outsourced and three of my five people will lose their jobs."],
    ["burnout", "I hired someone who interviewed brilliantly and is now struggling three weeks in.", "My team has worked overtime every weekend since March."],
    ["burnout", "The other stylists keep covering for Jade when she's late.", "My team has worked overtime every weekend since March."],
    ["decisions", "My apprentices get taught three different ways by three joiners and end up confused.", "Nobody knows who's in charge of the rota."],
    ["decisions", "My boss is in New York and I'm in Sydney and we only overlap an hour a day.", "Nobody knows who's in charge of the rota."],
    ["accountability", "Some of the brokers are using the bugs as an excuse to keep pricing by hand.", "She never follows through on what she promises."],
    ["misconduct", "Two of my paralegals have raised grievances against each other and HR wants me to mediate.", "One of my warehouse staff sexually assaulted a colleague at the Christmas party."],
    ["influence", "I walk into board meetings convinced someone will ask me something I can't answer.", "I have to convince the other heads of department to share their budget."],
    ["conflict", "A rival broker has offered my top producer 30% more.", "Two of my senior engineers keep fighting over the payments-service rewrite."],
    ["conflict", "I'm juggling a VAT inspection and a tenant dispute.", "Two of my senior engineers keep fighting over the payments-service rewrite."],
    ["behaviour", "An experienced nurse says she feels insulted by the close supervision I give her.", "He rolls his eyes and is rude to the juniors in every meeting."],
    ["behaviour", "She finds my daily check-ins insulting.", "He rolls his eyes and is rude to the juniors in every meeting."],
    ["speakingUp", "Is coaching a luxury for quieter times?", "Nobody speaks in meetings; the room goes quiet."],
    ["failureLearning", "The techs did the key experiment but the PI only names the postdocs.", "Our launch failed and I want the team to learn from it without blame."],
    ["personal", "Sam, who runs onboarding, is going on paternity leave next month.", "My deputy is going through a divorce and it's very personal."],
    ["burnout", "Everyone seems switched off since we got bought by the bigger company.", "My team has worked overtime every weekend since March."],
    ["hardNews", "Our biggest customer just rejected a whole batch three days before their launch.", "We have to cancel the product launch and I need to tell the team."],
    ["influence", "I'm scared of making the wrong call on which of two product lines to keep.", "I have to convince the other heads of department to share their budget."],
    ["change", "Our funding is uncertain after next year and the mass spec keeps breaking.", "We're rolling out a new rota system next month."],
    ["presence", "Should our studio pitch for a big airline rebrand?", "I'm pitching a new service line to the partners next week."],
    ["onboarding", "I've just joined a cargo ship as second officer and the crew have sailed together for years.", "Our new starter joined on Monday and nobody had set up her laptop."],
    ["newRole", "How do I onboard a new nurse when the ward is short-staffed?", "I've just been promoted to lead the team I was part of."],
    ["newRole", "We'll have 12 new team members starting the same day.", "I've just been promoted to lead the team I was part of."],
    ["communication", "My team keep asking why we're doing this project and I can't explain it well.", "My boss never explains her decisions."],
    ["accountability", "My new manager expects us to wait for instructions.", "The crew keep ignoring my instructions on the harness."],
    ["trust", "People come in whenever they want and there's resentment building.", "My team no longer trust me after the reorg."],
  ] as const)("a word in another sense is not the %s signal", notTheSignal);

  // What such words do mean, read as a coach would: people cynical about change have lost faith, two people
  // dominating every discussion keep others from being heard, a partner's complaint is the asker's own strain,
  // someone one can't afford to lose is someone to keep, no promotion to give is a career conversation,
  // people who feel forgotten are left out, and "we've always done it this way" is resisting a change even
  // when the asker says "we" (only the asker pushing back is theirs to negotiate).
  it.each([
    ["trust", "People are cynical about every change since the reorg."],
    ["inclusion", "Two of the GP partners dominate every discussion."],
    ["selfBurnout", "My wife says I'm never home since I took this job."],
    ["retention", "I can't afford to lose him, but he's rude to the juniors."],
    ["career", "Bored top nurse, no promotions available. Ideas?"],
    ["inclusion", "Our PhD students come in to an empty corridor and feel forgotten."],
    ["resistance", "The night team say we've always done it this way."],
  ] as const)("reads %s in %j", readsTheme);

  // Round 3 of the audit, read as the corpus's coaches answered them: a debate that drags on is a decision
  // nobody makes, acting without telling the asker is who decides, fear of getting it wrong or of the wrong
  // call is a hard call, someone else's first month or joining is their start here and the asker's "I've just
  // joined" or "just started as" a new role, gossip or a joke the asker deals with is someone else's conduct
  // (the asker's own jokes are the asker's), feeling useless in a new role is confidence, covering a vacancy is
  // load, hours that overlap are a distributed team, not being able to switch off is the asker's strain, the
  // asker unable to explain why is a purpose to make clear, and new team members are people to bring in.
  it.each([
    ["decisions", "We've been debating the company rename for five months."],
    ["decisions", "My manager keeps giving my staff tasks without telling me."],
    ["hardDecision", "Should I move the stocktake to Tuesday? I'm scared of getting it wrong."],
    ["onboarding", "What should her first month look like?"],
    ["onboarding", "She's just started as our receptionist and seems lost."],
    ["newRole", "Just started as head of a new product group."],
    ["behaviour", "How do I stop gossip on my team?"],
    ["behaviour", "How do I handle a team that gossips constantly about each other?"],
    ["behaviour", "One of them put salt in the other one's sauce as a joke and now it's war."],
    ["selfRegulation", "I make jokes about my team in meetings and they don't laugh."],
    ["confidence", "As a new engineering manager I feel useless because I'm not writing code any more."],
    ["overload", "I'm covering a vacancy and drowning."],
    ["newRole", "I've just joined a cargo ship as second officer and the crew have sailed together for years."],
    ["newRole", "Just joined as head of people at a 200-person logistics company."],
    ["remote", "My boss is in New York and I'm in Sydney and we only overlap an hour a day."],
    ["decisions", "Our two teams have overlapping responsibilities and work gets done twice."],
    ["conflict", "There's a rivalry between the two site leads."],
    ["hardDecision", "I'm scared of making the wrong call on which of two product lines to keep."],
    ["selfBurnout", "I can't switch off at night, even on holiday."],
    ["behaviour", "He insulted a customer in front of everyone."],
    ["onboarding", "She has just joined as our first designer."],
    ["strategy", "My team keep asking why we're doing this project and I can't explain it well."],
    ["onboarding", "We'll have 12 new team members starting the same day."],
    ["onboarding", "She joined as our first designer last month."],
    ["onboarding", "I'm onboarding three new hires next week."],
  ] as const)("reads %s in %j", readsTheme);

  it("the asker at the top ('I'm the CEO', 'As the owner, I…') has no CEO or owner for a boss; the board still is one", () => {
    for (const q of ["I'm the CEO and my head of sales said people are scared of me.", "As the owner, I still do the books and every customer call."]) {
      expect(readQuestion(q).counterpart).not.toBe("boss");
      expect(themes(q)).not.toContain("boss");
    }
    expect(readQuestion("I'm the owner's daughter and the owner wants me to run the shop.").counterpart).toBe("boss");
    expect(readQuestion("As the CEO asked, I'm presenting the plan to the board.").counterpart).toBe("boss");
    expect(themes("I'm the CEO and the board wants a new strategy by March.")).toContain("boss");
  });

  it("a co-director or co-founder shares the authority: who decides, not a case to make; the asker's own team or role is no peer", () => {
    const co = themes("My co-director and I both give notes to the dancers, sometimes contradicting each other.");
    expect(co).toContain("decisions");
    expect(co).not.toContain("influence");
    expect(themes("My peer in sales keeps promising features we can't build.")).toContain("influence");
    expect(themes("I manage a marketing team of six and lose track of tasks.")).not.toContain("influence");
    expect(readQuestion("I got the head of engineering job at the startup where I was engineer number three.").counterpart).not.toBe("peer");
    expect(readQuestion("I feel out of my depth running the finance team.").counterpart).not.toBe("peer");
    expect(readQuestion("The finance team keeps rejecting my invoices.").counterpart).toBe("peer");
  });

  it("a team shaken by an incident is in a crisis, not a matter of trust", () => {
    const t = themes("A customer collapsed in the shop today and my staff are all shaken.");
    expect(t).toContain("crisis");
    expect(t).not.toContain("trust");
  });

  it("after 'my real question is…' or 'those I can handle', the story before it is background", () => {
    const weight = (q: string, theme: string) => readQuestion(q).themes.find((t) => t.theme === theme)?.weight ?? 0;
    const chef =
      "I run a restaurant in Porto. We lost our pastry cook, the new till system is a mess, and the owner keeps changing the menu. But my real question is about my sous chef, Rui: brilliant food, but he throws pans and calls the commis useless in front of everyone.";
    expect(weight(chef, "behaviour")).toBeGreaterThan(weight(chef, "boss"));
    expect(weight(chef, "behaviour")).toBeGreaterThan(weight(chef, "change"));
    expect(readQuestion(chef).counterpart).not.toBe("boss");
    const architect =
      "We're behind on two planning submissions and the printer lease is a mess. Those I can handle. What I can't work out is Aoife, our architect: she quietly did great work for three years and has now asked for a promotion.";
    expect(weight(architect, "career")).toBeGreaterThan(weight(architect, "performance"));
    // An ask that reads as nothing ("what now?") leaves the story as it is.
    const bare = readQuestion("My boss keeps moving my deadlines. My question is: what now?");
    expect(bare.counterpart).toBe("boss");
    expect(bare.themes[0]?.theme).toBe("boss");
    expect(bare.themes[0]?.weight).toBeGreaterThanOrEqual(1);
  });

  it("in a story of several sentences, what the question sentence reads weighs more than the story around it", () => {
    const weight = (q: string, theme: string) => readQuestion(q).themes.find((t) => t.theme === theme)?.weight ?? 0;
    for (const q of ["We missed our launch date last month. How do I rebuild trust with my team?", "How do I rebuild trust with my team? We missed our launch date last month."]) {
      expect(weight(q, "trust")).toBeGreaterThan(weight(q, "roadmapPressure"));
    }
    // One sentence is all question: nothing to tell apart.
    const one = "How do I rebuild trust with my team after we missed our launch date?";
    expect(weight(one, "trust")).toBe(weight(one, "roadmapPressure"));
  });

  // wink respells some words in its normal form ("through" → "thru", "recognised" → "recognized"): the phrases,
  // written as people type, match the words as typed too.
  it.each([
    ["accountability", "Important handovers keep falling through the cracks."],
    ["accountability", "She never follows through on what she promises."],
    ["personal", "My deputy is going through a difficult time at home."],
    ["motivation", "Our new CRM went live and half the sales team is going through the motions."],
  ] as const)("a phrase as people type it is read: %s in %j", readsTheme);

  it("staff assaulted by a customer get their safety and support, not the conduct practice", async () => {
    const got = await ids("A member of my shop team was assaulted by a customer on Saturday. How do I look after her and the rest of the team?");
    expect(got).not.toContain("address-disruptive-behaviour");
  });

  it("the formal route is required only where it is a candidate: a fall under a formal complaint has no culprit to take to HR", async () => {
    const q = "A patient fell on our ward last night and the family has made a formal complaint. My nurses are frightened they'll be blamed.";
    // The reading still sees a formal matter (the complaint), so the requirement applies, but the model does
    // not rank the conduct practice among the candidates and nothing forces it in.
    expect(themes(q)[0]).toBe("misconduct");
    const got = await ids(q);
    expect(got).not.toContain("address-disruptive-behaviour");
    expect(got).toContain("blameless-retrospectives");
  });

  it("'I lead both' sides of a quarrel is no mismatch of leadership styles", () => {
    expect(themes("Sales says support loses customers, support says sales overpromises. I lead both.")).not.toContain("styleMismatch");
  });

  it("standing in for one's manager is no situation with that manager", async () => {
    const q = "I'm standing in for my manager while he is on leave and the team ignores my decisions.";
    expect(readQuestion(q).counterpart).not.toBe("boss");
    // The approaches take on the stand-in's decisions (who decides while he is away) and do not start from a
    // relationship with the absent manager; the hard conversation with the team and getting the manager to make
    // that authority plain may come with it (the corpus's coaches accept both for acting up).
    const got = await ids(q);
    expect(got).toContain("decision-rights");
    expect(got[0]).not.toBe("managing-up");
    expect(readQuestion("My manager ignores my decisions in front of the team.").counterpart).toBe("boss");
    // "I'm standing" is no topic.
    expect(readQuestion(q).topic ?? "").not.toMatch(/i'm/i);
  });

  it("the head of another function is a peer, which makes it a matter of influence", () => {
    const r = readQuestion("The head of marketing keeps promising launch dates my team cannot hit. How do I handle her?");
    expect(r.counterpart).toBe("peer");
    expect(r.themes.map((t) => t.theme)).toContain("influence");
    expect(readQuestion("I'm the head of marketing and my team keeps missing launch dates.").counterpart).not.toBe("peer");
  });

  it("what the asker is worried about weighs more than the rest, and not enough cover is capacity", async () => {
    const r = readQuestion("We are moving the clinic to a new booking system and I'm worried reception can't cover the phones at lunch.");
    const weight = (t: string) => r.themes.find((x) => x.theme === t)?.weight ?? 0;
    expect(weight("roadmapPressure")).toBeGreaterThan(1);
    expect(await ids("We are moving the clinic to a new booking system and I'm worried reception can't cover the phones at lunch.")).toEqual(
      expect.arrayContaining(["scope-tradeoffs"]),
    );
  });

  it("coming to work hungover is misconduct; never updating the records is accountability", () => {
    expect(themes("One of my drivers turned up hungover twice this month.")).toContain("misconduct");
    expect(themes("My best estate agent never logs her viewings in the system.")).toContain("accountability");
  });

  it("a capitalised word before a noun names a thing, not a person; a project slipping is delivery pressure", () => {
    const r = readQuestion("Our Salesforce rollout keeps slipping and the regional teams are frustrated.");
    expect(r.people).not.toBe("Salesforce");
    expect(r.themes.map((t) => t.theme)).toContain("roadmapPressure");
    expect(r.themes.map((t) => t.theme)).not.toContain("performance");
    expect(themes("Tom's work keeps slipping and he misses every deadline.")).toContain("performance");
  });

  it("no time for the important work is overload; having raised money is scaling, not a negotiation", () => {
    expect(themes("I never have time to coach my leads because I'm in the weeds all day.")).toContain("overload");
    const t = themes("We just raised money and need to go from 12 to 40 people this year.");
    expect(t).toContain("scaling");
    expect(t).not.toContain("negotiation");
  });

  it("dominating a discussion is conduct, not a career move; someone else panicking is no misconduct", () => {
    const t = themes("Raj takes over the meeting every week and the juniors stop talking.");
    expect(t).toContain("behaviour");
    expect(t).not.toContain("career");
    expect(themes("Our payment provider went down and the support team is panicking.")).not.toContain("behaviour");
    // Someone else's temper still is.
    expect(themes("Our foreman loses his temper with the apprentices.")).toContain("behaviour");
  });

  it("a review meeting is no feedback conversation; a customer escalation is no going over a head", () => {
    expect(themes("Our weekly business review has turned into a blame game.")).not.toContain("feedback");
    expect(themes("I get pulled into every client escalation and my own work suffers.")).not.toContain("overHead");
    expect(themes("My report escalated my decision to my boss without telling me.")).toContain("overHead");
  });

  it("freezing in front of senior people is presence as well as one's own reactions", () => {
    expect(themes("I go blank and freeze whenever the CFO questions my numbers.")).toEqual(expect.arrayContaining(["selfRegulation", "presence"]));
  });

  it("a manner that keeps people away is conduct; refusing part of the job is performance; being made redundant is a layoff", () => {
    expect(themes("The new head chef is arrogant and the team finds her cold.")).toContain("behaviour");
    expect(themes("My senior analyst refuses to train the new starters.")).toContain("performance");
    expect(themes("My senior analyst refuses to use the new reporting tool.")).not.toContain("performance");
    expect(themes("I have to tell three of my drivers they are being made redundant.")).toContain("layoffs");
  });

  it("everyday wording of a quarrel: can't agree, no respect, not speaking to each other, a rivalry turning nasty", () => {
    expect(themes("The head chef and the pastry chef can't agree on anything.")).toContain("conflict");
    expect(themes("Our drivers feel the warehouse staff don't respect them.")).toContain("conflict");
    expect(themes("Two of my cleaners haven't spoken to each other since Christmas.")).toContain("conflict");
    const rivals = themes("Two of my team leads are competing for the same promotion and it's turning nasty.");
    expect(rivals).toContain("conflict");
    expect(rivals).not.toContain("goals");
  });

  it("what the asker has is described by what follows 'have' ('I have a difficult engineer' is not the asker's temper)", () => {
    const t = themes("I have a brilliant but difficult engineer who argues with every decision in public.");
    expect(t).toContain("behaviour");
    expect(t).not.toContain("selfRegulation");
    expect(t).not.toContain("decisions");
  });

  it("the asker's own burnout is the asker's energy; a team's is the team's", () => {
    expect(themes("I'm burnt out and I can't take a day off.")).toContain("selfBurnout");
    expect(themes("My team is burnt out after the audit.")).toContain("burnout");
  });

  it("'the way we did it at my last job' is resistance; closing an office is a layoff and a change", () => {
    expect(themes("Our new operations lead keeps saying that's not how we did it at his last job.")).toContain("resistance");
    expect(themes("We're closing our Bristol office and moving everyone to Cardiff.")).toEqual(expect.arrayContaining(["layoffs", "change"]));
  });

  it("places listed together are places, not people", () => {
    expect(readQuestion("My team works across Paris, Nairobi and Hong Kong and nobody owns the handovers.").people ?? "").not.toMatch(/Nairobi|Hong/);
  });

  it("a report asking for a raise is a career conversation; not having the budget is news to give, quoted whole", () => {
    const r = readQuestion("My report asked for a raise and I don't have the budget.");
    expect(r.themes.map((t) => t.theme)).toEqual(expect.arrayContaining(["career", "hardNews"]));
    expect(r.event ?? "").not.toMatch(/(^|[“ ])n't/);
  });

  it("thinking a peer's plan is a mistake is a case to make, not a failure to learn from; near misses are", () => {
    const t = themes("My co-founder wants to buy a second van and I think it's a mistake.");
    expect(t).toContain("influence");
    expect(t).not.toContain("failureLearning");
    expect(themes("A delivery driver skipped the checks and someone nearly got hurt.")).toContain("failureLearning");
  });

  it("not being taken seriously by older staff is confidence and presence", () => {
    expect(themes("I'm 24 and managing people twice my age who don't take me seriously.")).toEqual(expect.arrayContaining(["confidence", "presence"]));
  });

  it("leading people who know the work better than the asker is delegation as well as confidence", () => {
    expect(themes("I now run the legal team and I know nothing about contract law.")).toEqual(expect.arrayContaining(["confidence", "delegation"]));
  });

  it("one person's errors are performance; a team's repeated mistakes are learning", () => {
    expect(themes("My bookkeeper, Joan, makes small errors in every invoice run.")).toContain("performance");
    expect(themes("My team keeps making the same mistakes in the monthly stock count.")).toContain("failureLearning");
  });

  it("being hired to fix a team is a new role, not hiring; a supplier we hired is no hiring either", () => {
    const t = themes("I was hired to turn around a struggling sales team.");
    expect(t).toContain("newRole");
    expect(t).not.toContain("hiring");
    expect(t).not.toContain("selfBurnout");
    expect(themes("The agency we hired keeps missing deadlines.")).not.toContain("hiring");
  });

  it("'stop doing my team's work for them' is delegation, not what the team should stop doing", () => {
    const t = themes("How do I stop doing my team's work for them?");
    expect(t).toContain("delegation");
    expect(t).not.toContain("goals");
  });

  it("a negation ends where a new clause starts with its own subject after 'and'", () => {
    expect(themes("Our porter doesn't speak much English and the chefs shout at him.")).toContain("behaviour");
    // A negation that carries on through "and" still does ("isn't remote and isn't burnt out").
    expect(themes("My team isn't remote and isn't burnt out, but two of them argue.")).not.toContain("burnout");
  });

  it("everyday wording: not listened to, waiting to be told, demotivated, before she leaves, bonuses cut, without telling me, nobody checks", () => {
    expect(themes("The consultants never listen to what my nurses tell them.")).toContain("influence");
    expect(themes("My crew wait to be told what to do and never show initiative.")).toContain("coachingAsk");
    expect(themes("After the merger my designers are demotivated.")).toContain("motivation");
    expect(themes("I want to give my best analyst more responsibility before she leaves.")).toEqual(expect.arrayContaining(["career", "retention"]));
    const bonus = themes("How do I tell my team their bonuses are being cut?");
    expect(bonus).toContain("hardNews");
    expect(bonus).not.toContain("negotiation");
    // Acting without telling the asker is a question of who decides (the corpus's coaches: decision rights for 78% of such questions).
    expect(themes("Two of my drivers keep swapping routes without telling me.")).toContain("decisions");
    expect(themes("Nobody checks the orders before they are shipped.")).toContain("accountability");
  });

  it("'my CEO' is the asker's boss; 'every email I send' is no communication problem", () => {
    expect(readQuestion("My CEO wants me to cut two roles and won't say how to choose.").counterpart).toBe("boss");
    expect(themes("Since Mia became my boss, she micromanages every email I send.")).not.toContain("communication");
  });

  it("a role introduced with 'as' is the asker's own; 'I have a new team' is a new role, not someone's career", () => {
    const t = themes("How do I run my first team meeting as a new supervisor?");
    expect(t).toContain("meetings");
    expect(t).not.toContain("career");
    const mine = themes("I have a new team of nine and I don't know any of them yet.");
    expect(mine).toEqual(expect.arrayContaining(["newRole", "oneOnOnes"]));
    expect(mine).not.toContain("career");
  });

  it("a negation ends where a new predicate starts after its object", () => {
    expect(themes("The supervisor who didn't get the job is undermining me.")).toContain("behaviour");
  });

  it("everyday wording: going around me, no clear process, doing what they like, being ignored, no actions, giving stock away, on their phones, thanking the team, a death", () => {
    expect(themes("One of my leads goes around me to the director whenever we disagree.")).toContain("overHead");
    expect(themes("There is no clear process for who signs off refunds and the staff do what they like.")).toEqual(expect.arrayContaining(["decisions", "accountability"]));
    expect(themes("Our junior architect says she is being ignored in design meetings.")).toContain("inclusion");
    expect(themes("Our retrospectives end with no actions and nothing changes.")).toContain("accountability");
    expect(themes("One of my waiters keeps giving free drinks to his friends.")).toContain("misconduct");
    expect(themes("Our cashiers spend half the shift on their phones.")).toContain("performance");
    expect(themes("We shipped the release on time and I want to thank the team properly.")).toContain("recognition");
    expect(themes("A resident died last night and my carers are in shock.")).toEqual(expect.arrayContaining(["crisis", "personal"]));
  });

  it("the asker's own promotion or pay is theirs to negotiate; saying no to the team is news to give, not managing up", () => {
    const own = themes("My manager promised me a promotion last spring and nothing has happened.");
    expect(own).toContain("negotiation");
    const no = themes("How do I say no to my team when they ask for Fridays off?");
    expect(no).toContain("hardNews");
    expect(no).not.toContain("boss");
  });

  it("another function's team is a peer; people more senior than the asker is confidence and delegation", () => {
    expect(readQuestion("The legal team takes a month to review every contract and my deals stall.").counterpart).toBe("peer");
    expect(themes("I manage engineers who are far more senior than me.")).toEqual(expect.arrayContaining(["confidence", "delegation"]));
  });

  it("library fits: SBI feedback for commitments not kept; negotiating (saying no) for the asker's overload", async () => {
    const fits = (id: string) => PRACTICES.find((p) => p.id === id)!.fits;
    expect(fits("sbi-feedback").accountability ?? 0).toBeGreaterThanOrEqual(1.5);
    expect(fits("interest-based-negotiation").overload ?? 0).toBeGreaterThanOrEqual(1.5);
    expect(await ids("I say yes to every request from the other teams and drown in work.")).toContain("interest-based-negotiation");
  });

  it("'I don't know how to delegate': what follows a question word is not negated", () => {
    expect(themes("I don't know how to delegate without losing control of quality.")).toContain("delegation");
  });

  it("the asker as one side of a quarrel is no mediation between others; 'over budget' after a clash is what it is about", async () => {
    const r = readQuestion("Our finance director and I keep clashing over budget.");
    expect(r.counterpart).toBe("peer");
    expect(r.themes.map((t) => t.theme)).not.toContain("roadmapPressure");
    expect(await ids("Our finance director and I keep clashing over budget.")).not.toContain("mediate-team-conflict");
    // Not every "and I" is a side of a quarrel.
    expect(readQuestion("My nurses keep arguing and I hate this kind of thing.").counterpart).not.toBe("peer");
  });

  it("threatening to leave is retention, not misconduct; a hiring freeze is neither hiring, nor freezing up, nor layoffs", () => {
    const t = themes("My best engineer is threatening to leave unless she gets a pay rise.");
    expect(t).toContain("retention");
    expect(t).not.toContain("behaviour");
    const freeze = themes("How do I keep my team going during a long hiring freeze?");
    expect(freeze).not.toContain("hiring");
    expect(freeze).not.toContain("selfRegulation");
    // Not cutbacks either: for a team short-handed by a freeze the corpus's coaches chose managing up and the
    // team's load, and the layoffs practices for a third of such questions.
    expect(freeze).not.toContain("layoffs");
  });

  it("letting an employee go is news to give, not the asker letting go of work; nobody wanting to work with someone is conduct", () => {
    const t = themes("I need to let go of an employee who has been here twenty years.");
    expect(t).toContain("hardNews");
    expect(t).not.toContain("overload");
    const c = themes("One of my analysts is brilliant but nobody wants to work with her.");
    expect(c).toContain("behaviour");
    expect(c).not.toContain("motivation");
  });

  it("everyday wording: hoarding the interesting work, taking money from the till, changing things without telling, credit for my work, an unfair scheme, a merger's uncertainty", () => {
    expect(themes("Our senior chef takes all the interesting work and leaves the boring tasks to the juniors.")).toContain("delegation");
    expect(themes("I caught a barista taking money from the till.")).toContain("misconduct");
    expect(themes("Our head chef keeps changing the menu without telling the waiters.")).toContain("communication");
    const credit = themes("A colleague from another team keeps taking credit for my work.");
    expect(credit).toContain("presence");
    expect(credit).not.toContain("recognition");
    expect(themes("My team thinks the new commission scheme is unfair.")).toEqual(expect.arrayContaining(["trust", "change"]));
    const merger = themes("How do I lead my team through a merger when I don't know the outcome myself?");
    expect(merger).toContain("change");
    expect(merger).not.toContain("teamNorms");
  });

  it("a capitalised method after 'adopt' is no person", () => {
    expect(readQuestion("Half my team wants to adopt Kanban and the other half hates it.").people).not.toBe("Kanban");
  });

  it("everyday wording: working nights and a backlog, changing targets without asking, an outage, not the same since, double-booking, cutting costs, not feeling recognised", () => {
    expect(themes("Since we won the contract everyone is working nights and the backlog keeps growing.")).toContain("burnout");
    expect(themes("The day manager keeps changing my team's targets without asking me, and my drivers are fed up.")).toContain("decisions");
    expect(themes("Our release took down the booking site for an hour and the developer responsible hasn't been the same since.")).toEqual(
      expect.arrayContaining(["crisis", "personal"]),
    );
    expect(themes("The receptionists keep double-booking rooms and the trainers are losing patience.")).toContain("performance");
    expect(themes("I've been asked to cut 15% of the warehouse's costs without cutting jobs.")).toContain("goals");
    expect(themes("My team said in the staff survey that they don't feel recognised.")).toContain("recognition");
  });

  it("a team growing is scaling, a backlog growing is not; a team sceptical of me is trust, not resistance to a change", () => {
    expect(themes("Our support backlog doubled after the launch.")).not.toContain("scaling");
    expect(themes("Our team doubled this year and I have eleven direct reports.")).toContain("scaling");
    const t = themes("I took over the project from a manager who left and the team is sceptical of me.");
    expect(t).toContain("trust");
    expect(t).not.toContain("resistance");
  });

  it("getting the job one's close colleague wanted makes them a former peer; the founder is the boss unless the asker is the founder", () => {
    expect(themes("My deputy and I used to be close, but since I got the job she avoids me.")).toEqual(expect.arrayContaining(["newRole", "formerPeers", "trust"]));
    expect(readQuestion("Our founder micromanages everything and nobody decides anything.").counterpart).toBe("boss");
    expect(readQuestion("I'm the founder and my leads wait for me on every decision.").counterpart).not.toBe("boss");
  });

  it("one person's single mistake is a failure to learn from; only repeated errors are performance", async () => {
    const once = themes("A junior analyst made a mistake that deleted a client's data and he's terrified.");
    expect(once).toContain("failureLearning");
    expect(once).not.toContain("performance");
    expect(await ids("A junior analyst made a mistake that deleted a client's data and he's terrified.")).toContain("blameless-retrospectives");
    expect(themes("My bookkeeper makes errors in every single payroll run.")).toContain("performance");
  });

  it("'doesn't have a problem with workload' is a denial; they just don't talk to each other is a conflict", async () => {
    const q = "My team doesn't have a problem with workload, they just don't talk to each other.";
    expect(themes(q)).toContain("conflict");
    expect(await ids(q)).not.toContain("burnout-recovery");
  });

  it("everyday wording: feeling stuck, bypassing my manager, cc'ing me, complaints about a teacher, pilots as people, the worst performer, a stand-up turned into a session", () => {
    expect(themes("My best barista feels stuck and wants to learn more.")).toContain("career");
    expect(themes("My manager's boss keeps bypassing her and giving me direct instructions.")).toContain("overHead");
    expect(themes("How do I get my team to stop cc'ing me on everything?")).toContain("communication");
    expect(themes("Parents complain about one of my teachers every week.")).toContain("feedback");
    const air = themes("Our pilots and cabin crew don't trust each other.");
    expect(air).not.toContain("change");
    expect(air).toContain("conflict");
    expect(themes("My brother works for me and he's the worst performer on the team.")).toEqual(expect.arrayContaining(["performance", "personal"]));
    expect(themes("Our stand-up has turned into a 40-minute problem-solving session.")).toContain("meetings");
  });

  it("who it is with is read from what was not denied: 'a peer who isn't my report' is a peer", () => {
    expect(readQuestion("How do I give feedback to a peer who isn't my report?").counterpart).toBe("peer");
  });

  it("everyday wording: never finishing anything, questioning my authority, unionising, personal calls at work, job security, barely speaking, a single point of failure, the last to know", () => {
    expect(themes("We work hard but never seem to finish anything.")).toContain("goals");
    expect(themes("One of my supervisors questions my authority in front of others.")).toContain("behaviour");
    expect(themes("My warehouse staff want to unionise.")).toContain("trust");
    const calls = themes("My assistant keeps making personal calls during work hours.");
    expect(calls).toContain("performance");
    expect(calls).not.toContain("personal");
    expect(themes("We've just been acquired and nobody knows if their job is safe.")).toContain("layoffs");
    expect(themes("One of my remote designers barely speaks in our calls.")).toContain("speakingUp");
    expect(themes("Each of my engineers is a specialist and nobody can cover for anyone else.")).toContain("delegation");
    expect(themes("I'm always the last to know about changes in my own department.")).toContain("communication");
  });

  it("everyday wording: rushing, people having left, a new owner, margins, unexplained briefs, rules not followed, hanging up on customers, gates left open, drinking at lunch, changing the brief", async () => {
    expect(themes("Our lab technicians keep contaminating samples because they rush.")).toContain("performance");
    expect(themes("Since the new owner arrived, three of my best bakers have left.")).toEqual(expect.arrayContaining(["change", "retention"]));
    expect(themes("My sales team hits its targets by discounting and our margins are collapsing.")).toContain("goals");
    expect(themes("The junior lawyers say the partners never explain what they want.")).toContain("communication");
    expect(await ids("The junior lawyers say the partners never explain what they want.")).not.toContain("remote-team-rhythms");
    expect(themes("I need my coaches to follow the new safeguarding rules.")).toContain("accountability");
    expect(themes("Two of our call handlers hang up on difficult customers.")).toContain("behaviour");
    expect(themes("My farm hands leave the gates open and the sheep get out.")).toContain("accountability");
    expect(themes("I'm worried my shift lead is drinking at lunch.")).toContain("misconduct");
    expect(themes("The partners keep changing the brief a week before the deadline.")).toContain("decisions");
  });

  it("escalating every small problem to the asker is dependence, not going over a head; the asker's manager resigning is a stand-in, not retention", () => {
    const t = themes("How do I stop my team from escalating every small problem to me?");
    expect(t).toContain("coachingAsk");
    expect(t).not.toContain("overHead");
    const r = themes("Our clinic manager resigned suddenly and I've been told to run two clinics until they find someone.");
    expect(r).toContain("newRole");
    expect(r).not.toContain("retention");
    expect(r).not.toContain("career");
  });

  it("everyday wording: leaving early, different ideas, doing her own thing, wanting my job, becoming a manager, tools nobody uses", () => {
    expect(themes("One of my paralegals has started leaving early every day without saying anything.")).toContain("performance");
    expect(themes("The vets and the nurses have different ideas about who talks to owners about costs.")).toContain("teamNorms");
    expect(themes("I became a store manager in March. The assistant manager, who wanted my job, does her own thing.")).toEqual(
      expect.arrayContaining(["newRole", "trust", "accountability"]),
    );
    expect(themes("Our analysts build dashboards nobody uses.")).toContain("change");
  });

  it("everyday wording: the rest just follow, old teammates, abuse from the public, the asker terrified, finishing, one-to-ones, different styles, a co-manager", () => {
    expect(themes("Our best ideas come from one person and the rest just follow.")).toContain("speakingUp");
    expect(themes("I'm a new team lead and my old teammates still complain to me about the manager.")).toContain("formerPeers");
    expect(themes("Our receptionists keep getting abused by patients' relatives.")).toContain("burnout");
    expect(themes("I have to present our results to the board and I'm terrified.")).not.toContain("speakingUp");
    expect(themes("My team is great at starting projects but terrible at finishing them.")).toContain("goals");
    expect(themes("How do I make our weekly one-to-ones less of a status report?")).toContain("oneOnOnes");
    const co = readQuestion("My co-manager and I have completely different styles and the team is confused.");
    expect(co.counterpart).toBe("peer");
    expect(co.themes.map((t) => t.theme)).toContain("teamNorms");
  });

  it("the asker not listening is the team not being heard; a younger boss giving direction is the boss, not strategy; 'one of my managers' is a report", () => {
    expect(themes("My team says I never listen to their ideas.")).toContain("speakingUp");
    const boss = themes("My new boss is much younger than me and I find it hard to take direction from her.");
    expect(boss).toContain("boss");
    expect(boss).not.toContain("strategy");
    expect(themes("One of my managers is lovely but never gives anyone bad news.")).not.toContain("boss");
  });

  it("everyday wording: two departments, avoiding bad news, choosing who works a holiday, nobody agreeing, what good looks like, handling time, a new regulation", () => {
    expect(themes("How do I get two departments to share data when both heads refuse?")).toContain("influence");
    expect(themes("One of my supervisors never gives anyone bad news.")).toContain("feedback");
    const xmas = readQuestion("The shop is understaffed over Christmas and I have to decide who works Christmas Day.");
    expect(xmas.people).toBeNull();
    expect(xmas.themes.map((t) => t.theme)).toContain("decisions");
    expect(themes("Our project has people from five countries and nobody agrees on the dates.")).toEqual(expect.arrayContaining(["conflict", "remote"]));
    expect(themes("I don't think my team knows what good looks like.")).toContain("performance");
    expect(themes("Our agents' average handling time keeps going up.")).toContain("performance");
    expect(themes("A new regulation means we need to change how the whole team works by March.")).toContain("change");
  });
});

