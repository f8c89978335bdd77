import { Badge, Box, Button, HStack, Heading, Input, Stack, Table, Text } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AdminPage, Pager, QueryState, dateTime } from "../../features/admin/common.js";
import { errorMessage, useAuth } from "../../features/auth/useAuth.js";
import { DataTable } from "../../components/DataTable.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";

export default function ManageAdminsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user: me } = useAuth();
  const [search, setSearch] = useState("");
  const [applied, setApplied] = useState("");
  const [auditPage, setAuditPage] = useState(1);
  const admins = useQuery({ ...trpc.admin.admins.queryOptions(), staleTime: 0 });
  const candidates = useQuery({ ...trpc.admin.users.queryOptions({ search: applied, filter: "all", page: 1, pageSize: 10 }), enabled: applied.length > 0, staleTime: 0 });
  const audit = useQuery({ ...trpc.admin.auditLog.queryOptions({ page: auditPage, pageSize: 20 }), placeholderData: keepPreviousData, staleTime: 0 });
  const setAdmin = useMutation(
    trpc.admin.setAdmin.mutationOptions({
      onSuccess: (_r, v) => {
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
          <DataTable headers={["Name", "Email", "Role", ""]}>
            {admins.data.map((a) => (
              <Table.Row key={a.id}>
                <Table.Cell>
                  {a.firstName} {a.lastName}
                </Table.Cell>
                <Table.Cell>{a.email}</Table.Cell>
                <Table.Cell>{a.isMainAdmin ? <Badge colorPalette="yellow">Main admin</Badge> : <Badge>Admin</Badge>}</Table.Cell>
                <Table.Cell>
                  {!a.isMainAdmin && a.id !== me?.id && (
                    <Button size="xs" variant="outline" colorPalette="red" loading={setAdmin.isPending && setAdmin.variables?.userId === a.id} onClick={() => setAdmin.mutate({ userId: a.id, isAdmin: false })}>
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
            <Button size="sm" type="submit" colorPalette="brand">
              Find
            </Button>
          </HStack>
        </form>
        {applied && <QueryState isPending={candidates.isPending} error={candidates.error} />}
        {candidates.data && (
          <Stack gap="2">
            {candidates.data.items.length === 0 && <Text color="fg.muted">No users match.</Text>}
            {candidates.data.items.map((u) => (
              <HStack key={u.id} justify="space-between" borderWidth="1px" rounded="md" p="2" bg="white">
                <Box>
                  <Text fontWeight="medium">
                    {u.firstName} {u.lastName}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {u.email}
                  </Text>
                </Box>
                {u.isAdmin ? (
                  <Badge colorPalette="yellow">{u.isMainAdmin ? "Main admin" : "Admin"}</Badge>
                ) : (
                  <Button size="xs" colorPalette="brand" aria-label={`Make ${u.email} an admin`} loading={setAdmin.isPending && setAdmin.variables?.userId === u.id} onClick={() => setAdmin.mutate({ userId: u.id, isAdmin: true })}>
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
            <DataTable headers={["When", "Who", "Action", "Target", "Details"]} isEmpty={audit.data.items.length === 0} emptyText="Nothing yet.">
              {audit.data.items.map((e) => (
                <Table.Row key={e.id}>
                  <Table.Cell whiteSpace="nowrap">{dateTime(e.createdAt)}</Table.Cell>
                  <Table.Cell>{e.actor?.email ?? "—"}</Table.Cell>
                  <Table.Cell>
                    <Badge>{e.action}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    {e.targetType}
                    {e.targetId ? ` ${e.targetId}` : ""}
                  </Table.Cell>
                  <Table.Cell maxW="md">
                    <Text fontSize="xs" lineClamp={3} title={e.details ? JSON.stringify(e.details) : ""}>
                      {e.details ? JSON.stringify(e.details) : ""}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
            <Pager page={auditPage} pageSize={audit.data.pageSize} total={audit.data.total} onPage={setAuditPage} />
          </>
        )}
      </Stack>
    </AdminPage>
  );
}
