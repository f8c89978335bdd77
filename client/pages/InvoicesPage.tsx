// /invoices — 'Invoices & Payments': invoices with PDF downloads, 'Payment History', and for mentors
// their earnings (their share of each mentee payment).
import { Badge, Box, Heading, Link, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { formatCents } from "../../shared/money.js";
import { useTRPC } from "../trpc.js";
import { useAuth } from "../features/auth/useAuth.js";
import { formatDay } from "../../shared/dates.js";

const STATUS_PALETTE: Record<string, string> = { succeeded: "green", paid: "green", failed: "red", refunded: "gray" };

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
      <Box bg="white" borderWidth="1px" rounded="xl" p="5" overflowX="auto">
        <Heading as="h2" size="md" mb="3">
          Invoices
        </Heading>
        {invoices.data?.length === 0 ? (
          <Text color="fg.muted" data-testid="invoices-empty">
            No invoices yet: one appears here for each payment you make (a plan, credits, overage or a mentorship).
          </Text>
        ) : (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Number</Table.ColumnHeader>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader>Description</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                <Table.ColumnHeader>PDF</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invoices.data?.map((inv) => (
                <Table.Row key={inv.id} data-testid="invoice-row">
                  <Table.Cell>{inv.number}</Table.Cell>
                  <Table.Cell>{formatDay(inv.issuedAt)}</Table.Cell>
                  <Table.Cell>{inv.payment.description}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS_PALETTE[inv.status] ?? "gray"}>{inv.status}</Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(inv.total)}</Table.Cell>
                  <Table.Cell>
                    <Link href={`/api/invoices/${inv.id}/pdf`} color="blue.600" download>
                      Download PDF
                    </Link>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>
      <Box bg="white" borderWidth="1px" rounded="xl" p="5" overflowX="auto">
        <Heading as="h2" size="md" mb="3">
          Payment History
        </Heading>
        {payments.data?.length === 0 ? (
          <Text color="fg.muted" data-testid="payments-empty">
            No payments yet: every charge to your cards, paid or declined, is listed here.
          </Text>
        ) : (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader>Description</Table.ColumnHeader>
                <Table.ColumnHeader>Card</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {payments.data?.map((p) => (
                <Table.Row key={p.id} data-testid="payment-row">
                  <Table.Cell>{formatDay(p.createdAt)}</Table.Cell>
                  <Table.Cell>{p.description}</Table.Cell>
                  <Table.Cell>{p.paymentMethod ? `${p.paymentMethod.brand.toUpperCase()} •••• ${p.paymentMethod.last4}` : "—"}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS_PALETTE[p.status] ?? "gray"}>{p.status === "succeeded" ? "paid" : p.status}</Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(p.amount)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>
      {user?.isMentor && earnings.data && (
        <Box bg="white" borderWidth="1px" rounded="xl" p="5" overflowX="auto" data-testid="mentor-earnings">
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
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader>Mentee</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Paid</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Platform fee</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Your share</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {earnings.data.earnings.map((e) => (
                <Table.Row key={e.id} data-testid="earning-row">
                  <Table.Cell>{formatDay(e.createdAt)}</Table.Cell>
                  <Table.Cell>{e.menteeName ?? "—"}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(e.gross)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(e.platformFee)}</Table.Cell>
                  <Table.Cell textAlign="end">{e.reversed ? "refunded" : formatCents(e.net)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          )}
        </Box>
      )}
    </Stack>
  );
}
