/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { setupTestDatabase } from "../helpers/database";
import { makeSessionId } from "../helpers/fixtures";
import { makePng, makeUploadRequest } from "../helpers/images";
import { GET } from "@/app/api/designs/route";
import { POST } from "@/app/api/upload-design/route";
import { prisma } from "@/lib/db/client";

setupTestDatabase();

type DesignBody = { id: number; originalName: string; filename: string; createdAt: string };

async function upload(name: string, sessionId?: string): Promise<DesignBody> {
  const fields = sessionId ? { sessionId } : undefined;
  const response = await POST(
    makeUploadRequest([{ bytes: await makePng({ width: 40, height: 30 }), name, type: "image/png" }], fields),
    undefined,
  );
  expect(response.status).toBe(201);
  return response.json();
}

async function list(url: string, headers: HeadersInit = {}) {
  const response = await GET(new Request(url, { headers }), undefined);
  return { status: response.status, body: await response.json(), cacheControl: response.headers.get("cache-control") };
}

const sessionA = makeSessionId();
const sessionB = makeSessionId();
let uploadedA: DesignBody[];

beforeAll(async () => {
  const first = await upload("a-first.png", sessionA);
  await upload("b-only.png", sessionB);
  await upload("anonymous.png");
  const second = await upload("a-second.png", sessionA);
  uploadedA = [second, first];
});

describe("GET /api/designs", () => {
  it("answers the requesting session's designs, newest first, in the upload response shape", async () => {
    const { status, body, cacheControl } = await list("http://test/api/designs", { "X-Session-Id": sessionA });
    expect(status).toBe(200);
    expect(body).toEqual(uploadedA);
    expect(body.map((design: DesignBody) => design.originalName)).toEqual(["a-second.png", "a-first.png"]);
    expect(cacheControl).toContain("no-store");
  });

  it("reads the session id from the X-Session-Id header, whichever session it names", async () => {
    const { body } = await list("http://test/api/designs", { "X-Session-Id": sessionB });
    expect(body.map((design: DesignBody) => design.originalName)).toEqual(["b-only.png"]);
  });

  it("adds each design's signed thumbnail link when asked (?thumbnails=1, the sheet editor's list)", async () => {
    const { body } = await list("http://test/api/designs?thumbnails=1", { "X-Session-Id": sessionA });
    expect(body).toEqual(
      uploadedA.map((design) => ({ ...design, thumbnailUrl: expect.stringMatching(/^\/uploads\/.+/) as unknown })),
    );
  });

  it("answers [] without a session id, never the designs uploaded without one", async () => {
    expect(await list("http://test/api/designs")).toMatchObject({ status: 200, body: [] });
  });

  // Header values lose surrounding spaces on the way, so the "trailing garbage" case has an inner space.
  it.each(["", "abc", "session_", "session_123_short", `${sessionA} x`, `${sessionA}' OR 1=1 --`])(
    "answers [] for the malformed session id %j",
    async (sessionId) => {
      const { status, body } = await list("http://test/api/designs", { "X-Session-Id": sessionId });
      expect(status).toBe(200);
      expect(body).toEqual([]);
    },
  );

  it("answers [] for a well-formed session that uploaded nothing", async () => {
    expect((await list("http://test/api/designs", { "X-Session-Id": makeSessionId() })).body).toEqual([]);
  });

  it("answers at most 50 designs, the newest", async () => {
    const sessionId = makeSessionId();
    const base = Date.parse("2026-01-01T00:00:00.000Z");
    await prisma.design.createMany({
      data: Array.from({ length: 55 }, (_, index) => ({
        originalName: `bulk-${index}.png`,
        filename: `${randomUUID()}.png`,
        sessionId,
        mimeType: "image/png",
        sizeBytes: 100,
        width: 10,
        height: 10,
        checksum: "0".repeat(64),
        createdAt: new Date(base + index * 1000),
      })),
    });
    const { body } = await list("http://test/api/designs", { "X-Session-Id": sessionId });
    expect(body).toHaveLength(50);
    expect(body[0].originalName).toBe("bulk-54.png");
    expect(body[49].originalName).toBe("bulk-5.png");
  });
});
