// The built-in engine reads who does what (issue 14 item 1): a theme about the asker's own state or role
// is read as someone else's when another person does it, and conduct as the asker's own reactions when
// the asker does it; everyday wording (synonyms, plain descriptions) reads as its theme; a situation
// about one person or about a group damps practices meant for the other; and a catch-all practice that
// fits many themes weakly does not outrank the textbook answer to the main one.
import { describe, expect, it } from "vitest";
import { adviseBuiltin, rankPractices } from "../../server/providers/advice/builtin.js";
import { readQuestion } from "../../server/providers/advice/reading.js";

const ids = async (q: string) => (await adviseBuiltin(q)).options.map((o) => o.practiceId);
const themes = (q: string) => readQuestion(q).themes.map((t) => t.theme);
const scoreOf = async (q: string, id: string) => (await rankPractices(q)).find((r) => r.practice.id === id)?.score ?? 0;

describe("built-in engine: who does it", () => {
  it("a report who wants a promotion is a career question, the asker's promotion a new role", async () => {
    expect(themes("My direct report wants to be promoted to senior but she isn't there yet.")).toContain("career");
    expect(themes("My direct report wants to be promoted to senior but she isn't there yet.")).not.toContain("newRole");
    expect(await ids("My direct report wants to be promoted to senior but she isn't there yet.")).not.toContain("first-90-days");
    expect(themes("I was just promoted to lead the team I worked in for years.")).toContain("newRole");
  });

  it("someone else snapping is conduct to address; the asker snapping is their own reactions", async () => {
    const other = "One of the agency nurses snaps at patients' families.";
    expect(themes(other)).toContain("behaviour");
    expect(themes(other)).not.toContain("selfRegulation");
    expect(await ids(other)).toContain("address-disruptive-behaviour");
    expect(await ids(other)).not.toContain("emotional-regulation");
    const self = "I snap at my team when I'm stressed and feel awful afterwards.";
    expect(themes(self)).toContain("selfRegulation");
    expect(themes(self)).not.toContain("behaviour");
    expect(await ids(self)).toContain("emotional-regulation");
    expect(await ids(self)).not.toContain("address-disruptive-behaviour");
  });

  it("'on my team' is no subject: a high performer who is rude is conduct, not the asker's temper", () => {
    expect(themes("A high performer on my team is rude and dismissive to junior colleagues.")).toContain("behaviour");
    expect(themes("A high performer on my team is rude and dismissive to junior colleagues.")).not.toContain("selfRegulation");
  });
});

describe("built-in engine: everyday wording", () => {
  it("reads a situation named without its theme's keyword", async () => {
    expect(themes("A long-serving engineer made a racist joke in the team chat.")).toContain("behaviour");
    expect((await ids("A long-serving engineer made a racist joke in the team chat."))[0]).toBe("address-disruptive-behaviour");
    expect(themes("Our warehouse pickers keep ignoring the new scanning process and going back to paper lists.")).toContain("change");
    expect(themes("The call centre has lost seven agents in two months.")).toContain("retention");
    expect(themes("Every Monday our planning call runs two hours and half the people have cameras off.")).toEqual(expect.arrayContaining(["meetings", "speakingUp"]));
  });

  it("reads 'leave' and 'weekend' only in their job senses, and 'direct report' alone as no overload", () => {
    expect(themes("Our two pharmacists on the weekend rota leave notes for each other instead of talking.")).not.toContain("retention");
    expect(themes("Our two pharmacists on the weekend rota leave notes for each other instead of talking.")).not.toContain("burnout");
    expect(themes("I'm covering for my manager while she's on maternity leave.")).not.toContain("retention");
    expect(themes("One of my best engineers is thinking of leaving.")).toContain("retention");
    expect(themes("My team is working weekends to hit the launch.")).toContain("burnout");
    expect(themes("My direct report wants more responsibility.")).not.toContain("overload");
  });
});

describe("built-in engine: one person or a group", () => {
  it("reads whether the situation is about one person or a group", () => {
    expect(readQuestion("One of them, Dave, keeps turning up 20 minutes late.").scope).toBe("one");
    expect(readQuestion("The call centre has lost seven agents in two months.").scope).toBe("group");
  });

  it("additionalContext says whether it was read as one person or a group", async () => {
    expect((await adviseBuiltin("I run a small bakery with six staff. One of them, Dave, keeps turning up 20 minutes late.")).additionalContext).toContain("It is about one person (Dave)");
    expect((await adviseBuiltin("The call centre has lost seven agents in two months.")).additionalContext).toContain("It is about a group rather than one person");
  });

  it("a team practice scores lower for one person than for the team, and a one-person practice lower for a group", async () => {
    expect(await scoreOf("Gwen refuses to use the new rota system.", "communicate-vision")).toBeLessThan(await scoreOf("The nurses refuse to use the new rota system.", "communicate-vision"));
    expect(await scoreOf("Gwen refuses to use the new rota system.", "resistance-to-change")).toBeGreaterThan(0);
    expect(await scoreOf("Seven of our engineers have resigned this year.", "stretch-top-performers")).toBeLessThan(await scoreOf("One of my engineers has resigned this year.", "stretch-top-performers"));
  });

  it("a catch-all practice does not outrank the textbook answer to the main theme", async () => {
    const q = "Dave keeps turning up 20 minutes late and the others resent covering for him.";
    expect((await ids(q))[0]).toBe("clear-expectations");
    expect(await ids(q)).toContain("sbi-feedback");
  });
});

describe("built-in engine: the specifics the asker gave", () => {
  it("starts every approach's first step from the reading's evidence, in the asker's words", async () => {
    const q = "One of my best performers told me she is bored and thinking of leaving. How do I keep her?";
    expect(readQuestion(q).event).toBe("“bored” and “thinking of leaving”");
    expect(readQuestion(q).people).toBe("your best performer");
    for (const o of (await adviseBuiltin(q)).options) expect(o.steps[0]).toContain("Start from the specifics you gave: “bored” and “thinking of leaving”.");
  });

  it("quotes only words the reading recognised, never other words of the question (an answer can be saved)", async () => {
    for (const q of ["My team lead zqxvut keeps missing deadlines.", "My team lead keeps missing zqxvut deadlines and is rude.", "Zqxvut and Dana argue about the zqxvut rewrite."]) {
      const event = readQuestion(q).event ?? "";
      expect(event).not.toMatch(/zqxvut/i);
      for (const o of (await adviseBuiltin(q)).options) expect(o.steps[0]!.split("Start from the specifics you gave:")[1] ?? "").not.toMatch(/zqxvut/i);
    }
    expect(readQuestion("How do I give negative feedback to someone who gets very defensive?").event).toBe("“defensive”");
    expect(readQuestion("help").event).toBeNull();
  });
});

describe("built-in engine: two sides telling opposite stories", () => {
  it("reads the same verb from two different sides as a conflict, without a conflict keyword", async () => {
    const q = "After a near miss on the building site, my foremen are blaming the subcontractors and the subcontractors are blaming them.";
    expect(themes(q)).toContain("conflict");
    expect(await ids(q)).toContain("mediate-team-conflict");
    expect(themes("The receptionists say the nurses look down on them, the nurses say the receptionists book patients badly.")).toContain("conflict");
    // One side only, or the asker as one of the sides, is not that.
    expect(themes("The subcontractors are blaming my foremen for the delay.")).not.toContain("conflict");
    expect(themes("I think the plan is late and I say so every week.")).not.toContain("conflict");
  });
});

describe("built-in engine: growing as a leader", () => {
  it("'become a better leader' is the asker's own growth: no 'better leader' as the people, and core management practices", async () => {
    expect(readQuestion("How do I become a better leader?").people).toBeNull();
    expect(await ids("How do I become a better leader?")).toEqual(expect.arrayContaining(["one-on-ones", "situational-leadership"]));
    expect(await ids("How do I become a better leader?")).not.toContain("leading-former-peers");
  });
});
