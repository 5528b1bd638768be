/** @jest-environment node */
// Without Vercel Blob (no BLOB_READ_WRITE_TOKEN) designs are posted to the shop as before, and the
// direct-upload routes answer 404 { message } without touching anything.
import { setupTestDatabase } from "../helpers/database";
import { callRoute } from "../helpers/call-route";
import { makeSessionId } from "../helpers/fixtures";
import { POST as postToken } from "@/app/api/upload-design/blob-token/route";
import { POST as postFromBlob } from "@/app/api/upload-design/from-blob/route";
import { computeBlobUploadFolder } from "@/lib/designs/blob-upload-folder";
import { isDirectUploadEnabled } from "@/lib/designs/is-direct-upload-enabled";

setupTestDatabase();

const DISABLED =
  "Uploads straight to storage are not enabled on this shop. Please upload the design to the shop itself.";

it("tells the design tool to post the file to the shop", () => {
  expect(process.env.BLOB_READ_WRITE_TOKEN).toBeUndefined();
  expect(isDirectUploadEnabled()).toBe(false);
});

it("answers 404 { message } on the token route", async () => {
  const sessionId = makeSessionId();
  const response = await callRoute(postToken, {
    method: "POST",
    headers: { "x-session-id": sessionId },
    body: {
      type: "blob.generate-client-token",
      payload: {
        pathname: `${await computeBlobUploadFolder(sessionId)}upload.png`,
        clientPayload: JSON.stringify({ contentType: "image/png", size: 100 }),
        multipart: false,
      },
    },
  });
  expect(response.status).toBe(404);
  expect(response.body).toEqual({ message: DISABLED });
});

it("answers 404 { message } on the report route", async () => {
  const sessionId = makeSessionId();
  const url = `https://teststore.private.blob.vercel-storage.com/${await computeBlobUploadFolder(sessionId)}a.png`;
  const response = await callRoute(postFromBlob, { method: "POST", body: { sessionId, url } });
  expect(response.status).toBe(404);
  expect(response.body).toEqual({ message: DISABLED });
});
