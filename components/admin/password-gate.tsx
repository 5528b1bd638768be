"use client";

import { useCallback, useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { Loader2, Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { RequestError } from "@/lib/client/request-json";
import { createAdminApi, createAdminSession, endAdminSession, endAllAdminSessions } from "@/lib/client/admin-api";
import { clearHandedOffAdminSession, readHandedOffAdminSession } from "@/lib/client/admin-session-handoff";
import type { AdminSession } from "@/lib/client/admin-types";
import { AdminSessionContext, type AdminSessionValue } from "./admin-session";
import { formatShopDateTime } from "./format";
import { useKeptAdminSession } from "./kept-admin-session";
import { useShopTimeZone } from "./shop-time-zone";

type Props = {
  /** Heading of the locked page, e.g. 'Admin Access - Archive'. */
  title: string;
  /** Submit button text, e.g. 'Access Archive'. */
  buttonLabel: string;
  description?: string;
  /** Opens with a session handed over by the admin link that led here (lib/client/admin-session-handoff). */
  acceptHandOff?: boolean;
  children: ReactNode;
};

const INVALID_PASSWORD = "Invalid password. Please try again.";
const EXPIRED = "Your admin session has expired. Please log in again.";

/**
 * Per-page admin lock (spec section 4): the password is checked by POST /api/admin/session and the
 * token it buys lives in this component's state only, so it is gone when the page is left or reloaded.
 * Ticking "Keep me signed in on this device" also has the server set a kept-session cookie, which the
 * admin layout resumes on a full page load: the gate then opens by itself until the session ends.
 */
export function AdminPasswordGate({
  title,
  buttonLabel,
  description = "Enter the admin password to continue.",
  acceptHandOff = false,
  children,
}: Props) {
  // A hand-off only exists after a client-side navigation, which renders in the browser alone (no
  // server HTML to match); on a full page load both renders read null.
  const kept = useKeptAdminSession();
  const [session, setSession] = useState<AdminSession | null>(
    () => (acceptHandOff ? readHandedOffAdminSession() : null) ?? kept.session,
  );
  useEffect(() => {
    if (acceptHandOff) clearHandedOffAdminSession();
  }, [acceptHandOff]);
  const [password, setPassword] = useState("");
  const [keepSignedIn, setKeepSignedIn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;

  const { remember } = kept;
  const timeZone = useShopTimeZone();
  const lock = useCallback(() => {
    setSession(null);
    remember(null);
    setError(EXPIRED);
  }, [remember]);

  const signOut = useCallback(async () => {
    if (!session) return;
    try {
      await endAdminSession(session.token);
      toast({ title: "Signed out", description: "The admin session has ended." });
    } catch {
      // A kept session lives on in its httpOnly cookie, which only the server can revoke and clear:
      // dropping the page's token would look signed out while the next load opens the admin again.
      if (session.keptUntil) {
        toast({
          variant: "destructive",
          title: "Not signed out",
          description: `This device stays signed in until ${formatShopDateTime(session.keptUntil, timeZone)}. Try again.`,
        });
        return;
      }
      toast({
        variant: "destructive",
        title: "Signed out on this page",
        description: "The server could not be reached to end the session; it expires on its own.",
      });
    }
    setSession(null);
    remember(null);
    setError(null);
  }, [session, remember, timeZone]);

  const signOutAllDevices = useCallback(async () => {
    if (!session) return;
    try {
      await endAllAdminSessions(session.token);
    } catch (failure) {
      const message = failure instanceof RequestError ? failure.message : "Could not reach the server.";
      toast({ variant: "destructive", title: "Not signed out", description: message });
      return;
    }
    toast({ title: "Signed out everywhere", description: "Every device has to enter the password again." });
    setSession(null);
    remember(null);
    setError(null);
  }, [session, remember]);

  const value = useMemo<AdminSessionValue | null>(
    () =>
      session
        ? {
            token: session.token,
            expiresAt: session.expiresAt,
            keptUntil: session.keptUntil ?? null,
            api: createAdminApi(session.token, lock),
            lock,
            signOut,
            signOutAllDevices,
          }
        : null,
    [session, lock, signOut, signOutAllDevices],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    setError(null);
    try {
      const granted = await createAdminSession(password, keepSignedIn);
      setPassword("");
      setSession(granted);
      if (granted.keptUntil) remember(granted);
      toast({ title: "Access Granted", description: "Welcome, admin." });
    } catch (failure) {
      if (failure instanceof RequestError && failure.status === 401) {
        setError(INVALID_PASSWORD);
        toast({ variant: "destructive", title: "Access Denied", description: "Invalid password" });
      } else if (failure instanceof RequestError && failure.status === 429) {
        setError(failure.message);
        toast({ variant: "destructive", title: "Access Denied", description: failure.message });
      } else {
        const message =
          failure instanceof RequestError && failure.message
            ? failure.message
            : "Could not reach the server. Please try again.";
        setError(message);
        toast({ variant: "destructive", title: "Error", description: message });
      }
    } finally {
      setBusy(false);
    }
  }

  if (value) return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;

  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <Lock className="h-8 w-8 text-primary" aria-hidden="true" />
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor={fieldId}>Password</Label>
              <Input
                id={fieldId}
                type="password"
                name="password"
                required
                autoFocus
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              {error && (
                <p id={errorId} role="alert" className="text-sm text-red-700">
                  {error}
                </p>
              )}
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${fieldId}-keep`}
                checked={keepSignedIn}
                onCheckedChange={(checked) => setKeepSignedIn(checked === true)}
              />
              <Label htmlFor={`${fieldId}-keep`} className="font-normal">
                Keep me signed in on this device
              </Label>
            </div>
            <Button type="submit" className="w-full" disabled={busy}>
              {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
              {buttonLabel}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
