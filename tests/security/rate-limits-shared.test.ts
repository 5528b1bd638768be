// Without TRUSTED_IP_HEADER there is no address: new session ids (or none) still meet one shared cap.
// RATE_LIMIT_MULTIPLIER=0.05 makes it reachable here: code checks 30 a minute in all.
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { makeSessionId } from "../helpers/fixtures";
import { POST as validateReferral } from "@/app/api/affiliate/validate-code/route";

delete process.env.TRUSTED_IP_HEADER;
process.env.RATE_LIMIT_MULTIPLIER = "0.05";
setupTestDatabase();

it("caps code checks from ever-new sessions and claimed addresses at the shared limit", async () => {
  const statuses: number[] = [];
  for (let call = 0; call < 32; call++) {
    const response = await callRoute(validateReferral, {
      method: "POST",
      body: call % 2 ? { code: "NOPE", sessionId: makeSessionId() } : { code: "NOPE" },
      headers: { "x-real-ip": `203.0.113.${call}`, "x-forwarded-for": `198.51.100.${call}` },
    });
    statuses.push(response.status);
    if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  }
  expect(statuses).toEqual([...Array(30).fill(404), 429, 429]);
});
