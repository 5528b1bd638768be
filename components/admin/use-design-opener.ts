"use client";

import { useCallback } from "react";
import { toast } from "@/components/ui/use-toast";
import { fetchDesignFile, isSessionExpired } from "@/lib/client/admin-api";
import type { AdminOrder } from "@/lib/client/admin-types";
import { useAdminApi } from "./admin-session";

/**
 * Opens an order's design in a new tab. The tab is opened synchronously in the click (so popup
 * blockers allow it) and pointed at the short-lived signed URL once the server has answered.
 */
export function useDesignOpener() {
  const api = useAdminApi();
  return useCallback(
    async (order: Pick<AdminOrder, "designId" | "orderNumber">) => {
      const tab = window.open("", "_blank");
      if (tab) tab.opener = null;
      try {
        const answer = await fetchDesignFile(api, order.designId);
        if (answer.kind === "missing") {
          tab?.close();
          toast({
            variant: "destructive",
            title: "Design File Not Available",
            description: `The design file for order ${order.orderNumber} is no longer available on the server. Original file: ${answer.originalName ?? "Unknown"}`,
          });
          return;
        }
        if (tab) tab.location.href = answer.link.url;
        else window.open(answer.link.url, "_blank", "noopener,noreferrer");
      } catch (error) {
        tab?.close();
        if (isSessionExpired(error)) return;
        toast({ variant: "destructive", title: "Error", description: "Failed to load design file" });
      }
    },
    [api],
  );
}
