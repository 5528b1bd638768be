"use client";

import { useEffect, useState } from "react";
import { canReceiveChangeRequests } from "@/lib/settings/can-receive-change-requests";
import type { AdminShopSettings } from "@/lib/client/admin-types";
import { AdminLink } from "./admin-link";
import { useAdminApi } from "./admin-session";
import { DashboardWarning } from "./dashboard-warning";

/**
 * The dashboard's warning while customers' change requests cannot be delivered (no notification
 * address, and a sender address such as orders@localhost that cannot receive mail): the same check as
 * the settings page, shown where the operator looks every day. Nothing is shown when the settings
 * cannot be read (the rest of the dashboard reports its own errors).
 */
export function ChangeRequestDeliveryWarning() {
  const api = useAdminApi();
  const [address, setAddress] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    api.request<AdminShopSettings>("GET", "/api/admin/settings").then(
      (settings) => {
        if (current) setAddress(canReceiveChangeRequests(settings) ? null : settings.defaultNotificationEmail);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);

  if (!address) return null;
  return (
    <DashboardWarning alert titleId="change-request-warning-title" title="Change requests cannot reach you">
      <p className="break-words">
        Customers&apos; change requests on proofs are e-mailed to {address}, which cannot receive e-mail, so they are
        never delivered. Enter a notification e-mail in{" "}
        <AdminLink href="/admin/settings" className="font-medium underline underline-offset-2">
          Settings
        </AdminLink>
        .
      </p>
    </DashboardWarning>
  );
}
