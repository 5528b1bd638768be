import { readFileSync } from "node:fs";
import path from "node:path";

// The SQLite and PostgreSQL schemas must describe the same models; only their headers differ.
function readModelBlocks(provider: "sqlite" | "postgres") {
  const text = readFileSync(path.join(process.cwd(), "prisma", provider, "schema.prisma"), "utf8");
  const blocks = new Map<string, string>();
  for (const match of text.matchAll(/^(model|enum|view|type) (\w+) \{([\s\S]*?)^\}/gm)) {
    const body = (match[3] ?? "")
      .split("\n")
      .map((line) =>
        line
          .replace(/\/\/.*$/, "")
          .replace(/\s+/g, " ")
          .trim(),
      )
      .filter(Boolean)
      .join("\n");
    blocks.set(`${match[1]} ${match[2]}`, body);
  }
  return blocks;
}

describe("Prisma schemas", () => {
  const sqlite = readModelBlocks("sqlite");
  const postgres = readModelBlocks("postgres");

  it("declare the same models", () => {
    expect([...postgres.keys()].sort()).toEqual([...sqlite.keys()].sort());
    expect(sqlite.size).toBeGreaterThanOrEqual(12);
  });

  it.each([...readModelBlocks("sqlite").keys()])("define %s identically", (name) => {
    expect(postgres.get(name)).toBe(sqlite.get(name));
  });

  it("keep money in integer cents", () => {
    for (const body of sqlite.values()) {
      for (const line of body.split("\n")) {
        if (/cents/i.test(line.split(" ")[0] ?? "")) expect(line).toMatch(/^\w+ Int\??( |$)/);
      }
    }
  });
});
