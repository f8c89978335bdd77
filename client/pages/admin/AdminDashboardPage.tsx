import { Box, Card, Heading, SimpleGrid, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AdminPage, QueryState, StatCard } from "../../features/admin/common.js";
import { useTRPC } from "../../trpc.js";
import { formatMonthKey } from "../../../shared/dates.js";
import { PLAN_OUTCOME_LABELS } from "../../../shared/plans.js";
import { formatCents, formatUsd } from "../../../shared/money.js";


export default function AdminDashboardPage() {
  const trpc = useTRPC();
  const q = useQuery({ ...trpc.admin.dashboard.queryOptions(), staleTime: 30_000 });
  const d = q.data;
  const series = d?.series.map((s) => ({ ...s, label: formatMonthKey(s.month), })) ?? [];
  return (
    <AdminPage title="Dashboard">
      <QueryState isPending={q.isPending} error={q.error} />
      {d && (
        <>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            <StatCard label="Users" value={d.users.total} hint={`${d.users.newThisMonth} new this month`} />
            <StatCard label="Mentors" value={d.mentors.total} hint={`${d.mentors.active} active`} />
            <StatCard label="Active mentorships" value={d.activeMentorships} />
            <StatCard label="Monthly recurring revenue" value={formatCents(d.mrr.total)} hint={`${formatCents(d.mrr.subscriptions)} plans · ${formatCents(d.mrr.mentorships)} mentorships`} />
            <StatCard label="Revenue this month" value={formatCents(d.revenueThisMonth)} hint="after refunds" />
            <StatCard label="Advice requests this month" value={d.adviceRequestsThisMonth} />
            <StatCard label="Pending charges" value={d.pendingCharges.count} hint={formatCents(d.pendingCharges.amount)} />
            <StatCard label="Suspended accounts" value={d.suspendedAccounts} />
            <StatCard label="Upcoming sessions" value={d.sessions.upcoming} hint={`${d.sessions.thisMonth} this month`} />
            <StatCard label="Single sessions sold this month" value={d.sessions.soldThisMonth} hint={formatCents(d.sessions.salesThisMonth)} />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <Card.Root>
              <Card.Body>
                <Heading size="md" mb="3">
                  Revenue, last 12 months
                </Heading>
                <Box h="260px" data-testid="revenue-chart">
                  <ResponsiveContainer width="100%" height="100%">
                    <BarChart data={series}>
                      <CartesianGrid strokeDasharray="3 3" />
                      <XAxis dataKey="label" fontSize={12} />
                      <YAxis fontSize={12} tickFormatter={(v: number) => formatUsd(v)} />
                      <Tooltip formatter={(v) => formatCents(Number(v))} />
                      <Bar dataKey="revenue" name="Revenue" fill="var(--chakra-colors-chart-primary)" />
                    </BarChart>
                  </ResponsiveContainer>
                </Box>
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Body>
                <Heading size="md" mb="3">
                  Sign-ups and advice requests
                </Heading>
                <Box h="260px">
                  <ResponsiveContainer width="100%" height="100%">
                    <LineChart data={series}>
                      <CartesianGrid strokeDasharray="3 3" />
                      <XAxis dataKey="label" fontSize={12} />
                      <YAxis fontSize={12} allowDecimals={false} />
                      <Tooltip />
                      <Legend />
                      <Line type="monotone" dataKey="newUsers" name="New users" stroke="var(--chakra-colors-chart-primary)" />
                      <Line type="monotone" dataKey="adviceRequests" name="Advice requests" stroke="var(--chakra-colors-chart-secondary)" />
                    </LineChart>
                  </ResponsiveContainer>
                </Box>
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
          <Card.Root>
            <Card.Body>
              <Heading size="md" mb="1">
                Which practices work
              </Heading>
              <Text fontSize="sm" color="fg.muted" mb="3">
                Plans started with Try this approach, and how people answered “Did it work?” a week later. The coaching engine uses these answers to break ties.
              </Text>
              {d.practiceOutcomes.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  No plans started yet.
                </Text>
              ) : (
                <Table.ScrollArea>
                  <Table.Root size="sm" aria-label="Which practices work">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>Practice</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Started</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{PLAN_OUTCOME_LABELS.worked}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{PLAN_OUTCOME_LABELS.partly}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{PLAN_OUTCOME_LABELS.didnt}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {d.practiceOutcomes.map((row) => (
                        <Table.Row key={row.practiceId}>
                          <Table.Cell>{row.title}</Table.Cell>
                          <Table.Cell textAlign="end">{row.started}</Table.Cell>
                          <Table.Cell textAlign="end">{row.worked}</Table.Cell>
                          <Table.Cell textAlign="end">{row.partly}</Table.Cell>
                          <Table.Cell textAlign="end">{row.didnt}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )}
            </Card.Body>
          </Card.Root>
        </>
      )}
    </AdminPage>
  );
}
