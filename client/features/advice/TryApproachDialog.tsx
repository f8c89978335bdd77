// "Try this approach": the approach's steps as a checklist to work through.
import { Checkbox, Progress, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { SimpleDialog } from "../../components/SimpleDialog.js";

export function TryApproachDialog({ open, onClose, title, steps }: { open: boolean; onClose: () => void; title: string; steps: string[] }) {
  const [done, setDone] = useState<boolean[]>(() => steps.map(() => false));
  useEffect(() => {
    if (open) setDone(steps.map(() => false));
  }, [open, steps]);
  const count = done.filter(Boolean).length;
  return (
    <SimpleDialog open={open} onClose={onClose} title="Try this approach" size="lg" scrollBehavior="inside">
      <Stack gap="4">
        <Text fontWeight="semibold">{title}</Text>
        <Progress.Root value={steps.length ? (100 * count) / steps.length : 0} size="sm" colorPalette="brand" aria-label="Steps done">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" color="fg.muted">
          {count} of {steps.length} steps done
        </Text>
        <Stack gap="3" as="ul" listStyleType="none">
          {steps.map((step, i) => (
            <li key={i}>
              <Checkbox.Root
                checked={done[i] ?? false}
                onCheckedChange={(e) => setDone((d) => d.map((x, j) => (j === i ? e.checked === true : x)))}
                alignItems="flex-start"
                colorPalette="brand"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label fontWeight="normal" textDecoration={done[i] ? "line-through" : undefined} color={done[i] ? "fg.muted" : undefined}>
                  {step}
                </Checkbox.Label>
              </Checkbox.Root>
            </li>
          ))}
        </Stack>
        {count === steps.length && steps.length > 0 && <Text color="green.600" fontWeight="medium">All steps done. Note what worked and what you would change next time.</Text>}
      </Stack>
    </SimpleDialog>
  );
}
