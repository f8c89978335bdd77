import { Box, Clipboard, Code, HStack, Input, List, Stack, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { INVITE_TEXTS, zInvitationInput } from "../../../shared/schemas/referrals.js";
import { SimpleDialog } from "../../components/SimpleDialog.js";
import { TextField } from "../../components/TextField.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { errorMessage } from "../auth/useAuth.js";
import { useZodForm } from "../auth/useZodForm.js";

const EMPTY = { inviteeFirstName: "", inviteeLastName: "", inviteeEmail: "", inviteePhone: "" };

/** SPEC §2 Invite dialog: the form, then the referral code with Copy and a 3-step explanation. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useZodForm(zInvitationInput, EMPTY);
  const [sent, setSent] = useState<{ code: string; link: string } | null>(null);
  const code = sent?.code ?? null;
  const invite = useMutation(trpc.referrals.invite.mutationOptions());
  // The share an inviter earns is an operator setting; the texts name the current one.
  const sharePercent = useQuery({ ...trpc.referrals.summary.queryOptions(), enabled: open }).data?.sharePercent;

  // Closing resets the form and clears the code.
  const { reset } = form;
  const { reset: resetMutation } = invite;
  useEffect(() => {
    if (!open) {
      reset();
      resetMutation();
      setSent(null);
    }
  }, [open, reset, resetMutation]);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = form.submit();
    if (!input) return;
    invite.mutate(input, {
      onSuccess: (res) => {
        setSent({ code: res.referralCode, link: res.inviteUrl });
        notify("success", INVITE_TEXTS.sent);
        void queryClient.invalidateQueries({ queryKey: trpc.referrals.summary.queryKey() });
      },
      onError: (err) => notify("error", INVITE_TEXTS.failed, errorMessage(err) ?? INVITE_TEXTS.failedFallback),
    });
  };

  return (
    <SimpleDialog open={open} onClose={onClose} title="Invite friends" size="md">
      {!code ? (
        <form onSubmit={onSubmit} noValidate aria-label="Invite a friend form">
          <Stack gap="4">
            {sharePercent !== undefined && (
              <Text color="fg.muted" fontSize="sm">
                Invite a friend to LeadOne. When they subscribe to and pay a professional mentor, you earn {sharePercent}% of the platform's fee.
              </Text>
            )}
            <Stack direction={{ base: "column", sm: "row" }} gap="4">
              <TextField label="First name" name="inviteeFirstName" autoComplete="off" value={form.values.inviteeFirstName} onChange={(v) => form.setField("inviteeFirstName", v)} error={form.errors.inviteeFirstName} />
              <TextField label="Last name" name="inviteeLastName" autoComplete="off" value={form.values.inviteeLastName} onChange={(v) => form.setField("inviteeLastName", v)} error={form.errors.inviteeLastName} />
            </Stack>
            <TextField label="Email" name="inviteeEmail" type="email" autoComplete="off" value={form.values.inviteeEmail} onChange={(v) => form.setField("inviteeEmail", v)} error={form.errors.inviteeEmail} />
            <TextField label="Phone" name="inviteePhone" autoComplete="off" value={form.values.inviteePhone} onChange={(v) => form.setField("inviteePhone", v)} error={form.errors.inviteePhone} />
            <Button variant="primary" type="submit" loading={invite.isPending} loadingText="Sending...">
              Send Invitation
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="5">
          <Box>
            <Text fontWeight="medium" mb="2">
              Your referral code
            </Text>
            <Code fontSize="xl" px="3" py="2" letterSpacing="widest" data-testid="referral-code">
              {code}
            </Code>
            <Text fontWeight="medium" mt="4" mb="2">
              Invitation link
            </Text>
            {/* Copy copies the whole link (it pre-fills the code on sign-up), ready to paste anywhere. */}
            <HStack align="stretch">
              <Input readOnly value={sent?.link ?? ""} aria-label="Invitation link" fontSize="sm" onFocus={(e) => e.currentTarget.select()} data-testid="invite-link" />
              <Clipboard.Root value={sent?.link ?? ""} onStatusChange={(d) => d.copied && notify("success", INVITE_TEXTS.copied)}>
                <Clipboard.Trigger asChild>
                  <Button variant="secondary" size="md">
                    <Clipboard.Indicator />
                    Copy
                  </Button>
                </Clipboard.Trigger>
              </Clipboard.Root>
            </HStack>
          </Box>
          <Box>
            <Text fontWeight="medium" mb="2">
              How it works
            </Text>
            <List.Root as="ol" gap="2" ps="5">
              <List.Item>We've emailed your friend an invitation with this sign-up link; you can also share the link or the code yourself.</List.Item>
              <List.Item>Your friend creates a LeadOne account with the code.</List.Item>
              <List.Item>Whenever your friend pays a professional mentor, you earn {sharePercent === undefined ? "a share" : `${sharePercent}%`} of the platform's fee — see it under My Profile.</List.Item>
            </List.Root>
          </Box>
        </Stack>
      )}
    </SimpleDialog>
  );
}
