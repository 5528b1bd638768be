import { listMigrations } from "../../scripts/lib/migrations.mjs";
import { readSchemaModels } from "../helpers/schema-models";

describe("committed migrations", () => {
  it("exist under the same names for both providers", () => {
    const sqlite = listMigrations("sqlite").map((migration: { name: string }) => migration.name);
    const postgres = listMigrations("postgres").map((migration: { name: string }) => migration.name);
    expect(sqlite.length).toBeGreaterThan(0);
    expect(postgres).toEqual(sqlite);
  });

  it.each(["sqlite", "postgres"])("create every model's table for %s", (provider) => {
    const sql = listMigrations(provider)
      .map((migration: { sql: string }) => migration.sql)
      .join("\n");
    const tables = readSchemaModels().map((model) => model.name);
    expect(tables.length).toBeGreaterThanOrEqual(19);
    for (const table of tables) {
      expect(sql).toContain(`CREATE TABLE "${table}"`);
    }
  });
});
