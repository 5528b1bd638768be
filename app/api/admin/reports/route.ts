import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { getReportForQuery } from "@/lib/reports/get-report-for-query";

export const dynamic = "force-dynamic";

// GET /api/admin/reports?range=7d|30d|90d|year|custom&from=YYYY-MM-DD&to=YYYY-MM-DD (admin): the Reports
// page's figures (lib/reports/get-report.ts) in the shop's time zone; 400 { message } for a bad range.
export const GET = withAdmin(async (request: Request) => {
  const report = await getReportForQuery(new URL(request.url).searchParams);
  return NextResponse.json(report, { headers: { "Cache-Control": "private, no-store" } });
});
