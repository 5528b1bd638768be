// Shared by the Node scripts (migrate, seed, start) and the app: one rule for picking the database.
import path from "node:path";

export const DEFAULT_DATABASE_URL = "file:./data/shop.db";

/** @param {string | undefined} url */
export function resolveDatabaseUrl(url) {
  const value = url && url.trim() !== "" ? url.trim() : DEFAULT_DATABASE_URL;
  if (value.startsWith("file:")) {
    const filePath = value.slice("file:".length).split("?")[0];
    if (!filePath) throw new Error(`DATABASE_URL "${value}" names no SQLite file`);
    return {
      provider: "sqlite",
      url: value,
      filePath: path.resolve(/*turbopackIgnore: true*/ process.cwd(), filePath),
    };
  }
  if (/^postgres(ql)?:\/\//.test(value)) {
    return { provider: "postgres", url: value, filePath: null };
  }
  throw new Error(`DATABASE_URL must start with file:, postgres:// or postgresql:// (got "${value.split(":")[0]}:…")`);
}
