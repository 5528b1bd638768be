// Admin tokens can be revoked: signing out refuses the token from then on, and a changed admin password
// (stored at start) refuses every token issued before.
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { getAdminToken } from "../helpers/admin";
import { POST as createSession, DELETE as endSession } from "@/app/api/admin/session/route";
import { GET as listOrders } from "@/app/api/orders/route";
import { ensureAdminPassword } from "../../scripts/lib/admin-password.mjs";
import { openSqlDatabase } from "../../scripts/lib/sql-database.mjs";

setupTestDatabase();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const listOrdersWith = (token: string) => callRoute(listOrders, { headers: bearer(token) });

async function login(password: string): Promise<string> {
  const response = await callRoute(createSession, { method: "POST", body: { password } });
  expect(response.status).toBe(200);
  return response.body.token as string;
}

/** What `npm start` does with ADMIN_PASSWORD: store its hash when it changed. */
async function restartWithPassword(password: string) {
  const db = await openSqlDatabase(process.env.DATABASE_URL);
  try {
    await ensureAdminPassword(db, { ADMIN_PASSWORD: password });
  } finally {
    await db.close();
  }
}

describe("admin token revocation", () => {
  it("refuses a token after DELETE /api/admin/session signed it out, and only that token", async () => {
    const signedOut = await getAdminToken();
    const other = await getAdminToken();
    expect((await listOrdersWith(signedOut)).status).toBe(200);

    const response = await callRoute(endSession, { method: "DELETE", headers: bearer(signedOut) });
    expect(response.status).toBe(204);

    const refused = await listOrdersWith(signedOut);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: "Admin access required" });
    // Signing out again with the revoked token is refused too.
    expect((await callRoute(endSession, { method: "DELETE", headers: bearer(signedOut) })).status).toBe(401);
    // Another page's token is untouched.
    expect((await listOrdersWith(other)).status).toBe(200);
  });

  it("refuses every token issued before the admin password changed", async () => {
    const before = await getAdminToken(); // the test environment's ADMIN_PASSWORD
    await restartWithPassword("first-new-admin-password");
    expect((await listOrdersWith(before)).status).toBe(401);

    const underFirst = await login("first-new-admin-password");
    expect((await listOrdersWith(underFirst)).status).toBe(200);
    // A restart with the same password revokes nothing…
    await restartWithPassword("first-new-admin-password");
    expect((await listOrdersWith(underFirst)).status).toBe(200);
    // …another password does.
    await restartWithPassword("second-new-admin-password");
    expect((await listOrdersWith(underFirst)).status).toBe(401);
    expect((await listOrdersWith(await login("second-new-admin-password"))).status).toBe(200);
  });
});
