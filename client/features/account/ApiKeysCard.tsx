// My Profile → API keys: create a named key (its secret is shown once, with a Copy button), see the
// active keys (prefix, last four, created, last used) and revoke one after confirming.
import { Box, Card, Code, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { ConfirmDialog } from "../../components/ConfirmDialog.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { zCreateApiKeyInput } from "../../../shared/schemas/api-keys.js";
import type { RouterOutputs } from "../../../shared/api.js";
import { TextField } from "../../components/TextField.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { dateTime } from "../admin/common.js";
import { errorMessage } from "../auth/useAuth.js";
import { useZodForm } from "../auth/useZodForm.js";

type CreatedKey = RouterOutputs["apiKeys"]["create"];
type KeySummary = RouterOutputs["apiKeys"]["list"]["keys"][number];

function NewKeyNotice({ created, onDone }: { created: CreatedKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
      notify("success", "API key copied");
    } catch {
      notify("error", "Copy failed", "Select the key and copy it by hand.");
    }
  };
  return (
    <Box borderWidth="1px" borderColor="success.muted" bg="success.subtle" rounded="md" p="4" role="status" aria-label="New API key">
      <Stack gap="3">
        <Text fontWeight="semibold">Your new key “{created.name}”</Text>
        <Text fontSize="sm">Copy it now: it is shown only this once. Anyone with this key can act as you.</Text>
        <Code data-testid="new-api-key" p="2" wordBreak="break-all" userSelect="all" fontSize="sm">
          {created.key}
        </Code>
        <HStack>
          <Button variant="primary" size="sm" onClick={() => void copy()}>
            {copied ? "Copied" : "Copy key"}
          </Button>
          <Button size="sm" variant="secondary" onClick={onDone}>
            Done
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

export function ApiKeysCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keys = useQuery({ ...trpc.apiKeys.list.queryOptions(), staleTime: 0 });
  const form = useZodForm(zCreateApiKeyInput, { name: "" });
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [toRevoke, setToRevoke] = useState<KeySummary | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });
  const create = useMutation(
    trpc.apiKeys.create.mutationOptions({
      onSuccess: (key) => {
        setCreated(key);
        form.reset();
        void refresh();
      },
      onError: (err) => notify("error", "Could not create the key", errorMessage(err) ?? "Something went wrong. Please try again."),
    }),
  );
  const revoke = useMutation(
    trpc.apiKeys.revoke.mutationOptions({
      onSuccess: () => {
        notify("success", "API key revoked");
        setToRevoke(null);
        void refresh();
      },
      onError: (err) => notify("error", "Could not revoke the key", errorMessage(err) ?? "Something went wrong. Please try again."),
    }),
  );

  return (
    <Card.Root>
      <Card.Body>
        <Heading size="md" mb="2">
          API keys
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="4">
          Keys let your own scripts and tools call LeadOne as you (send <Code>Authorization: Bearer &lt;key&gt;</Code>). See the API reference at{" "}
          <a href="/api/docs" style={{ textDecoration: "underline" }}>
            /api/docs
          </a>
          .
        </Text>
        <Stack gap="5">
          {created && <NewKeyNotice created={created} onDone={() => setCreated(null)} />}
          <form
            noValidate
            aria-label="Create API key form"
            onSubmit={(e) => {
              e.preventDefault();
              const input = form.submit();
              if (input) create.mutate(input);
            }}
          >
            <Stack direction={{ base: "column", sm: "row" }} align={{ base: "stretch", sm: "flex-end" }} gap="3">
              <Box flex="1">
                <TextField label="Key name" name="apiKeyName" value={form.values.name} onChange={(v) => form.setField("name", v)} error={form.errors.name} placeholder="e.g. Reporting script" />
              </Box>
              <Button variant="primary" type="submit" loading={create.isPending}>
                Create key
              </Button>
            </Stack>
          </form>
          {keys.data && keys.data.keys.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              You have no API keys.
            </Text>
          )}
          {keys.data && keys.data.keys.length > 0 && (
            <Stack gap="0" as="ul" aria-label="Your API keys" listStyleType="none">
              {keys.data.keys.map((k) => (
                <HStack as="li" key={k.id} justify="space-between" wrap="wrap" gap="3" py="3" borderTopWidth="1px" data-testid="api-key-row">
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium">{k.name}</Text>
                    <Text fontFamily="mono" fontSize="sm">
                      {k.prefix}…{k.last4}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      Created {dateTime(k.createdAt)} · {k.lastUsedAt ? `Last used ${dateTime(k.lastUsedAt)}` : "Never used"}
                    </Text>
                  </Stack>
                  <Button size="sm" variant="danger" onClick={() => setToRevoke(k)} aria-label={`Revoke ${k.name}`}>
                    Revoke
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog open={toRevoke !== null} onCancel={() => setToRevoke(null)} onConfirm={() => toRevoke && revoke.mutate({ id: toRevoke.id })} title="Revoke this API key?" confirmLabel="Revoke key" loading={revoke.isPending}>
        <Text>
          {toRevoke?.name} ({toRevoke?.prefix}…{toRevoke?.last4})
        </Text>
        <Text fontSize="sm" color="fg.muted" mt="2">
          Tools using it stop working at once. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </Card.Root>
  );
}
