import { Badge, Box, CloseButton, DataList, Drawer, HStack, Heading, Input, Portal, Stack, Table, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { ConfirmDialog } from "../../components/ConfirmDialog.js";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AdminPage, Pager, QueryState, dateTime } from "../../features/admin/common.js";
import { errorMessage, useAuth } from "../../features/auth/useAuth.js";
import { DataTable } from "../../components/DataTable.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import type { RouterOutputs } from "../../../shared/api.js";

export default function ManageAdminsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user: me } = useAuth();
  const [search, setSearch] = useState("");
  const [applied, setApplied] = useState("");
  const [auditPage, setAuditPage] = useState(1);
  // Granting or revoking admin rights asks first; the audit row opened in the details drawer.
  const [confirm, setConfirm] = useState<{ userId: string; email: string; name: string; isAdmin: boolean } | null>(null);
  const [openEntry, setOpenEntry] = useState<string | null>(null);
  const admins = useQuery({ ...trpc.admin.admins.queryOptions(), staleTime: 0 });
  const candidates = useQuery({ ...trpc.admin.users.queryOptions({ search: applied, filter: "all", page: 1, pageSize: 10 }), enabled: applied.length > 0, staleTime: 0 });
  const audit = useQuery({ ...trpc.admin.auditLog.queryOptions({ page: auditPage, pageSize: 20 }), placeholderData: keepPreviousData, staleTime: 0 });
  const setAdmin = useMutation(
    trpc.admin.setAdmin.mutationOptions({
      onSuccess: (_r, v) => {
        setConfirm(null);
        notify("success", v.isAdmin ? "Admin rights granted" : "Admin rights revoked");
        for (const key of [trpc.admin.admins.queryKey(), trpc.admin.users.queryKey(), trpc.admin.auditLog.queryKey()]) void queryClient.invalidateQueries({ queryKey: key });
      },
      onError: (err) => notify("error", "Changing admin rights failed", errorMessage(err) ?? "Something went wrong. Please try again."),
    }),
  );

  return (
    <AdminPage title="Manage Admins">
      <Stack gap="3">
        <Heading size="lg">Admins</Heading>
        <QueryState isPending={admins.isPending} error={admins.error} />
        {admins.data && (
          <DataTable headers={["Name", "Email", "Role", ""]} endColumns={[3]}>
            {admins.data.map((a) => (
              <Table.Row key={a.id}>
                <Table.Cell>
                  {a.firstName} {a.lastName}
                </Table.Cell>
                <Table.Cell>{a.email}</Table.Cell>
                <Table.Cell>{a.isMainAdmin ? <Badge colorPalette="warning">Main admin</Badge> : <Badge>Admin</Badge>}</Table.Cell>
                <Table.Cell>
                  {!a.isMainAdmin && a.id !== me?.id && (
                    <Button size="xs" variant="danger" loading={setAdmin.isPending && setAdmin.variables?.userId === a.id} onClick={() => setConfirm({ userId: a.id, email: a.email, name: `${a.firstName} ${a.lastName}`, isAdmin: false })}>
                      Revoke admin
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
      </Stack>

      <Stack gap="3">
        <Heading size="lg">Grant admin rights</Heading>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setApplied(search.trim());
          }}
        >
          <HStack>
            <Input size="sm" maxW="sm" placeholder="Find a user by name or email" aria-label="Find a user" value={search} maxLength={200} onChange={(e) => setSearch(e.target.value)} />
            <Button variant="primary" size="sm" type="submit">
              Find
            </Button>
          </HStack>
        </form>
        {applied && <QueryState isPending={candidates.isPending} error={candidates.error} />}
        {candidates.data && (
          <Stack gap="2">
            {candidates.data.items.length === 0 && <Text color="fg.muted">No users match.</Text>}
            {candidates.data.items.map((u) => (
              <HStack key={u.id} justify="space-between" borderWidth="1px" rounded="md" p="2" bg="bg.panel">
                <Box>
                  <Text fontWeight="medium">
                    {u.firstName} {u.lastName}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {u.email}
                  </Text>
                </Box>
                {u.isAdmin ? (
                  <Badge colorPalette="warning">{u.isMainAdmin ? "Main admin" : "Admin"}</Badge>
                ) : (
                  <Button variant="primary" size="xs" aria-label={`Make ${u.email} an admin`} loading={setAdmin.isPending && setAdmin.variables?.userId === u.id} onClick={() => setConfirm({ userId: u.id, email: u.email, name: `${u.firstName} ${u.lastName}`, isAdmin: true })}>
                    Make admin
                  </Button>
                )}
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>

      <Stack gap="3">
        <Heading size="lg">Audit log</Heading>
        <QueryState isPending={audit.isPending} error={audit.error} />
        {audit.data && (
          <>
            <DataTable headers={["When", "What happened", ""]} endColumns={[2]} isEmpty={audit.data.items.length === 0} emptyText="Nothing yet.">
              {audit.data.items.map((e) => (
                <Table.Row key={e.id}>
                  <Table.Cell whiteSpace="nowrap">{dateTime(e.createdAt)}</Table.Cell>
                  <Table.Cell data-testid="audit-summary">{e.summary}</Table.Cell>
                  <Table.Cell>
                    <Button size="xs" variant="ghost" aria-label={`Details: ${e.summary}`} onClick={() => setOpenEntry(e.id)}>
                      Details
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
            <Pager page={auditPage} pageSize={audit.data.pageSize} total={audit.data.total} onPage={setAuditPage} />
          </>
        )}
      </Stack>
      <AuditDrawer entry={audit.data?.items.find((e) => e.id === openEntry) ?? null} onClose={() => setOpenEntry(null)} />
      <ConfirmDialog
        open={confirm !== null}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && setAdmin.mutate({ userId: confirm.userId, isAdmin: confirm.isAdmin })}
        title={confirm?.isAdmin ? "Grant admin rights?" : "Revoke admin rights?"}
        confirmLabel={confirm?.isAdmin ? "Grant admin rights" : "Revoke admin rights"}
        confirmVariant={confirm?.isAdmin ? "primary" : "danger"}
        loading={setAdmin.isPending}
        size="sm"
      >
        <Text>
          {confirm?.isAdmin
            ? `${confirm.name} (${confirm.email}) will be able to suspend users, refund payments and change settings.`
            : `${confirm?.name} (${confirm?.email}) will no longer have access to the Admin Panel.`}
        </Text>
      </ConfirmDialog>
    </AdminPage>
  );
}

type AuditEntryView = RouterOutputs["admin"]["auditLog"]["items"][number];

/** The full record of one audit entry: who, when, what, the target and every detail. */
function AuditDrawer({ entry, onClose }: { entry: AuditEntryView | null; onClose: () => void }) {
  const rows: Array<[string, string]> = entry
    ? [
        ["When", dateTime(entry.createdAt)],
        ["Who", entry.actor ? `${entry.actor.name} (${entry.actor.email})` : "A deleted account"],
        ["Action", entry.action],
        ["Target", [entry.targetType, entry.targetLabel, entry.targetId ? `id ${entry.targetId}` : null].filter(Boolean).join(" · ")],
        ...Object.entries(entry.details ?? {}).map(([k, v]): [string, string] => [k, typeof v === "string" ? v : JSON.stringify(v)]),
      ]
    : [];
  return (
    <Drawer.Root open={entry !== null} onOpenChange={(e) => !e.open && onClose()} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Audit entry</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <Text fontWeight="medium">{entry?.summary}</Text>
                <DataList.Root orientation="vertical" size="sm">
                  {rows.map(([label, value]) => (
                    <DataList.Item key={label}>
                      <DataList.ItemLabel>{label}</DataList.ItemLabel>
                      <DataList.ItemValue wordBreak="break-word" whiteSpace="pre-wrap">
                        {value}
                      </DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
