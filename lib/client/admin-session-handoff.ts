import type { AdminSession } from "./admin-types";

// An admin following a link from one admin screen to an order (or back) should not have to type the
// password again, yet a reload or a typed address must still lock (spec: the token lives in memory
// only). The link's click hands the open session over in this module's memory; the page it opens
// takes it and clears it. Nothing is written to storage, and a hand-off not taken within a few seconds lapses.
const HAND_OFF_TTL_MS = 10_000;

let pending: { session: AdminSession; at: number } | null = null;

/** Called in the click of an admin link: the next admin page that accepts a hand-off gets this session. */
export function handOffAdminSession(session: AdminSession, now = Date.now()): void {
  const { token, expiresAt, keptUntil } = session;
  pending = { session: { token, expiresAt, ...(keptUntil ? { keptUntil } : {}) }, at: now };
}

/**
 * The handed-off session if it is fresh and its token has not expired. Reading does not consume it
 * (React may run a state initializer twice); the receiving page calls clearHandedOffAdminSession.
 */
export function readHandedOffAdminSession(now = Date.now()): AdminSession | null {
  const handed = pending;
  if (!handed || now - handed.at > HAND_OFF_TTL_MS) return null;
  const expiresAt = Date.parse(handed.session.expiresAt);
  if (!Number.isFinite(expiresAt) || expiresAt <= now) return null;
  return handed.session;
}

export function clearHandedOffAdminSession(): void {
  pending = null;
}
