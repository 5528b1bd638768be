// Every regular expression in lib/validation runs in linear time: recheck's automaton checker proves
// each one safe (no exponential or polynomial backtracking). The patterns are collected twice: the
// regex literals in the source (also those used outside zod, e.g. in transforms), and every RegExp
// reachable from the exported zod schemas (zod's own formats such as e-mail, UUID and date-time).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { checkSync } from "recheck";
import { parseOrderPageQuery } from "@/lib/validation/admin-orders";
import { affiliateFormSchema } from "@/lib/validation/affiliate";
import { addCartItemSchema } from "@/lib/validation/cart";
import { EMAIL_PATTERN, paymentQuoteSchema, placeOrdersSchema, validateCodeSchema } from "@/lib/validation/checkout";
import { couponFormSchema, ISO_DATE_TIME } from "@/lib/validation/coupon";
import { z } from "@/lib/validation/zod";

// recheck's pure JavaScript backend: no native binary, worker or Java needed, the same everywhere.
process.env.RECHECK_SYNC_BACKEND = "pure";

const VALIDATION_DIR = path.resolve(__dirname, "../../lib/validation");
const sourceFiles = readdirSync(VALIDATION_DIR)
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
  .map((name) => path.join(VALIDATION_DIR, name));

/** The regex literals written in a source file, as RegExp objects. */
function regexLiterals(file: string): RegExp[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: RegExp[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(source);
      const end = text.lastIndexOf("/");
      found.push(new RegExp(text.slice(1, end), text.slice(end + 1)));
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** Every RegExp reachable from a zod schema's definition (checks, formats, shapes, pipes, unions…). */
function schemaPatterns(value: unknown, seen = new Set<unknown>()): RegExp[] {
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  if (value instanceof RegExp) return [value];
  const zod = (value as { _zod?: { def?: unknown } })._zod;
  const children = zod ? [zod.def] : Object.values(value);
  return children.flatMap((child) => schemaPatterns(child, seen));
}

function describePattern(pattern: RegExp) {
  return `/${pattern.source}/${pattern.flags}`;
}

function collectPatterns(): Map<string, RegExp> {
  const patterns = new Map<string, RegExp>();
  for (const file of sourceFiles) {
    for (const pattern of regexLiterals(file)) patterns.set(describePattern(pattern), pattern);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every module of the folder, by name
    const exports = require(file) as Record<string, unknown>;
    // Exported schemas only: zod.ts re-exports `z` itself, whose catalogue of formats we do not use.
    for (const exported of Object.values(exports)) {
      if (exported === z || !(exported as { _zod?: unknown } | null)?._zod) continue;
      for (const pattern of schemaPatterns(exported)) patterns.set(describePattern(pattern), pattern);
    }
  }
  return patterns;
}

/** recheck's verdict, proven by automata theory (not sampled by fuzzing). */
function verdict(pattern: RegExp) {
  const diagnostics = checkSync(pattern.source, pattern.flags, { checker: "automaton", timeout: 120_000 });
  const proven = diagnostics.status !== "unknown" && !diagnostics.complexity.isFuzz;
  return {
    status: diagnostics.status,
    proven,
    complexity: diagnostics.status === "unknown" ? null : diagnostics.complexity.summary,
  };
}

describe("regular expressions in lib/validation", () => {
  const patterns = collectPatterns();

  it("are all written as literals (nothing built at run time escapes the scan)", () => {
    for (const file of sourceFiles) {
      expect({ file: path.basename(file), dynamic: /\bRegExp\s*\(/.test(readFileSync(file, "utf8")) }).toEqual({
        file: path.basename(file),
        dynamic: false,
      });
    }
  });

  it("are found: the literals and zod's own formats", () => {
    const keys = [...patterns.keys()];
    expect(patterns.has(describePattern(EMAIL_PATTERN))).toBe(true);
    expect(keys.some((key) => key.includes("session_"))).toBe(true);
    // zod's formats: z.email() (affiliate form), z.uuid() (payment id), z.iso.datetime() (coupon expiry).
    for (const format of [z.email(), z.uuid(), ISO_DATE_TIME]) {
      expect(patterns.has(describePattern(format._zod.def.pattern as RegExp))).toBe(true);
    }
  });

  it("the checker can fail: the spec's e-mail pattern is polynomial", () => {
    expect(verdict(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)).toMatchObject({ status: "vulnerable", proven: true });
  });

  it.each([...patterns.keys()])(
    "%s is proven safe (linear)",
    (key) => {
      expect(verdict(patterns.get(key) as RegExp)).toMatchObject({ status: "safe", proven: true });
    },
    180_000, // zod's date-time pattern takes seconds (about 25 s on a busy 2-core machine)
  );
});

describe("length limits run before patterns", () => {
  // 10,000 digits pass every character class of the numeric patterns, so a pattern that ran would
  // read all of them. Each field must be refused by its length before any pattern sees the value.
  const LONG = "1".repeat(10_000);
  const parsers: (readonly [endpoint: string, field: string, parse: (value: string) => unknown])[] = [
    ...["customerEmail", "code", "sessionId"].map(
      (field) =>
        ["POST /api/orders", field, (value: string) => placeOrdersSchema.safeParse({ [field]: value })] as const,
    ),
    ...["code", "sessionId"].map(
      (field) =>
        ["create-payment-intent", field, (value: string) => paymentQuoteSchema.safeParse({ [field]: value })] as const,
    ),
    ["validate-coupon", "sessionId", (value) => validateCodeSchema.safeParse({ code: "X", sessionId: value })],
    ["POST /api/cart", "sessionId", (value) => addCartItemSchema.safeParse({ sessionId: value })],
    ...["code", "discountValue", "minOrderAmount", "maxDiscount", "expiresAt"].map(
      (field) =>
        ["POST /api/coupons", field, (value: string) => couponFormSchema.safeParse({ [field]: value })] as const,
    ),
    ...["code", "email", "commissionRate", "customerDiscountRate", "maxCustomerDiscount"].map(
      (field) =>
        ["POST /api/affiliates", field, (value: string) => affiliateFormSchema.safeParse({ [field]: value })] as const,
    ),
    ...["page", "pageSize"].map(
      (field) =>
        [
          "order list query",
          field,
          (value: string) => {
            try {
              return parseOrderPageQuery(new URLSearchParams({ [field]: value }));
            } catch (error) {
              return error;
            }
          },
        ] as const,
    ),
  ];

  it.each(parsers)("%s %s: no pattern runs on 10,000 characters", (_, field, parse) => {
    const spies = [jest.spyOn(RegExp.prototype, "test"), jest.spyOn(RegExp.prototype, "exec")];
    const ran: string[] = [];
    try {
      parse(LONG);
    } finally {
      for (const spy of spies) {
        spy.mock.calls.forEach(([input], index) => {
          // zod's code-point count (a single character class) is linear and allowed.
          const pattern = String(spy.mock.contexts[index]);
          if (String(input).length > 300 && !/^\/\[[^\]]*\]\/$/.test(pattern)) ran.push(pattern);
        });
        spy.mockRestore();
      }
    }
    expect({ field, ran }).toEqual({ field, ran: [] });
  });
});

describe("the linear e-mail pattern", () => {
  const SPEC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  it("accepts exactly what the spec's pattern accepts (every string of up to 8 characters of a . @ space)", () => {
    const alphabet = ["a", ".", "@", " "];
    let strings = [""];
    let checked = 0;
    for (let length = 0; length <= 8; length += 1) {
      for (const text of strings) {
        if (EMAIL_PATTERN.test(text) !== SPEC_EMAIL.test(text)) throw new Error(`disagree on ${JSON.stringify(text)}`);
        checked += 1;
      }
      strings = strings.flatMap((text) => alphabet.map((letter) => text + letter));
    }
    expect(checked).toBe((4 ** 9 - 1) / 3);
  });

  it.each(["a@b.c", "first.last@example.co.uk", "a@.b.c", "a@b..c", ".@...", "ü@ß.de"])("accepts %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(["a@b", "a@b.", "a@.b", "@b.c", "a b@c.d", "a@b@c.d", "a@b .c", "a@" + ".".repeat(200) + "@"])(
    "refuses %s",
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    },
  );
});
