"use client";

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import type { AdminSession } from "@/lib/client/admin-types";

type KeptAdminSessionValue = {
  /** The session the admin layout's server render resumed from this device's kept-session cookie. */
  session: AdminSession | null;
  /** A gate that unlocked with "Keep me signed in" (or signed out) tells the other gates of this tab. */
  remember: (session: AdminSession | null) => void;
};

const KeptAdminSessionContext = createContext<KeptAdminSessionValue>({ session: null, remember: () => undefined });

/**
 * Holds the kept session for every admin page of this tab: the layout resumes it on a full page load
 * (reload, new tab, typed URL); a later client navigation to another gate finds it here.
 */
export function KeptAdminSessionProvider({
  session: resumed,
  children,
}: {
  session: AdminSession | null;
  children: ReactNode;
}) {
  const [session, remember] = useState<AdminSession | null>(resumed);
  const value = useMemo(() => ({ session, remember }), [session]);
  return <KeptAdminSessionContext.Provider value={value}>{children}</KeptAdminSessionContext.Provider>;
}

export function useKeptAdminSession(): KeptAdminSessionValue {
  return useContext(KeptAdminSessionContext);
}
