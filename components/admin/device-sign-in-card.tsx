"use client";

import { useState } from "react";
import { Loader2, LogOut, MonitorSmartphone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAdminSession } from "./admin-session";
import { ConfirmActionButton } from "./confirm-action-button";
import { formatShopDateTime } from "./format";
import { useShopTimeZone } from "./shop-time-zone";

/**
 * The dashboard's word on how this device is signed in: kept ("Keep me signed in on this device") until
 * when, or for this page only; signs out this device's kept session, or (asked first) every admin session
 * anywhere.
 */
export function DeviceSignInCard() {
  const { keptUntil, signOut, signOutAllDevices } = useAdminSession();
  const timeZone = useShopTimeZone();
  const [busy, setBusy] = useState(false);

  async function signOutThisDevice() {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="device-sign-in-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <div className="flex min-w-0 gap-3">
        <MonitorSmartphone className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="device-sign-in-title" className="font-semibold text-slate-900">
            {keptUntil ? "This device is kept signed in" : "Signed in on this page only"}
          </h2>
          <p className="text-slate-700">
            {keptUntil
              ? `Until ${formatShopDateTime(keptUntil, timeZone)}; a reload, a new tab or a typed address stay signed in.`
              : "A reload, a new tab or a typed address ask for the password again."}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {keptUntil && (
          <Button type="button" variant="outline" onClick={signOutThisDevice} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
            Sign out this device
          </Button>
        )}
        {/* It signs out every operator everywhere: asked first, in the shop's dialog. */}
        <ConfirmActionButton
          trigger={
            <>
              <LogOut aria-hidden="true" />
              Sign out all devices
            </>
          }
          confirmVariant="destructive"
          disabled={busy}
          title="Sign out all devices?"
          description="Every admin session ends, on this device and on every other, kept signed in or not: everyone has to enter the password again."
          cancelLabel="Stay signed in"
          confirmLabel="Sign out everywhere"
          fallbackError="Could not sign out all devices. Please try again."
          onConfirm={signOutAllDevices}
        />
      </div>
    </section>
  );
}
