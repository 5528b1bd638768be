import { clearHandedOffAdminSession, handOffAdminSession, readHandedOffAdminSession } from "./admin-session-handoff";

const NOW = Date.parse("2026-11-22T12:00:00Z");
const session = { token: "token-1", expiresAt: "2026-11-22T20:00:00Z" };

describe("admin session hand-off", () => {
  it.each([
    ["taken right away", 0, session.expiresAt, session],
    ["taken within the ten seconds", 9_999, session.expiresAt, session],
    ["lapsed after ten seconds", 10_001, session.expiresAt, null],
    ["token already expired", 1_000, "2026-11-22T12:00:00Z", null],
    ["unreadable expiry", 0, "soon", null],
  ])("%s", (_name, delay, expiresAt, expected) => {
    handOffAdminSession({ token: session.token, expiresAt }, NOW);
    expect(readHandedOffAdminSession(NOW + delay)).toEqual(expected);
    clearHandedOffAdminSession();
  });

  it("is there until cleared, and nothing is handed off by default", () => {
    expect(readHandedOffAdminSession(NOW)).toBeNull();
    handOffAdminSession(session, NOW);
    expect(readHandedOffAdminSession(NOW)).toEqual(session);
    expect(readHandedOffAdminSession(NOW)).toEqual(session);
    clearHandedOffAdminSession();
    expect(readHandedOffAdminSession(NOW)).toBeNull();
  });
});
