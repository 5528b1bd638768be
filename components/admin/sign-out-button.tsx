"use client";

import { useState } from "react";
import { Loader2, LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAdminSession } from "./admin-session";

/** 'Sign out' in an admin page's header: the token is revoked on the server and the gate comes back. */
export function SignOutButton() {
  const { signOut } = useAdminSession();
  const [busy, setBusy] = useState(false);

  async function click() {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="outline" onClick={click} disabled={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
      Sign out
    </Button>
  );
}
