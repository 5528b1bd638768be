"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

export type RangeChoice = { range: "7d" | "30d" | "90d" | "year" | "custom"; from: string; to: string };

const OPTIONS: { value: RangeChoice["range"]; label: string }[] = [
  { value: "7d", label: "Last 7 days" },
  { value: "30d", label: "Last 30 days" },
  { value: "90d", label: "Last 90 days" },
  { value: "year", label: "This year" },
  { value: "custom", label: "Two dates" },
];

/** The query string of a choice: range=…, and from/to for two dates. */
export function rangeQuery(choice: RangeChoice): string {
  const params = new URLSearchParams({ range: choice.range });
  if (choice.range === "custom") {
    params.set("from", choice.from);
    params.set("to", choice.to);
  }
  return params.toString();
}

/** Range picker: a preset applies at once; two dates apply with "Show" (the server checks them and says what is wrong). */
export function RangePicker({ value, onChange }: { value: RangeChoice; onChange: (choice: RangeChoice) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);

  function pick(range: RangeChoice["range"]) {
    const next = { ...draft, range };
    setDraft(next);
    if (range !== "custom") onChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange(draft);
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Report range">
      <div className="w-full space-y-1 sm:w-48">
        <Label htmlFor={`${id}-range`}>Range</Label>
        <NativeSelect
          id={`${id}-range`}
          value={draft.range}
          onChange={(event) => pick(event.target.value as RangeChoice["range"])}
        >
          {OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {draft.range === "custom" && (
        <>
          <div className="min-w-0 flex-1 space-y-1 sm:w-44 sm:flex-none">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input
              id={`${id}-from`}
              type="date"
              required
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          </div>
          <div className="min-w-0 flex-1 space-y-1 sm:w-44 sm:flex-none">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input
              id={`${id}-to`}
              type="date"
              required
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          </div>
          <Button type="submit">Show</Button>
        </>
      )}
    </form>
  );
}
