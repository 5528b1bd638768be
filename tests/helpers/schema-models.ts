// The models of the Prisma schema (the PostgreSQL file is the source; the SQLite one is generated
// from it), read from the file itself so tests list tables and columns without a hand-kept copy.
import { readFileSync } from "node:fs";
import path from "node:path";

export type SchemaModel = { name: string; fields: string[] };

export function readSchemaModels(provider: "postgres" | "sqlite" = "postgres"): SchemaModel[] {
  const text = readFileSync(path.join(process.cwd(), "prisma", provider, "schema.prisma"), "utf8");
  return [...text.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)].map((match) => ({
    name: match[1] ?? "",
    fields: (match[2] ?? "")
      .split("\n")
      .map((line) => line.trim().match(/^(\w+)\s/)?.[1])
      .filter((field): field is string => Boolean(field)),
  }));
}
