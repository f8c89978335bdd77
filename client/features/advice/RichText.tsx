// Renders an approach's plain-text content: paragraphs (blank-line separated), "- " bulleted lists
// and "1. " numbered lists. No HTML is interpreted.
import { List, Stack, Text } from "@chakra-ui/react";

type Block = { kind: "p"; text: string } | { kind: "ul" | "ol"; items: string[] };

export function parseBlocks(content: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of content.split(/\n\s*\n/)) {
    const lines = raw.split("\n").map((l) => l.trim()).filter(Boolean);
    let para: string[] = [];
    const flush = () => {
      if (para.length) blocks.push({ kind: "p", text: para.join(" ") });
      para = [];
    };
    for (const line of lines) {
      const bullet = /^[-*•]\s+(.*)$/.exec(line);
      const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
      const kind = bullet ? "ul" : numbered ? "ol" : null;
      if (!kind) {
        para.push(line);
        continue;
      }
      flush();
      const last = blocks[blocks.length - 1];
      const text = (bullet ?? numbered)![1]!;
      if (last && last.kind === kind) last.items.push(text);
      else blocks.push({ kind, items: [text] });
    }
    flush();
  }
  return blocks;
}

export function RichText({ content }: { content: string }) {
  return (
    <Stack gap="3" fontSize="sm" lineHeight="tall">
      {parseBlocks(content).map((b, i) =>
        b.kind === "p" ? (
          <Text key={i}>{b.text}</Text>
        ) : (
          <List.Root key={i} as={b.kind} ps="5" gap="1.5" listStyleType={b.kind === "ol" ? "decimal" : "disc"}>
            {b.items.map((item, j) => (
              <List.Item key={j}>{item}</List.Item>
            ))}
          </List.Root>
        ),
      )}
    </Stack>
  );
}
