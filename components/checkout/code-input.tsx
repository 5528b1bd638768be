"use client";

import { useState } from "react";
import { Check, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { requestJson, RequestError } from "@/lib/client/request-json";
import { getCartSessionId } from "@/lib/client/cart-session-id";
import { EMAIL_PATTERN } from "@/lib/validation/checkout-fields";

export const INVALID_CODE_MESSAGE = "This code is not valid as either a coupon or referral code.";

type Props = {
  /** The code whose discount applies: typed here, or the referral link's (`fromReferralLink`). */
  appliedCode: string | null;
  /** The applied code came with the referral link the shopper arrived through. */
  fromReferralLink?: boolean;
  disabled: boolean;
  onApplied: (code: string) => void;
  /** Takes the applied code off (before paying, or after a declined card), so another may be applied. */
  onRemoved?: () => void;
  /** The e-mail typed so far: once-per-customer coupons are checked against it when it is complete. */
  getCustomerEmail?: () => string | undefined;
};

/** One code field: tried as a coupon first, then as a referral code; one code per order. */
export function CodeInput({
  appliedCode,
  fromReferralLink = false,
  disabled,
  onApplied,
  onRemoved,
  getCustomerEmail,
}: Props) {
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);

  async function apply() {
    const code = value.trim().toUpperCase();
    if (!code) {
      toast({
        variant: "destructive",
        title: "Enter Code",
        description: "Please enter a coupon or referral code to apply.",
      });
      return;
    }
    setBusy(true);
    try {
      const email = getCustomerEmail?.()?.trim();
      const coupon = await requestJson<{ discountAmount: string }>("POST", "/api/validate-coupon", {
        code,
        sessionId: getCartSessionId(),
        ...(email && EMAIL_PATTERN.test(email) ? { customerEmail: email } : {}),
      });
      onApplied(code);
      toast({ title: "Coupon Applied!", description: `You saved $${coupon.discountAmount}` });
    } catch (couponError) {
      if (!(couponError instanceof RequestError) || couponError.status !== 404) {
        toast({ variant: "destructive", title: "Invalid Code", description: (couponError as Error).message });
        return;
      }
      try {
        const referral = await requestJson<{ message: string }>("POST", "/api/affiliate/validate-code", { code });
        onApplied(code);
        toast({ title: "Referral Code Applied!", description: referral.message });
      } catch {
        toast({ variant: "destructive", title: "Invalid Code", description: INVALID_CODE_MESSAGE });
      }
    } finally {
      setBusy(false);
    }
  }

  const locked = disabled || appliedCode !== null;
  return (
    <div className="space-y-1.5">
      <Label htmlFor="checkout-code">Coupon or referral code</Label>
      <div className="flex gap-2">
        <Input
          id="checkout-code"
          value={appliedCode ?? value}
          onChange={(event) => setValue(event.target.value.toUpperCase())}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void apply();
            }
          }}
          disabled={locked || busy}
          autoComplete="off"
          placeholder="SAVE10"
        />
        <Button type="button" variant="outline" onClick={() => void apply()} disabled={locked || busy}>
          {busy ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : appliedCode ? (
            <Check aria-hidden="true" />
          ) : null}
          Apply
        </Button>
      </div>
      {appliedCode && (
        <p className="flex items-center gap-2 text-xs text-green-800">
          {fromReferralLink ? `Referral code ${appliedCode} from your link applied.` : `Code ${appliedCode} applied.`}
          {onRemoved && (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto p-0 text-xs"
              disabled={disabled}
              onClick={() => {
                setValue("");
                onRemoved();
              }}
            >
              Remove code
            </Button>
          )}
        </p>
      )}
    </div>
  );
}
