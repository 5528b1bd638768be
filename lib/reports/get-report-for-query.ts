import "server-only";
import { badRequest } from "@/lib/api/errors";
import { getServerEnv } from "@/lib/env";
import { getReport, type Report } from "./get-report";
import { parseReportQuery } from "./parse-report-query";

/**
 * The report a route's query string asks for, in the shop's time zone (SHOP_TIME_ZONE). A malformed query
 * throws the schema's ZodError (400), a range the calendar refuses a 400 ApiError.
 */
export async function getReportForQuery(params: URLSearchParams, now = new Date()): Promise<Report> {
  const input = parseReportQuery(params);
  try {
    return await getReport(input, getServerEnv().SHOP_TIME_ZONE, now);
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(error.message);
    throw error;
  }
}
