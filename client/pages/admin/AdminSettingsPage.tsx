import { Card, Field, Heading, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Settings, SettingsInput } from "../../../shared/settings.js";
import { AdminPage, QueryState } from "../../features/admin/common.js";
import { errorMessage } from "../../features/auth/useAuth.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { parseDollarsText, centsToDollarsText } from "../../../shared/money.js";

const PLANS = ["free", "basic", "premium"] as const;
type Form = Record<string, string>;

const toForm = (s: Settings): Form => {
  const f: Form = {
    overagePrice: centsToDollarsText(s.overagePrice),
    platformCommissionPercent: String(s.platformCommissionPercent),
    referralSharePercent: String(s.referralSharePercent),
    gracePeriodDays: String(s.gracePeriodDays),
    reviewAfterFreeDays: String(s.reviewAfterFreeDays),
    supportEmail: s.supportEmail,
    sessionsPerMonthPaid: String(s.sessionsPerMonthPaid),
    sessionsPerMonthFree: String(s.sessionsPerMonthFree),
    sellerName: s.sellerName,
    sellerAddress: s.sellerAddress,
    sellerTaxId: s.sellerTaxId,
  };
  for (const p of PLANS) {
    f[`${p}.monthlyPrice`] = centsToDollarsText(s.plans[p].monthlyPrice);
    f[`${p}.yearlyPrice`] = centsToDollarsText(s.plans[p].yearlyPrice);
    f[`${p}.monthlyAllowance`] = s.plans[p].monthlyAllowance === null ? "" : String(s.plans[p].monthlyAllowance);
  }
  return f;
};

/** The form in dollars → settings in cents; a message for the first bad field. */
function fromForm(f: Form): SettingsInput | string {
  const money = (k: string, label: string): number => {
    const c = parseDollarsText(f[k] ?? "");
    if (c === null) throw new Error(`${label}: enter an amount in dollars, e.g. 9.99`);
    return c;
  };
  const num = (k: string, label: string, int: boolean) => {
    const v = Number(f[k]);
    if ((f[k] ?? "").trim() === "" || !Number.isFinite(v) || v < 0 || (int && !Number.isInteger(v))) throw new Error(`${label}: enter a ${int ? "whole " : ""}number`);
    return v;
  };
  try {
    const plans = Object.fromEntries(
      PLANS.map((p) => [
        p,
        {
          monthlyPrice: money(`${p}.monthlyPrice`, `${p} monthly price`),
          yearlyPrice: money(`${p}.yearlyPrice`, `${p} yearly price`),
          monthlyAllowance: (f[`${p}.monthlyAllowance`] ?? "").trim() === "" ? null : num(`${p}.monthlyAllowance`, `${p} allowance`, true),
        },
      ]),
    ) as SettingsInput["plans"];
    return {
      plans,
      overagePrice: money("overagePrice", "Overage price"),
      platformCommissionPercent: num("platformCommissionPercent", "Platform commission", false),
      referralSharePercent: num("referralSharePercent", "Referral share", false),
      gracePeriodDays: num("gracePeriodDays", "Grace period", true),
      reviewAfterFreeDays: num("reviewAfterFreeDays", "Reviews after", true),
      supportEmail: (f.supportEmail ?? "").trim(),
      sessionsPerMonthPaid: num("sessionsPerMonthPaid", "Sessions a month (paid mentorship)", true),
      sessionsPerMonthFree: num("sessionsPerMonthFree", "Sessions a month (free mentorship)", true),
      sellerName: (f.sellerName ?? "").trim(),
      sellerAddress: (f.sellerAddress ?? "").trim(),
      sellerTaxId: (f.sellerTaxId ?? "").trim(),
    };
  } catch (e) {
    return (e as Error).message;
  }
}

function Num({ label, name, form, set, help }: { label: string; name: string; form: Form; set: (k: string, v: string) => void; help?: string }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" name={name} inputMode="decimal" value={form[name] ?? ""} onChange={(e) => set(name, e.target.value)} />
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

export default function AdminSettingsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const q = useQuery({ ...trpc.admin.settings.queryOptions(), staleTime: 0 });
  const [form, setForm] = useState<Form | null>(null);
  const current = form ?? (q.data ? toForm(q.data) : null);
  const set = (k: string, v: string) => setForm({ ...(current ?? {}), [k]: v });
  const save = useMutation(
    trpc.admin.updateSettings.mutationOptions({
      onSuccess: (saved) => {
        notify("success", "Settings saved", "Billing uses them from now on.");
        queryClient.setQueryData(trpc.admin.settings.queryKey(), saved);
        setForm(null);
      },
      onError: (err) => notify("error", "Saving settings failed", errorMessage(err) ?? "Something went wrong. Please try again."),
    }),
  );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!current) return;
    const parsed = fromForm(current);
    if (typeof parsed === "string") return notify("error", "Check the settings", parsed);
    save.mutate(parsed);
  };

  return (
    <AdminPage title="Settings">
      <QueryState isPending={q.isPending} error={q.error} />
      {current && (
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {PLANS.map((p) => (
                <Card.Root key={p}>
                  <Card.Body>
                    <Heading size="md" mb="3" textTransform="capitalize">
                      {p} plan
                    </Heading>
                    <Stack gap="3">
                      <Num label="Monthly price ($)" name={`${p}.monthlyPrice`} form={current} set={set} />
                      <Num label="Yearly price ($)" name={`${p}.yearlyPrice`} form={current} set={set} />
                      <Num label="Requests per month" name={`${p}.monthlyAllowance`} form={current} set={set} help="Leave empty for unlimited" />
                    </Stack>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
            <Card.Root>
              <Card.Body>
                <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
                  <Num label="Overage price per request ($)" name="overagePrice" form={current} set={set} />
                  <Num label="Platform commission (%)" name="platformCommissionPercent" form={current} set={set} help="The platform's share of mentor payments" />
                  <Num label="Referral share (%)" name="referralSharePercent" form={current} set={set} help="The inviter's share of the platform's fee" />
                  <Num label="Grace period (days)" name="gracePeriodDays" form={current} set={set} help="Before a failed payment suspends" />
                  <Num label="Reviews after (days)" name="reviewAfterFreeDays" form={current} set={set} help="A free mentorship's days active before its mentee may review" />
                  <Num label="Sessions a month, paid mentorship" name="sessionsPerMonthPaid" form={current} set={set} help="Bookings included in an active paid mentorship" />
                  <Num label="Sessions a month, free mentorship" name="sessionsPerMonthFree" form={current} set={set} help="Bookings included in an active free mentorship" />
                </SimpleGrid>
                <Field.Root mt="4" maxW="md">
                  <Field.Label>Support email</Field.Label>
                  <Input size="sm" name="supportEmail" type="email" value={current.supportEmail ?? ""} onChange={(e) => set("supportEmail", e.target.value)} />
                  <Field.HelperText>Shown to suspended users as the way to reach you</Field.HelperText>
                </Field.Root>
                <SimpleGrid mt="4" columns={{ base: 1, md: 3 }} gap="4">
                  <Field.Root>
                    <Field.Label>Seller name</Field.Label>
                    <Input size="sm" name="sellerName" value={current.sellerName ?? ""} onChange={(e) => set("sellerName", e.target.value)} />
                    <Field.HelperText>Printed on invoices issued from now on</Field.HelperText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Seller address</Field.Label>
                    <Input size="sm" name="sellerAddress" value={current.sellerAddress ?? ""} onChange={(e) => set("sellerAddress", e.target.value)} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Seller tax id</Field.Label>
                    <Input size="sm" name="sellerTaxId" value={current.sellerTaxId ?? ""} onChange={(e) => set("sellerTaxId", e.target.value)} />
                  </Field.Root>
                </SimpleGrid>
              </Card.Body>
            </Card.Root>
            <Text fontSize="sm" color="fg.muted">
              Prices are stored in cents; new prices apply to charges made after saving.
            </Text>
            <Button variant="primary" type="submit" alignSelf="flex-start" loading={save.isPending}>
              Save settings
            </Button>
          </Stack>
        </form>
      )}
    </AdminPage>
  );
}
