// Issue 16 item 1: colours are named once, in client/theme.ts. Components use semantic tokens (brand.solid,
// fg.muted, bg.panel, danger…) and the button recipe's variants; this scan fails on any colour literal elsewhere.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const CLIENT = join(import.meta.dirname, "../../client");
const THEME = "theme.ts";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

// Chakra's own palettes and bare CSS colour names: a component naming one of these picks a colour by hand.
const PALETTES = "gray|red|orange|yellow|green|teal|blue|cyan|purple|pink|black|white|whiteAlpha|blackAlpha";
const COLOR_PROPS = "colorPalette|color|bg|bgColor|background|backgroundColor|borderColor|borderTopColor|borderBottomColor|borderLeftColor|borderRightColor|outlineColor|fill|stroke|stopColor|textDecorationColor|accentColor|caretColor|shadowColor|ringColor|focusRingColor|divideColor|iconColor";

/** The lines of a source text that name a colour, with the first literal on each. */
export function colourLiterals(text: string): { line: number; match: string }[] {
  const found: { line: number; match: string }[] = [];
  const patterns = [
    /#[0-9a-fA-F]{3,8}\b(?![\w-])/g, // hex
    /\b(?:rgba?|hsla?|oklch|hwb)\(/g, // functional colours
    // a palette literal given to a colour prop: color="blue.500", bg: "white", colorPalette={x ? "red" : "green"}
    // a bare palette name as a value anywhere (status → palette maps): { paid: "green" }
    new RegExp(`["'\`](?:${PALETTES})(?:\\.\\d{2,3})?["'\`]`, "g"),
    new RegExp(`\\b(?:${COLOR_PROPS})\\s*[=:]\\s*\\{?[^\\n;]*?["'\`](?:${PALETTES})(?:\\.\\d{2,3}|\\.(?:solid|fg|muted|subtle|emphasized|contrast|focusRing))?(?:/\\d+)?["'\`]`, "g"),
  ];
  const lines = text.split("\n");
  lines.forEach((l, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(l)) return; // comments
    const hit = patterns.map((re) => l.match(re)?.[0]).find(Boolean);
    if (hit) found.push({ line: i + 1, match: hit }); // one finding per line
  });
  return found;
}

describe("design tokens (issue 16)", () => {
  it("the scan catches each kind of literal (and passes semantic tokens)", () => {
    expect(colourLiterals(`<Box bg="white" />`)).toHaveLength(1);
    expect(colourLiterals(`<Text color="blue.500">`)).toHaveLength(1);
    expect(colourLiterals(`<Badge colorPalette="teal">`)).toHaveLength(1);
    expect(colourLiterals(`<Circle bg={x ? "yellow.400" : "cyan.400"} />`)).toHaveLength(1);
    expect(colourLiterals(`<Bar fill="#3182ce" />`)).toHaveLength(1);
    expect(colourLiterals(`style={{ color: "rgb(0, 0, 0)" }}`)).toHaveLength(1);
    expect(colourLiterals(`const STATUS = { paid: "green", failed: "red" };`)).toHaveLength(1);
    expect(colourLiterals(`<Text color="fg.muted" bg="bg.panel" borderColor="border" />`)).toHaveLength(0);
    expect(colourLiterals(`<Badge colorPalette="brand"> <Badge colorPalette="danger">`)).toHaveLength(0);
    expect(colourLiterals(`<Bar fill="var(--chakra-colors-chart-primary)" />`)).toHaveLength(0);
  });

  it("no file in client/ but the theme names a colour", () => {
    const offenders = sources(CLIENT)
      .filter((p) => relative(CLIENT, p) !== THEME)
      .flatMap((p) => colourLiterals(readFileSync(p, "utf8")).map((f) => `${relative(CLIENT, p)}:${f.line} ${f.match}`));
    expect(offenders).toEqual([]);
  });

  it("every button goes through the one button recipe (client/components/ui/button.tsx)", () => {
    const offenders = sources(CLIENT)
      .filter((p) => !p.endsWith(join("components", "ui", "button.tsx")))
      .filter((p) => /import \{[^}]*\b(Button|IconButton)\b[^}]*\} from "@chakra-ui\/react"/.test(readFileSync(p, "utf8")))
      .map((p) => relative(CLIENT, p));
    expect(offenders).toEqual([]);
  });
});
