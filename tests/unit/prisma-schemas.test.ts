import { makeSqliteSchema, readSchemas } from "../../scripts/lib/sqlite-schema.mjs";
import { readSchemaModels } from "../helpers/schema-models";

// prisma/postgres/schema.prisma is the one source of the models; the SQLite schema is generated from it.
describe("Prisma schemas", () => {
  const { postgres, sqlite } = readSchemas();

  it("keep the SQLite schema as the generated copy of the PostgreSQL one", () => {
    expect(sqlite).toBe(makeSqliteSchema(postgres));
    expect(readSchemaModels("sqlite")).toEqual(readSchemaModels("postgres"));
    expect(readSchemaModels("postgres").length).toBeGreaterThanOrEqual(19);
  });

  it.each([
    ["the provider", postgres.replace('provider = "postgresql"', 'provider = "sqlite"'), /provider/],
    ["the client's folder", postgres.replace("generated/postgres", "generated/other"), /output|generated/],
    [
      "a PostgreSQL-only column type",
      postgres.replace("  name       String     @unique", "  name       String     @unique @db.Text"),
      /@db\.Text/,
    ],
  ])("refuse to carry over a schema with an unexpected %s", (_what, source, message) => {
    expect(source).not.toBe(postgres);
    expect(() => makeSqliteSchema(source)).toThrow(message);
  });

  it("keep money in integer cents", () => {
    const lines = postgres.split("\n").map((line) => line.replace(/\/\/.*$/, "").trim());
    const money = lines.filter((line) => /cents/i.test(line.split(/\s+/)[0] ?? ""));
    expect(money.length).toBeGreaterThan(10);
    for (const line of money) expect(line).toMatch(/^\w+\s+Int\??(\s|$)/);
  });
});
