import "server-only";
import { cookies } from "next/headers";
import { KEPT_SESSION_COOKIE } from "./kept-session-cookie";
import { resumeKeptAdminSession, type ResumedAdminSession } from "./resume-kept-admin-session";

/**
 * For the admin layout: this device's kept session, resumed as a fresh page token, or null. Without the
 * cookie nothing is read (a shop that never kept a session, or an unmigrated database, renders as before);
 * a database that cannot answer shows the password gate rather than an error page.
 */
export async function readKeptAdminSession(): Promise<ResumedAdminSession | null> {
  const cookie = (await cookies()).get(KEPT_SESSION_COOKIE)?.value;
  if (!cookie) return null;
  try {
    return await resumeKeptAdminSession(cookie);
  } catch (error) {
    console.error("[admin] could not resume the kept admin session:", error);
    return null;
  }
}
