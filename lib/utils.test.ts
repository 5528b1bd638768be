import { twMerge } from "tailwind-merge";
import { projectClassNames } from "@/scripts/lib/tailwind-classes.mjs";
import { cn } from "./utils";

const REGENERATE = "run `node scripts/generate-class-merge-config.mjs` to update lib/class-merge-config.ts";

describe("cn", () => {
  const names = projectClassNames();

  it("finds the project's classes", () => {
    expect(names).toEqual(expect.arrayContaining(["p-6", "pt-0", "text-lg", "text-base", "h-10", "w-full", "bg-card"]));
  });

  it("merges every pair of the project's classes like the full tailwind-merge", () => {
    const differences: string[] = [];
    for (const earlier of names) {
      for (const later of names) {
        if (earlier === later) continue; // see below
        const expected = twMerge(earlier, later);
        const actual = cn(earlier, later);
        if (actual !== expected)
          differences.push(`cn("${earlier}", "${later}") is "${actual}", tailwind-merge says "${expected}"`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
    if (differences.length) throw new Error(REGENERATE);
  });

  it("treats variants, their order and the important modifier like the full tailwind-merge", () => {
    const variants: Array<[string, string]> = [
      ["hover:", "hover:"],
      ["hover:", ""],
      ["sm:hover:", "hover:sm:"],
      ["[&_svg]:", "[&_svg]:"],
      ["[&_svg]:hover:", "hover:[&_svg]:"],
      ["", "!"],
    ];
    const differences: string[] = [];
    for (const [first, second] of variants) {
      for (const earlier of names) {
        for (const later of names) {
          // A class repeated as it is: kept twice when no other class conflicts with it (harmless).
          if (earlier === later) continue;
          const input = `${first}${earlier} ${second === "!" ? `${later}!` : `${second}${later}`}`;
          if (cn(input) !== twMerge(input))
            differences.push(`cn("${input}") is "${cn(input)}", tailwind-merge says "${twMerge(input)}"`);
        }
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it("lets a later class override an earlier one, per variant", () => {
    expect(cn("p-6 pt-0", "pt-6")).toBe("p-6 pt-6");
    expect(cn("text-lg font-semibold", "text-base")).toBe("font-semibold text-base");
    expect(cn("h-10 w-10", "h-8 w-8")).toBe("h-8 w-8");
    expect(cn("hover:bg-accent bg-white", "hover:bg-slate-50")).toBe("bg-white hover:bg-slate-50");
    expect(cn("flex-col sm:flex-row", "flex-row")).toBe("sm:flex-row flex-row");
    expect(cn("rounded-md", false, undefined, ["px-3", { "px-4": true }])).toBe("rounded-md px-4");
  });
});
