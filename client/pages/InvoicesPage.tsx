// /invoices — 'Invoices & Payments': invoices with PDF downloads, 'Payment History', and for mentors
// their earnings (their share of each mentee payment).
import { Badge, Box, Heading, Link, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { formatCents } from "../../shared/money.js";
import { useTRPC } from "../trpc.js";
import { useAuth } from "../features/auth/useAuth.js";
import { formatDay, formatPeriod } from "../../shared/dates.js";
import { DataTable } from "../components/DataTable.js";
import type { InvoiceStatus, PaymentStatus } from "../../shared/schemas/statuses.js";

const STATUS_PALETTE: Partial<Record<PaymentStatus | InvoiceStatus, string>> = { succeeded: "success", paid: "success", failed: "danger", refunded: "neutral" };

export default function InvoicesPage() {
  const trpc = useTRPC();
  const { user } = useAuth();
  const invoices = useQuery(trpc.billing.invoices.queryOptions());
  const payments = useQuery(trpc.billing.payments.queryOptions());
  const earnings = useQuery({ ...trpc.billing.mentorEarnings.queryOptions(), enabled: !!user?.isMentor });
  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        Invoices & Payments
      </Heading>
      <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="5" overflowX="auto">
        <Heading as="h2" size="md" mb="3">
          Invoices
        </Heading>
        {invoices.data?.length === 0 ? (
          <Text color="fg.muted" data-testid="invoices-empty">
            No invoices yet: one appears here for each payment you make (a plan, credits, overage or a mentorship).
          </Text>
        ) : (
          <DataTable headers={["Number", "Date", "Description", "Service period", "Status", "Total", "PDF"]} endColumns={[5]}>
              {invoices.data?.map((inv) => (
                <Table.Row key={inv.id} data-testid="invoice-row">
                  <Table.Cell>{inv.number}</Table.Cell>
                  <Table.Cell>{formatDay(inv.issuedAt)}</Table.Cell>
                  <Table.Cell>{inv.payment.description}</Table.Cell>
                  <Table.Cell data-testid="invoice-period">{formatPeriod(inv.periodStart ?? inv.issuedAt, inv.periodEnd ?? inv.issuedAt)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS_PALETTE[inv.status] ?? "neutral"}>{inv.status}</Badge>
                  </Table.Cell>
                  <Table.Cell>{formatCents(inv.total)}</Table.Cell>
                  <Table.Cell>
                    <Link href={`/api/invoices/${inv.id}/pdf`} color="brand.fg" download>
                      Download PDF
                    </Link>
                  </Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
        )}
      </Box>
      <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="5" overflowX="auto">
        <Heading as="h2" size="md" mb="3">
          Payment History
        </Heading>
        {payments.data?.length === 0 ? (
          <Text color="fg.muted" data-testid="payments-empty">
            No payments yet: every charge to your cards, paid or declined, is listed here.
          </Text>
        ) : (
          <DataTable headers={["Date", "Description", "Card", "Status", "Amount"]} endColumns={[4]}>
              {payments.data?.map((p) => (
                <Table.Row key={p.id} data-testid="payment-row">
                  <Table.Cell>{formatDay(p.createdAt)}</Table.Cell>
                  <Table.Cell>{p.description}</Table.Cell>
                  <Table.Cell>{p.paymentMethod ? `${p.paymentMethod.brand.toUpperCase()} •••• ${p.paymentMethod.last4}` : "—"}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS_PALETTE[p.status] ?? "neutral"}>{p.status === "succeeded" ? "paid" : p.status}</Badge>
                  </Table.Cell>
                  <Table.Cell>{formatCents(p.amount)}</Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
        )}
      </Box>
      {user?.isMentor && earnings.data && (
        <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="5" overflowX="auto" data-testid="mentor-earnings">
          <Heading as="h2" size="md" mb="1">
            Mentor earnings
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="3">
            Total earned {formatCents(earnings.data.totals.net)} of {formatCents(earnings.data.totals.gross)} paid by mentees (platform fee {formatCents(earnings.data.totals.platformFee)}).
          </Text>
          {earnings.data.earnings.length === 0 ? (
            <Text color="fg.muted" data-testid="earnings-empty">
              No mentee payments yet: when a mentee pays for a mentorship with you, the payment and your share after the platform fee appear here.
            </Text>
          ) : (
          <DataTable headers={["Date", "Mentee", "Paid", "Platform fee", "Your share"]} endColumns={[2, 3, 4]}>
              {earnings.data.earnings.map((e) => (
                <Table.Row key={e.id} data-testid="earning-row">
                  <Table.Cell>{formatDay(e.createdAt)}</Table.Cell>
                  <Table.Cell>{e.menteeName ?? "—"}</Table.Cell>
                  <Table.Cell>{formatCents(e.gross)}</Table.Cell>
                  <Table.Cell>{formatCents(e.platformFee)}</Table.Cell>
                  <Table.Cell>{e.reversed ? "refunded" : formatCents(e.net)}</Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
          )}
        </Box>
      )}
    </Stack>
  );
}
