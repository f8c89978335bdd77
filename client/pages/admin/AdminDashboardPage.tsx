import { Box, Card, Heading, SimpleGrid } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AdminPage, QueryState, StatCard, dollars } from "../../features/admin/common.js";
import { useTRPC } from "../../trpc.js";
import { formatMonthKey } from "../../../shared/dates.js";


export default function AdminDashboardPage() {
  const trpc = useTRPC();
  const q = useQuery({ ...trpc.admin.dashboard.queryOptions(), staleTime: 30_000 });
  const d = q.data;
  const series = d?.series.map((s) => ({ ...s, label: formatMonthKey(s.month), revenueDollars: s.revenue / 100 })) ?? [];
  return (
    <AdminPage title="Dashboard">
      <QueryState isPending={q.isPending} error={q.error} />
      {d && (
        <>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            <StatCard label="Users" value={d.users.total} hint={`${d.users.newThisMonth} new this month`} />
            <StatCard label="Mentors" value={d.mentors.total} hint={`${d.mentors.active} active`} />
            <StatCard label="Active mentorships" value={d.activeMentorships} />
            <StatCard label="Monthly recurring revenue" value={dollars(d.mrr.total)} hint={`${dollars(d.mrr.subscriptions)} plans · ${dollars(d.mrr.mentorships)} mentorships`} />
            <StatCard label="Revenue this month" value={dollars(d.revenueThisMonth)} hint="after refunds" />
            <StatCard label="Advice requests this month" value={d.adviceRequestsThisMonth} />
            <StatCard label="Pending charges" value={d.pendingCharges.count} hint={dollars(d.pendingCharges.amount)} />
            <StatCard label="Suspended accounts" value={d.suspendedAccounts} />
            <StatCard label="Upcoming sessions" value={d.sessions.upcoming} hint={`${d.sessions.thisMonth} this month`} />
            <StatCard label="Single sessions sold this month" value={d.sessions.soldThisMonth} hint={dollars(d.sessions.salesThisMonth)} />
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
                      <YAxis fontSize={12} tickFormatter={(v: number) => `$${v}`} />
                      <Tooltip formatter={(v) => dollars(Math.round(Number(v) * 100))} />
                      <Bar dataKey="revenueDollars" name="Revenue" fill="#237585" />
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
                      <Line type="monotone" dataKey="newUsers" name="New users" stroke="#237585" />
                      <Line type="monotone" dataKey="adviceRequests" name="Advice requests" stroke="#d97706" />
                    </LineChart>
                  </ResponsiveContainer>
                </Box>
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
        </>
      )}
    </AdminPage>
  );
}
