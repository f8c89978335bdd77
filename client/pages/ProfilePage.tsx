import { Badge, Card, Heading, HStack, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { Button } from "../components/ui/button.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { zChangePassword, zProfileUpdate } from "../../shared/schemas/users.js";
import { TextField } from "../components/TextField.js";
import { notify } from "../components/toaster.js";
import { date } from "../features/admin/common.js";
import { CURRENT_USER_KEY, errorMessage } from "../features/auth/useAuth.js";
import { useZodForm } from "../features/auth/useZodForm.js";
import { InviteDialog } from "../features/referrals/InviteDialog.js";
import { ApiKeysCard } from "../features/account/ApiKeysCard.js";
import { useTRPC } from "../trpc.js";
import { DataTable } from "../components/DataTable.js";
import { formatCents } from "../../shared/money.js";

function ProfileForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const profile = useQuery({ ...trpc.users.profile.queryOptions(), staleTime: 0 });
  const form = useZodForm(zProfileUpdate, { firstName: "", lastName: "", username: "" as string | null, billingName: "" as string | null | undefined });
  const { setField } = form;
  useEffect(() => {
    if (!profile.data) return;
    setField("firstName", profile.data.firstName);
    setField("lastName", profile.data.lastName);
    setField("username", profile.data.username ?? "");
    setField("billingName", profile.data.billingName ?? "");
  }, [profile.data, setField]);
  const save = useMutation(
    trpc.users.updateProfile.mutationOptions({
      onSuccess: (p) => {
        notify("success", "Profile updated");
        queryClient.setQueryData(trpc.users.profile.queryKey(), p);
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      },
      onError: (err) => notify("error", "Profile update failed", errorMessage(err) ?? "Something went wrong. Please try again."),
    }),
  );
  return (
    <Card.Root>
      <Card.Body>
        <Heading size="md" mb="4">
          Personal details
        </Heading>
        <form
          noValidate
          aria-label="Profile form"
          onSubmit={(e) => {
            e.preventDefault();
            const input = form.submit();
            if (input) save.mutate(input);
          }}
        >
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              {profile.data?.email}
              {profile.data?.referredBy && ` · invited by ${profile.data.referredBy}`}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField label="First name" name="firstName" value={form.values.firstName} onChange={(v) => form.setField("firstName", v)} error={form.errors.firstName} />
              <TextField label="Last name" name="lastName" value={form.values.lastName} onChange={(v) => form.setField("lastName", v)} error={form.errors.lastName} />
            </SimpleGrid>
            <TextField label="Username" name="username" value={form.values.username ?? ""} onChange={(v) => form.setField("username", v)} error={form.errors.username} placeholder="optional" />
            <TextField
              label="Billing name"
              name="billingName"
              value={form.values.billingName ?? ""}
              onChange={(v) => form.setField("billingName", v)}
              error={form.errors.billingName}
              placeholder={profile.data ? `${profile.data.firstName} ${profile.data.lastName}` : "optional"}
            />
            <Text fontSize="xs" color="fg.muted" mt="-2">
              Printed on invoices issued from now on (e.g. your company); empty uses your name.
            </Text>
            <Button variant="primary" type="submit" alignSelf="flex-start" loading={save.isPending} disabled={!profile.data}>
              Save profile
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function PasswordForm() {
  const trpc = useTRPC();
  const form = useZodForm(zChangePassword, { currentPassword: "", newPassword: "" });
  const change = useMutation(
    trpc.users.changePassword.mutationOptions({
      onSuccess: () => {
        notify("success", "Password changed", "Your other sessions were signed out.");
        form.reset();
      },
      onError: (err) => notify("error", "Password change failed", errorMessage(err) ?? "Something went wrong. Please try again."),
    }),
  );
  return (
    <Card.Root>
      <Card.Body>
        <Heading size="md" mb="4">
          Password
        </Heading>
        <form
          noValidate
          aria-label="Change password form"
          onSubmit={(e) => {
            e.preventDefault();
            const input = form.submit();
            if (input) change.mutate(input);
          }}
        >
          <Stack gap="4">
            <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" value={form.values.currentPassword} onChange={(v) => form.setField("currentPassword", v)} error={form.errors.currentPassword} />
            <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" value={form.values.newPassword} onChange={(v) => form.setField("newPassword", v)} error={form.errors.newPassword} />
            <Button type="submit" variant="secondary" alignSelf="flex-start" loading={change.isPending}>
              Change password
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function Referrals() {
  const trpc = useTRPC();
  const [inviteOpen, setInviteOpen] = useState(false);
  const q = useQuery({ ...trpc.referrals.summary.queryOptions(), staleTime: 0 });
  const s = q.data;
  return (
    <Card.Root>
      <Card.Body>
        <HStack justify="space-between" mb="4" wrap="wrap">
          <Heading size="md">Referrals</Heading>
          <Button variant="primary" size="sm" onClick={() => setInviteOpen(true)}>
            Invite friends
          </Button>
        </HStack>
        {s && (
          <Text fontSize="sm" color="fg.muted" mb="4">
            Earn {s.sharePercent}% of the platform's fee whenever a friend you invited pays a professional mentor.
          </Text>
        )}
        {s && (
          <Stack gap="5">
            <SimpleGrid columns={3} gap="4">
              <Stack gap="0">
                <Text fontSize="sm" color="fg.muted">
                  Invitations
                </Text>
                <Text fontSize="2xl" fontWeight="bold" data-testid="referrals-invited">
                  {s.invitedCount}
                </Text>
              </Stack>
              <Stack gap="0">
                <Text fontSize="sm" color="fg.muted">
                  Sign-ups
                </Text>
                <Text fontSize="2xl" fontWeight="bold" data-testid="referrals-signups">
                  {s.signUps}
                </Text>
              </Stack>
              <Stack gap="0">
                <Text fontSize="sm" color="fg.muted">
                  Earnings
                </Text>
                <Text fontSize="2xl" fontWeight="bold" data-testid="referrals-earnings">
                  {formatCents(s.earningsTotal)}
                </Text>
              </Stack>
            </SimpleGrid>
            {s.invitations.length > 0 && (
              <DataTable headers={["Friend", "Code", "Invited", "Status"]}>
                  {s.invitations.map((i) => (
                    <Table.Row key={i.id}>
                      <Table.Cell>
                        {i.name}
                        <Text fontSize="xs" color="fg.muted">
                          {i.email}
                        </Text>
                      </Table.Cell>
                      <Table.Cell fontFamily="mono">{i.referralCode}</Table.Cell>
                      <Table.Cell>{date(i.invitedAt)}</Table.Cell>
                      <Table.Cell>{i.status === "joined" ? <Badge colorPalette="success">Joined</Badge> : <Badge>Invited</Badge>}</Table.Cell>
                    </Table.Row>
                  ))}
                </DataTable>
            )}
            {s.ledger.length > 0 && (
              <Stack gap="1">
                <Text fontWeight="semibold">Earnings ledger</Text>
                {s.ledger.map((r) => (
                  <Text key={r.id} fontSize="sm">
                    {date(r.createdAt)} · {r.kind === "reward" ? `Reward for ${r.invitee}'s mentor payment` : `Reversal (refund of ${r.invitee}'s payment)`} · {formatCents(r.amount)}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Card.Body>
      <InviteDialog open={inviteOpen} onClose={() => setInviteOpen(false)} />
    </Card.Root>
  );
}

export default function ProfilePage() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        My Profile
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <ProfileForm />
        <PasswordForm />
      </SimpleGrid>
      <Referrals />
      <ApiKeysCard />
    </Stack>
  );
}
