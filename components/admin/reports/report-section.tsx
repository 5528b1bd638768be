"use client";

import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { Download, Loader2, Table2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { downloadReportCsv } from "@/lib/client/admin-api";
import { cn } from "@/lib/utils";
import { useAdminApi } from "../admin-session";
import { toastError } from "../admin-toasts";

type Props = {
  title: string;
  description: string;
  /** The CSV table of the same numbers (GET /api/admin/reports/{table}.csv). */
  table: string;
  /** The report's range query, for the CSV download. */
  query: string;
  /** The chart, drawn for sighted readers only (aria-hidden): the table carries the numbers for everyone. */
  chart?: ReactNode;
  /** The numbers as a table: always in the page for screen readers, shown on request (always, without a chart). */
  children: ReactNode;
};

/** A table of the Reports page: its section's holder scrolls it, so it has no scrolling wrapper of its own. */
export function ReportTable({ className, ...props }: ComponentProps<"table">) {
  return <table className={cn("w-full caption-bottom text-sm", className)} {...props} />;
}

/** One block of the Reports page: heading, chart, its table (visually hidden until "Show table") and a CSV download. */
export function ReportSection({ title, description, table, query, chart, children }: Props) {
  const api = useAdminApi();
  const tableId = useId();
  const [showTable, setShowTable] = useState(!chart);
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadReportCsv(api, table, query);
    } catch (error) {
      toastError(error, "Failed to download the CSV");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="min-w-0">
      <CardHeader className="gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:space-y-0 sm:p-6">
        <div className="space-y-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {chart && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-expanded={showTable}
              aria-controls={tableId}
              aria-label={`${showTable ? "Hide" : "Show"} table: ${title}`}
              onClick={() => setShowTable((shown) => !shown)}
            >
              <Table2 aria-hidden="true" />
              {showTable ? "Hide table" : "Show table"}
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={download}
            disabled={busy}
            aria-label={`CSV: ${title}`}
          >
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            CSV
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4 p-4 pt-0 sm:p-6 sm:pt-0">
        {chart && <div aria-hidden="true">{chart}</div>}
        {/* The holder scrolls a wide table sideways (so it is focusable for the keyboard); hidden, it only clips. */}
        <div
          id={tableId}
          role="region"
          aria-label={`${title}: table`}
          tabIndex={showTable ? 0 : undefined}
          className={cn(showTable ? "overflow-x-auto" : "sr-only")}
        >
          {children}
        </div>
      </CardContent>
    </Card>
  );
}
