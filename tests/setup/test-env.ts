// Runs before each test file: give it its own database name and storage folders, so test files
// can run in parallel. The database itself is created only by files that call setupTestDatabase().
import { randomUUID } from "node:crypto";
import path from "node:path";
import {
  getTestProvider,
  POSTGRES_TEMPLATE_DB,
  postgresUrlFor,
  SCRATCH_DIR,
  SQLITE_TEST_DIR,
} from "../helpers/test-databases";
import { setUnbundledGeometryWorker } from "../../lib/die-cut/geometry-pool";

const id = randomUUID().replace(/-/g, "").slice(0, 16);
process.env.TEST_BASE_DATABASE_URL ??= process.env.DATABASE_URL ?? "";
process.env.DATABASE_URL =
  getTestProvider() === "sqlite"
    ? `file:${path.join(SQLITE_TEST_DIR, `${id}.db`)}`
    : postgresUrlFor(`${POSTGRES_TEMPLATE_DB.replace("_template_", "_")}_${id}`);
const scratch = path.join(SCRATCH_DIR, id);
process.env.DESIGN_STORAGE_DIR = path.join(scratch, "designs");
process.env.EMAIL_OUTBOX_DIR = path.join(scratch, "outbox");
process.env.AUTH_SECRET = "test-secret-that-is-long-enough-for-hmac-signing";
process.env.ADMIN_PASSWORD = "test-admin-password";
delete process.env.ADMIN_PASSWORD_HASH;
delete process.env.STRIPE_SECRET_KEY;
delete process.env.BLOB_READ_WRITE_TOKEN;
delete process.env.SMTP_URL;

// lib/ runs here from its TypeScript sources, so the outline tracer's worker thread reads its entry through
// the same hooks the bench uses.
setUnbundledGeometryWorker(path.resolve(__dirname, "../../scripts/register-ts.mjs"));
