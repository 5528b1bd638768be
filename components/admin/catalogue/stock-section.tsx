"use client";

import { useState } from "react";
import { Loader2, Pencil, Plus, Star } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { updateStock, type CatalogueStockKind } from "@/lib/client/catalogue-api";
import { useAdminApi } from "../admin-session";
import { toastError } from "../admin-toasts";
import { StockSwatch } from "@/components/stickers/stock-swatch";
import type { FinishLook, MaterialLook } from "@/lib/domain/stock-looks";
import { formatPercentOfBps } from "./catalogue-format";
import { StockDialog, type StockEntry } from "./stock-dialog";

type Props = { kind: CatalogueStockKind; entries: StockEntry[]; onChanged: () => void };

const TEXT: Record<CatalogueStockKind, { title: string; noun: string; description: string }> = {
  materials: {
    title: "Materials",
    noun: "material",
    description: "The stocks stickers are printed on. Shoppers get the default one unless they pick another.",
  },
  finishes: {
    title: "Finishes",
    noun: "finish",
    description: "The laminates over the print. Shoppers get the default one unless they pick another.",
  },
};

/** Materials or Finishes: the table (swatch, name, id, price factor, white layer, active, default) and its actions. */
export function StockSection({ kind, entries, onChanged }: Props) {
  const api = useAdminApi();
  const text = TEXT[kind];
  const [dialog, setDialog] = useState<{ entry: StockEntry | null } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const headingId = `catalogue-${kind}-title`;

  async function change(entry: StockEntry, body: { active?: boolean; isDefault?: true }, done: string) {
    setBusyId(entry.id);
    try {
      await updateStock(api, kind, entry.id, body);
      toast({ title: "Saved", description: done });
      onChanged();
    } catch (error) {
      toastError(error, `Failed to update the ${text.noun}`, "Not changed");
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4 space-y-0">
        <div className="space-y-1.5">
          <CardTitle id={headingId}>{text.title}</CardTitle>
          <CardDescription>{text.description}</CardDescription>
        </div>
        <Button type="button" onClick={() => setDialog({ entry: null })}>
          <Plus aria-hidden="true" />
          Add {text.noun}
        </Button>
      </CardHeader>
      <CardContent>
        <Table aria-labelledby={headingId}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Swatch</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>ID</TableHead>
              <TableHead>Price factor</TableHead>
              <TableHead>Shown as</TableHead>
              {kind === "materials" && <TableHead>White layer</TableHead>}
              <TableHead>Status</TableHead>
              <TableHead>Default</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>
                  <span title={entry.swatch} className="block w-fit">
                    <StockSwatch swatch={entry.swatch} look={entry.look} className="h-6 w-6 rounded-full" />
                  </span>
                  <span className="sr-only">{entry.swatch}</span>
                </TableCell>
                <TableCell className="min-w-36">
                  <span className="font-medium">{entry.name}</span>
                  {entry.description && <span className="block text-xs text-slate-600">{entry.description}</span>}
                </TableCell>
                <TableCell className="font-mono">{entry.id}</TableCell>
                <TableCell>{formatPercentOfBps(entry.priceFactorBps)}</TableCell>
                <TableCell className="whitespace-nowrap">{describeLook(entry.look)}</TableCell>
                {kind === "materials" && (
                  <TableCell>{"whiteLayer" in entry && entry.whiteLayer ? "Yes" : "No"}</TableCell>
                )}
                <TableCell>
                  <Badge variant={entry.active ? "success" : "secondary"}>{entry.active ? "Active" : "Inactive"}</Badge>
                </TableCell>
                <TableCell>
                  {entry.isDefault ? (
                    <Badge variant="info">Default</Badge>
                  ) : (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      disabled={busyId === entry.id}
                      aria-label={`Make default: ${entry.name}`}
                      onClick={() =>
                        void change(entry, { isDefault: true }, `${entry.name} is now the default ${text.noun}.`)
                      }
                    >
                      <Star aria-hidden="true" />
                      Make default
                    </Button>
                  )}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit ${entry.name}`}
                    onClick={() => setDialog({ entry })}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={busyId === entry.id}
                    aria-label={`${entry.active ? "Deactivate" : "Activate"} ${entry.name}`}
                    onClick={() =>
                      void change(
                        entry,
                        { active: !entry.active },
                        `${entry.name} is now ${entry.active ? "inactive: hidden from the shop" : "active"}.`,
                      )
                    }
                  >
                    {busyId === entry.id && <Loader2 className="animate-spin" aria-hidden="true" />}
                    {entry.active ? "Deactivate" : "Activate"}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      <StockDialog
        kind={kind}
        entry={dialog?.entry ?? null}
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        onSaved={onChanged}
      />
    </Card>
  );
}

/** "Clear", "Matte": the look's name in the table (the dialog explains each). */
function describeLook(look: MaterialLook | FinishLook): string {
  return look.charAt(0).toUpperCase() + look.slice(1);
}
