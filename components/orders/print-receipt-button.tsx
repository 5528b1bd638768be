"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog; the page's print styles turn it into a receipt. */
export function PrintReceiptButton() {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()} className="print:hidden">
      <Printer aria-hidden="true" className="mr-2 h-4 w-4" />
      Print receipt
    </Button>
  );
}
