import { z } from "zod";
import { dayNumberOf } from "./report-days";
import { MAX_REPORT_DAYS, REPORT_RANGES, type ReportRangeInput } from "./resolve-report-range";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD")
  .refine((value) => !Number.isNaN(dayNumberOf(value)), "Not a calendar day");

export const REPORT_TABLES = [
  "summary",
  "sales",
  "sizes",
  "bands",
  "quantities",
  "materials",
  "finishes",
  "coupons",
  "affiliates",
  "funnel",
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

const querySchema = z
  .object({
    range: z.enum(REPORT_RANGES).default("30d"),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((query, context) => {
    if (query.range !== "custom") {
      if (query.from !== undefined || query.to !== undefined)
        context.addIssue({ code: "custom", message: "from and to go with range=custom only", path: ["range"] });
      return;
    }
    if (query.from === undefined || query.to === undefined) {
      context.addIssue({
        code: "custom",
        message: "A custom range needs from and to",
        path: [query.from ? "to" : "from"],
      });
      return;
    }
    const days = dayNumberOf(query.to) - dayNumberOf(query.from) + 1;
    if (days < 1) context.addIssue({ code: "custom", message: "from must not be after to", path: ["from"] });
    else if (days > MAX_REPORT_DAYS)
      context.addIssue({ code: "custom", message: `A report covers at most ${MAX_REPORT_DAYS} days`, path: ["to"] });
  });

/** The report's range from a query string (range=7d|30d|90d|year|custom&from=YYYY-MM-DD&to=YYYY-MM-DD); throws ZodError. */
export function parseReportQuery(params: URLSearchParams): ReportRangeInput {
  const read = (key: string) => params.get(key) ?? undefined;
  return querySchema.parse({ range: read("range"), from: read("from"), to: read("to") });
}

/** "sales.csv" → "sales"; throws ZodError for any other name. */
export function parseReportTableFile(file: string): ReportTable {
  const match = /^([a-z]+)\.csv$/.exec(file);
  return z.enum(REPORT_TABLES, { message: `Unknown report table: ${file}` }).parse(match?.[1] ?? file);
}
