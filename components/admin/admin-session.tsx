"use client";

import { createContext, useContext } from "react";
import type { AdminApi } from "@/lib/client/admin-api";

export type AdminSessionValue = {
  /** The signed admin token, kept in React state only (never in storage or readable cookies). */
  token: string;
  expiresAt: string;
  /** When this device's kept session ends ("Keep me signed in on this device"), else null. */
  keptUntil: string | null;
  /** Authenticated calls; a 401 locks the page again. */
  api: AdminApi;
  /** Forget the token and show the password gate again. */
  lock: () => void;
  /**
   * Sign out: the server revokes the token, the page forgets it and shows the password gate again. When
   * the server was not told, a kept session stays (its cookie would reopen the admin) and a toast says so.
   */
  signOut: () => Promise<void>;
  /** Sign out all devices: every admin session ends (this one too) and the password gate comes back. */
  signOutAllDevices: () => Promise<void>;
};

export const AdminSessionContext = createContext<AdminSessionValue | null>(null);

export function useAdminSession(): AdminSessionValue {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error("useAdminSession must be used inside <AdminPasswordGate>");
  return session;
}

export function useAdminApi(): AdminApi {
  return useAdminSession().api;
}
