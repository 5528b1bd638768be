import { withAdmin } from "@/lib/admin-auth/with-admin";
import { getReportForQuery } from "@/lib/reports/get-report-for-query";
import { parseReportTableFile } from "@/lib/reports/parse-report-query";
import { formatReportCsv, reportCsvFileName } from "@/lib/reports/report-csv";

export const dynamic = "force-dynamic";

// GET /api/admin/reports/{summary|sales|sizes|bands|quantities|materials|finishes|coupons|affiliates|funnel}.csv?range=… (admin): one
// table of the Reports page as a CSV download, for the same range query as the report; 400 { message } for
// an unknown table or a bad range.
type Context = { params: Promise<{ table: string }> };

export const GET = withAdmin(async (request: Request, { params }: Context) => {
  const table = parseReportTableFile((await params).table);
  const report = await getReportForQuery(new URL(request.url).searchParams);
  return new Response(formatReportCsv(report, table), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${reportCsvFileName(report, table)}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
