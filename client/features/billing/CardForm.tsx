// A card form (number, expiry, CVC) and a picker between saved cards and a new one. The card goes to
// the server's payments provider once; only brand, last 4 and expiry are kept.
import { Field, Input, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { zCardInput } from "../../../shared/schemas/billing.js";
import { useTRPC } from "../../trpc.js";

/** The card form's fields: the server's card input (zCardInput) with month and year typed as one MM/YY field. */
export type CardValue = Pick<z.input<typeof zCardInput>, "number" | "cvc"> & { expiry: string };
export const emptyCard: CardValue = { number: "", expiry: "", cvc: "" };

/** The card as the server's schema wants it. */
export function cardInput(v: CardValue) {
  const [mm, yy] = v.expiry.split("/").map((s) => s.trim());
  return { number: v.number, expMonth: Number(mm), expYear: Number(yy), cvc: v.cvc.trim() };
}

export type CardErrors = Partial<Record<keyof CardValue, string>>;

/** The form's own messages (shown under each field instead of the browser's bubbles); empty when the card is well-formed. */
export function cardErrors(v: CardValue): CardErrors {
  const errors: CardErrors = {};
  if (!v.number.trim()) errors.number = "Card number is required";
  if (!v.expiry.trim()) errors.expiry = "Expiry date is required";
  else if (!/^\s*\d{1,2}\s*\/\s*(\d{2}|\d{4})\s*$/.test(v.expiry)) errors.expiry = "Enter the expiry as MM/YY";
  if (!v.cvc.trim()) errors.cvc = "CVC is required";
  const parsed = zCardInput.safeParse(cardInput(v));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "number" ? "number" : issue.path[0] === "cvc" ? "cvc" : "expiry";
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

export function CardFields({ value, onChange, errors = {} }: { value: CardValue; onChange: (v: CardValue) => void; errors?: CardErrors }) {
  return (
    <Stack gap="3">
      <Field.Root required invalid={!!errors.number}>
        <Field.Label>Card number</Field.Label>
        <Input name="cardNumber" inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" value={value.number} onChange={(e) => onChange({ ...value, number: e.target.value })} />
        {errors.number && <Field.ErrorText>{errors.number}</Field.ErrorText>}
      </Field.Root>
      <SimpleGrid columns={2} gap="3" alignItems="start">
        <Field.Root required invalid={!!errors.expiry}>
          <Field.Label>Expiry (MM/YY)</Field.Label>
          <Input name="cardExpiry" autoComplete="cc-exp" placeholder="12/30" value={value.expiry} onChange={(e) => onChange({ ...value, expiry: e.target.value })} />
          {errors.expiry && <Field.ErrorText>{errors.expiry}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={!!errors.cvc}>
          <Field.Label>CVC</Field.Label>
          <Input name="cardCvc" inputMode="numeric" autoComplete="cc-csc" placeholder="123" value={value.cvc} onChange={(e) => onChange({ ...value, cvc: e.target.value })} />
          {errors.cvc && <Field.ErrorText>{errors.cvc}</Field.ErrorText>}
        </Field.Root>
      </SimpleGrid>
    </Stack>
  );
}

export type PayWithValue = { kind: "saved"; paymentMethodId: string } | { kind: "new"; card: CardValue };

/** Saved cards, fresh each time a payment form opens (a card saved meanwhile in another tab is offered). */
function usePaymentMethods() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.billing.paymentMethods.queryOptions(), staleTime: 0 }).data ?? [];
}

/**
 * What a payment form pays with: the user's pick, else the default saved card (preselected), else a
 * new card. Derived rather than set by an effect, so the card shown is always the card charged.
 */
export function usePayWith() {
  const methods = usePaymentMethods();
  const [picked, setPicked] = useState<PayWithValue | null>(null);
  const value: PayWithValue = picked ?? (methods.length > 0 ? { kind: "saved", paymentMethodId: methods[0]!.id } : { kind: "new", card: emptyCard });
  return { value, setValue: setPicked };
}

/** Saved cards (default first) or a new card; returns the pay-with part of a payment input. */
export function PayWithPicker({ value, onChange }: { value: PayWithValue; onChange: (v: PayWithValue) => void }) {
  const list = usePaymentMethods();
  return (
    <Stack gap="3">
      {list.length > 0 && (
        <Field.Root>
          <Field.Label>Pay with</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="payWith"
              value={value.kind === "saved" ? value.paymentMethodId : "new"}
              onChange={(e) => onChange(e.target.value === "new" ? { kind: "new", card: emptyCard } : { kind: "saved", paymentMethodId: e.target.value })}
            >
              {list.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.brand.toUpperCase()} •••• {m.last4} (exp {String(m.expMonth).padStart(2, "0")}/{String(m.expYear).slice(-2)}){m.isDefault ? " — default" : ""}
                </option>
              ))}
              <option value="new">Use a new card</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {value.kind === "new" && <CardFields value={value.card} onChange={(card) => onChange({ kind: "new", card })} />}
    </Stack>
  );
}

export function payWithInput(v: PayWithValue) {
  return v.kind === "saved" ? { paymentMethodId: v.paymentMethodId } : { card: cardInput(v.card) };
}
