"use client";

import { Link2 } from "lucide-react";
import { toast } from "@/components/ui/use-toast";
import { sendNewOrderLink } from "@/lib/client/admin-api";
import { useAdminApi } from "./admin-session";
import { ConfirmActionButton } from "./confirm-action-button";

type Props = {
  order: { id: number; orderNumber: string; customerEmail: string };
  /** Called after the new link was sent (the e-mail shows in the order's e-mails). */
  onSent: () => void;
};

/** "Send a new order link": asks first, then revokes the customer's order page links and e-mails a new one. */
export function OrderLinkButton({ order, onSent }: Props) {
  const api = useAdminApi();
  return (
    <ConfirmActionButton
      trigger={
        <>
          <Link2 aria-hidden="true" />
          Send a new order link
        </>
      }
      title={`Send a new order link for ${order.orderNumber}?`}
      description={
        <>
          Every link to this checkout&apos;s order page, including those in earlier e-mails, will stop working. A new
          link will be e-mailed to {order.customerEmail}.
        </>
      }
      cancelLabel="Keep the links"
      confirmLabel="Send new link"
      fallbackError="The new link could not be sent. Please try again."
      onConfirm={async () => {
        const { message } = await sendNewOrderLink(api, order.id);
        toast({ title: "New Order Link Sent", description: message });
        onSent();
      }}
    />
  );
}
