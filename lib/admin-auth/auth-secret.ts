import "server-only";
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";

const AUTH_SECRET_KEY = "auth_secret";
let cached: Promise<string> | undefined;

/**
 * The key that signs admin tokens and design-file URLs (and, derived, customers' sessions): AUTH_SECRET, or one generated once and kept in
 * the database, so every server instance signs and verifies with the same key.
 */
export function getAuthSecret(): Promise<string> {
  cached ??= loadAuthSecret().catch((error) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function loadAuthSecret(): Promise<string> {
  const configured = getServerEnv().AUTH_SECRET;
  if (configured) return configured;
  const existing = await prisma.appSetting.findUnique({ where: { key: AUTH_SECRET_KEY } });
  if (existing) return existing.value;
  // Two instances may race here; the first insert wins and both read it back.
  await prisma.appSetting.upsert({
    where: { key: AUTH_SECRET_KEY },
    create: { key: AUTH_SECRET_KEY, value: randomBytes(32).toString("base64url") },
    update: {},
  });
  return (await prisma.appSetting.findUniqueOrThrow({ where: { key: AUTH_SECRET_KEY } })).value;
}
