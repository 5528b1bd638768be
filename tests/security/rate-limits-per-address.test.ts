// Rate limits per caller: with TRUSTED_IP_HEADER per address (new session ids buy nothing), without it
// one generous shared cap. RATE_LIMIT_MULTIPLIER=0.1 makes the limits small enough to reach here:
// uploads 6 an hour per address, code checks 6 a minute per address, 60 a minute shared.
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { makeSessionId } from "../helpers/fixtures";
import { makePng, makeUploadRequest } from "../helpers/images";
import { POST as validateReferral } from "@/app/api/affiliate/validate-code/route";
import { POST as uploadDesign } from "@/app/api/upload-design/route";

process.env.TRUSTED_IP_HEADER = "x-real-ip";
process.env.RATE_LIMIT_MULTIPLIER = "0.1";
setupTestDatabase();

async function upload(address: string, png: Buffer) {
  const response = await uploadDesign(
    makeUploadRequest(
      [{ bytes: png, name: "art.png", type: "image/png" }],
      { sessionId: makeSessionId() },
      {
        "x-real-ip": address,
      },
    ),
    undefined,
  );
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe("rate limits per trusted address", () => {
  it("uploads: a new session per upload gains nothing; the address is refused after 6, another is not", async () => {
    const png = await makePng();
    const statuses: number[] = [];
    for (let call = 0; call < 8; call++) statuses.push((await upload("203.0.113.7", png)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
    const refused = await upload("203.0.113.7", png);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60); // an hour's window
    expect(refused.body.message).toMatch(/Too many uploads/);
    expect((await upload("198.51.100.9", png)).status).toBe(201);
  }, 60000);

  it("code checks: 6 a minute per address whatever the session, then 429", async () => {
    const check = (address: string) =>
      callRoute(validateReferral, {
        method: "POST",
        body: { code: "NOPE", sessionId: makeSessionId() },
        headers: { "x-real-ip": address },
      });
    const statuses: number[] = [];
    for (let call = 0; call < 8; call++) statuses.push((await check("203.0.113.8")).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429, 429]);
    expect((await check("198.51.100.10")).status).toBe(404);
  });
});
