import { Badge, Box, CloseButton, Drawer, Field, HStack, Input, Portal, SimpleGrid, Stack, Table, Text, Textarea } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AdminPage, KeysetPager, QueryState, Select, date, dateTime, useKeysetPages } from "../../features/admin/common.js";

import { errorMessage } from "../../features/auth/useAuth.js";
import { DataTable } from "../../components/DataTable.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { formatCents } from "../../../shared/money.js";

type Filter = "all" | "admins" | "mentors" | "suspended" | "users";
const FILTERS = [
  { value: "all", label: "All users" },
  { value: "users", label: "Members only" },
  { value: "mentors", label: "Mentors" },
  { value: "admins", label: "Admins" },
  { value: "suspended", label: "Suspended" },
] as const;

function RoleBadges({ u }: { u: { isAdmin: boolean; isMainAdmin: boolean; isMentor: boolean; suspended: boolean } }) {
  return (
    <HStack gap="1">
      {u.isMainAdmin ? <Badge colorPalette="warning">Main admin</Badge> : u.isAdmin && <Badge colorPalette="warning">Admin</Badge>}
      {u.isMentor && <Badge colorPalette="info">Mentor</Badge>}
      {u.suspended && <Badge colorPalette="danger">Suspended</Badge>}
    </HStack>
  );
}

function UserDrawer({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const detail = useQuery({ ...trpc.admin.user.queryOptions({ userId: userId ?? "" }), enabled: Boolean(userId), staleTime: 0 });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.user.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.users.queryKey() });
  };
  const onError = (title: string) => (err: unknown) => notify("error", title, errorMessage(err) ?? "Something went wrong. Please try again.");
  const suspend = useMutation(trpc.admin.suspendUser.mutationOptions({ onSuccess: () => (notify("success", "User suspended", "Their sessions were ended."), setReason(""), refresh()), onError: onError("Suspension failed") }));
  const reinstate = useMutation(trpc.admin.reinstateUser.mutationOptions({ onSuccess: () => (notify("success", "User reinstated"), refresh()), onError: onError("Reinstatement failed") }));
  const mentorRole = useMutation(trpc.admin.setMentorRole.mutationOptions({ onSuccess: (_r, v) => (notify("success", v.isMentor ? "Mentor role granted" : "Mentor role revoked"), refresh()), onError: onError("Role change failed") }));
  const u = detail.data;

  return (
    <Drawer.Root open={Boolean(userId)} onOpenChange={(e) => !e.open && (setReason(""), onClose())} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{u ? `${u.firstName} ${u.lastName}` : "User"}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <QueryState isPending={detail.isPending} error={detail.error} />
              {u && (
                <Stack gap="5">
                  <Stack gap="1">
                    <Text>{u.email}</Text>
                    {u.username && <Text color="fg.muted">@{u.username}</Text>}
                    <RoleBadges u={u} />
                    <Text fontSize="sm" color="fg.muted">
                      Joined {date(u.createdAt)}
                      {u.referredBy && ` · invited by ${u.referredBy.firstName} ${u.referredBy.lastName}`}
                    </Text>
                    {u.suspended && (
                      <Text fontSize="sm" color="fg.error">
                        Suspended ({u.suspensionReason}){u.suspensionNote ? `: ${u.suspensionNote}` : ""}
                      </Text>
                    )}
                  </Stack>
                  <SimpleGrid columns={2} gap="2" fontSize="sm">
                    <Text color="fg.muted">Plan</Text>
                    <Text>
                      {u.subscription ? `${u.subscription.plan} (${u.subscription.interval}, ${u.subscription.status})` : "free"}
                    </Text>
                    <Text color="fg.muted">Advice requests this month</Text>
                    <Text>{u.usageThisMonth}</Text>
                    <Text color="fg.muted">Invitations / sign-ups</Text>
                    <Text>
                      {u.referrals.invitations} / {u.referrals.signUps}
                    </Text>
                    <Text color="fg.muted">Referral earnings</Text>
                    <Text>{formatCents(u.referrals.earnings)}</Text>
                  </SimpleGrid>

                  <Box>
                    <Text fontWeight="semibold" mb="1">
                      Payments
                    </Text>
                    {u.payments.length === 0 ? (
                      <Text fontSize="sm" color="fg.muted">
                        No payments.
                      </Text>
                    ) : (
                      u.payments.map((p) => (
                        <Text key={p.id} fontSize="sm">
                          {date(p.createdAt)} · {p.description} · {formatCents(p.amount)} · {p.status}
                        </Text>
                      ))
                    )}
                  </Box>
                  <Box>
                    <Text fontWeight="semibold" mb="1">
                      Mentorships
                    </Text>
                    {u.mentorships.length === 0 ? (
                      <Text fontSize="sm" color="fg.muted">
                        No mentorships.
                      </Text>
                    ) : (
                      u.mentorships.map((m) => (
                        <Text key={m.id} fontSize="sm">
                          {m.mentor.name} · {m.paymentFrequency} · {m.status}
                        </Text>
                      ))
                    )}
                  </Box>

                  <Stack gap="3" borderTopWidth="1px" pt="4">
                    <Text fontWeight="semibold">Actions</Text>
                    <Button size="sm" variant="secondary" loading={mentorRole.isPending} onClick={() => mentorRole.mutate({ userId: u.id, isMentor: !u.isMentor })}>
                      {u.isMentor ? "Revoke mentor role" : "Grant mentor role"}
                    </Button>
                    {u.suspended ? (
                      <Button variant="primary" size="sm" loading={reinstate.isPending} onClick={() => reinstate.mutate({ userId: u.id })}>
                        Reinstate
                      </Button>
                    ) : (
                      !u.isMainAdmin && (
                        <Stack gap="2">
                          <Field.Root>
                            <Field.Label>Reason for suspension</Field.Label>
                            <Textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} placeholder="What happened (kept in the audit log)" />
                          </Field.Root>
                          <Button variant="danger" size="sm" disabled={reason.trim().length < 3} loading={suspend.isPending} onClick={() => suspend.mutate({ userId: u.id, reason })}>
                            Suspend
                          </Button>
                        </Stack>
                      )
                    )}
                  </Stack>
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close details" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

export default function AdminUsersPage() {
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const [applied, setApplied] = useState("");
  const [filter, setFilter] = useState<Filter>("all");
  const pages = useKeysetPages();
  const [selected, setSelected] = useState<string | null>(null);
  const q = useQuery({ ...trpc.admin.users.queryOptions({ search: applied || undefined, filter, cursor: pages.cursor, pageSize: 20 }), placeholderData: keepPreviousData, staleTime: 0 });

  return (
    <AdminPage title="User Management">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(search.trim());
          pages.reset();
        }}
      >
        <HStack wrap="wrap">
          <Input size="sm" maxW="xs" placeholder="Search name, email or username" aria-label="Search users" value={search} maxLength={200} onChange={(e) => setSearch(e.target.value)} />
          <Button variant="primary" size="sm" type="submit">
            Search
          </Button>
          <Select label="Filter users" value={filter} options={FILTERS} onChange={(v) => (setFilter(v), pages.reset())} />
        </HStack>
      </form>
      <QueryState isPending={q.isPending} error={q.error} />
      {q.data && (
        <>
          <DataTable headers={["Name", "Email", "Roles", "Plan", "Joined", ""]} endColumns={[5]} interactive>
            {q.data.items.map((u) => (
              <Table.Row key={u.id}>
                <Table.Cell>
                  {u.firstName} {u.lastName}
                </Table.Cell>
                <Table.Cell>{u.email}</Table.Cell>
                <Table.Cell>
                  <RoleBadges u={u} />
                </Table.Cell>
                <Table.Cell>{u.plan}</Table.Cell>
                <Table.Cell>{dateTime(u.createdAt)}</Table.Cell>
                <Table.Cell>
                  <Button size="xs" variant="secondary" onClick={() => setSelected(u.id)} aria-label={`Details for ${u.email}`}>
                    Details
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
          <KeysetPager pages={pages} pageSize={q.data.pageSize} total={q.data.total} totalCapped={q.data.totalCapped} nextCursor={q.data.nextCursor} />
        </>
      )}
      <UserDrawer userId={selected} onClose={() => setSelected(null)} />
    </AdminPage>
  );
}
