"use client";

import { useState } from "react";
import { Loader2, Send } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { resendEmail } from "@/lib/client/admin-api";
import type { OrderDetail, OrderDetailEmail, OrderEmailState } from "@/lib/client/admin-types";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";
import { formatShopDateTime } from "./format";
import { DetailCard } from "./order-detail-sections";

const STATES: Record<OrderEmailState, { label: string; variant: BadgeProps["variant"] }> = {
  sent: { label: "Sent", variant: "success" },
  queued: { label: "Queued", variant: "secondary" },
  retrying: { label: "Retrying", variant: "warning" },
  sending: { label: "Sending", variant: "info" },
  lost: { label: "Lost", variant: "destructive" },
  failed: { label: "Failed", variant: "destructive" },
};

type Props = {
  detail: OrderDetail;
  /** Shows a row's new state at once. */
  onEmailChanged: (email: OrderDetailEmail) => void;
  /** Reloads the page's data (the resend is recorded in the history). */
  onResent: () => void;
};

/** E-mails about this order or its checkout; failed and lost ones can be sent again. */
export function OrderEmailsSection({ detail, onEmailChanged, onResent }: Props) {
  const api = useAdminApi();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function resend(email: OrderDetailEmail) {
    setBusyId(email.id);
    try {
      const result = await resendEmail(api, email.id);
      const sent = result.state === "sent";
      onEmailChanged({
        ...email,
        state: result.state,
        attempts: result.attempts,
        sentAt: result.sentAt,
        lastError: result.error,
        canResend: result.state === "failed" || result.state === "lost",
      });
      toast(
        sent
          ? { title: "E-mail Sent", description: `"${email.subject}" was sent again to ${result.toAddress}.` }
          : {
              title: "E-mail Queued",
              description: `"${email.subject}" could not be sent right now; it will be tried again.`,
            },
      );
      onResent();
    } catch (error) {
      toastError(error, "Failed to resend the e-mail");
    } finally {
      setBusyId(null);
    }
  }

  return (
    <DetailCard title="E-mails" id="order-emails">
      {detail.emails.length === 0 ? (
        <p className="text-sm text-slate-700">No e-mails for this order yet.</p>
      ) : (
        <ul className="divide-y text-sm">
          {detail.emails.map((email) => {
            const state = STATES[email.state] ?? { label: email.state, variant: "outline" };
            return (
              <li
                key={email.id}
                data-testid={`email-${email.id}`}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0 space-y-0.5">
                  <p className="font-medium text-slate-900">{email.subject}</p>
                  <p className="text-slate-600">
                    To <span className="break-all">{email.toAddress}</span> ·{" "}
                    <time dateTime={email.sentAt ?? email.createdAt}>
                      {formatShopDateTime(email.sentAt ?? email.createdAt, detail.shopTimeZone)}
                    </time>
                    {email.about === "checkout" && " · for the whole checkout"}
                    {email.about === "orders" && " · with other orders of the checkout"}
                  </p>
                  <p className="text-slate-600">
                    {email.attempts} {email.attempts === 1 ? "attempt" : "attempts"}
                    {email.state === "retrying" && email.nextAttemptAt
                      ? ` · next try ${formatShopDateTime(email.nextAttemptAt, detail.shopTimeZone)}`
                      : ""}
                  </p>
                  {email.lastError && email.state !== "sent" && (
                    <p className="break-words text-red-800">
                      <span className="font-medium">Last error:</span> {email.lastError}
                    </p>
                  )}
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <Badge variant={state.variant}>{state.label}</Badge>
                  {email.canResend && (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      className="print:hidden"
                      disabled={busyId !== null}
                      onClick={() => resend(email)}
                      aria-label={`Resend "${email.subject}"`}
                    >
                      {busyId === email.id ? (
                        <Loader2 className="animate-spin" aria-hidden="true" />
                      ) : (
                        <Send aria-hidden="true" />
                      )}
                      Resend
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DetailCard>
  );
}
