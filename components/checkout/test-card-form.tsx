"use client";

import { useEffect, useState } from "react";
import { FlaskConical, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { CardField, CardProblem } from "@/lib/payments/check-card-details";
import { PaymentError } from "./payment-error";

export type TestCard = { cardNumber: string; expiry: string; cvc: string };

type Props = {
  amountLabel: string;
  disabled: boolean;
  /** Pays with the card; answers the card's problem when the browser's check refused it (nothing sent). */
  onPay: (card: TestCard) => Promise<CardProblem | null>;
  /** Why the last attempt failed (a declined card), shown beside the form until the next try. */
  paymentError: string | null;
};

function formatCardNumber(value: string) {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

const FIELD_IDS: Record<CardField, string> = { cardNumber: "card-number", expiry: "card-expiry", cvc: "card-cvc" };
const PROBLEM_ID = "card-problem";

/**
 * The built-in test mode's card form: no network, Stripe's test card numbers. The card is checked here
 * before anything is sent (number, expiry, CVC), and what was typed stays after a declined payment: the
 * form is never remounted while the checkout runs.
 */
export function TestCardForm({ amountLabel, disabled, onPay, paymentError }: Props) {
  const [card, setCard] = useState<TestCard>({ cardNumber: "", expiry: "", cvc: "" });
  const [problem, setProblem] = useState<CardProblem | null>(null);
  const [paying, setPaying] = useState(false);

  async function submit() {
    setProblem(null);
    setPaying(true);
    let found: CardProblem | null = null;
    try {
      // The customer form is checked first (the spec's toasts), then the card, before anything is sent.
      found = await onPay(card);
    } finally {
      setPaying(false);
    }
    setProblem(found);
  }

  // The refused field takes the focus once it is enabled again (after the attempt's render).
  useEffect(() => {
    if (problem) document.getElementById(FIELD_IDS[problem.field])?.focus();
  }, [problem]);

  function update(field: CardField, value: string) {
    setCard((current) => ({ ...current, [field]: value }));
    // A fixed field's message goes as it is corrected.
    if (problem?.field === field) setProblem(null);
  }

  function fieldProps(field: CardField) {
    const invalid = problem?.field === field;
    return {
      id: FIELD_IDS[field],
      inputMode: "numeric" as const,
      value: card[field],
      disabled: disabled || paying,
      "aria-invalid": invalid ? true : undefined,
      "aria-describedby": invalid ? PROBLEM_ID : undefined,
    };
  }

  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Test mode</strong>: no real card is charged. Use 4242 4242 4242 4242 with any future date and any CVC.
          4000 0000 0000 0002 is declined.
        </span>
      </p>
      <div className="space-y-1.5">
        <Label htmlFor="card-number">Card number</Label>
        <Input
          {...fieldProps("cardNumber")}
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          onChange={(event) => update("cardNumber", formatCardNumber(event.target.value))}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="space-y-1.5">
          <Label htmlFor="card-expiry">Expiration date</Label>
          <Input
            {...fieldProps("expiry")}
            autoComplete="cc-exp"
            placeholder="MM / YY"
            onChange={(event) => update("expiry", formatExpiry(event.target.value))}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="card-cvc">Security code</Label>
          <Input
            {...fieldProps("cvc")}
            autoComplete="cc-csc"
            placeholder="CVC"
            onChange={(event) => update("cvc", event.target.value.replace(/\D/g, "").slice(0, 4))}
          />
        </div>
      </div>
      {problem ? (
        <PaymentError id={PROBLEM_ID} message={problem.message} />
      ) : (
        <PaymentError title="Payment failed:" message={paymentError} />
      )}
      <Button type="button" size="lg" className="w-full" disabled={disabled || paying} onClick={() => void submit()}>
        {paying && <Loader2 className="animate-spin" aria-hidden="true" />}
        Pay {amountLabel}
      </Button>
    </div>
  );
}
