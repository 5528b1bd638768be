"use client";

import { useState } from "react";
import { FlaskConical, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export type TestCard = { cardNumber: string; expiry: string; cvc: string };

type Props = { amountLabel: string; disabled: boolean; onPay: (card: TestCard) => Promise<void> };

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

/** The built-in test mode's card form: no network, Stripe's test card numbers. */
export function TestCardForm({ amountLabel, disabled, onPay }: Props) {
  const [card, setCard] = useState<TestCard>({ cardNumber: "", expiry: "", cvc: "" });
  const [paying, setPaying] = useState(false);

  async function submit() {
    setPaying(true);
    try {
      await onPay({ ...card, expiry: card.expiry.replace(/\s/g, "") });
    } finally {
      setPaying(false);
    }
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
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.cardNumber}
          disabled={disabled || paying}
          onChange={(event) => setCard({ ...card, cardNumber: formatCardNumber(event.target.value) })}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="space-y-1.5">
          <Label htmlFor="card-expiry">Expiration date</Label>
          <Input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={card.expiry}
            disabled={disabled || paying}
            onChange={(event) => setCard({ ...card, expiry: formatExpiry(event.target.value) })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="card-cvc">Security code</Label>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            value={card.cvc}
            disabled={disabled || paying}
            onChange={(event) => setCard({ ...card, cvc: event.target.value.replace(/\D/g, "").slice(0, 4) })}
          />
        </div>
      </div>
      <Button type="button" size="lg" className="w-full" disabled={disabled || paying} onClick={() => void submit()}>
        {paying && <Loader2 className="animate-spin" aria-hidden="true" />}
        Pay {amountLabel}
      </Button>
    </div>
  );
}
