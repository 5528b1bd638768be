"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";
import { requestJson } from "@/lib/client/request-json";

/** Records a referral link's affiliate (?ref=CODE on any page) and welcomes the shopper. */
export function ReferralTracker() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const code = url.searchParams.get("ref");
    if (!code) return;
    url.searchParams.delete("ref");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    requestJson<{ message: string }>("GET", `/api/affiliate/track/${encodeURIComponent(code)}`)
      .then((result) => toast({ title: "Welcome!", description: result.message }))
      .catch(() => undefined);
  }, []);
  return null;
}
