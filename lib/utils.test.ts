import { cn } from "./utils";

describe("cn", () => {
  it("lets a later class replace an earlier one of the same kind, per variant", () => {
    expect(cn("p-6 pt-0", "pt-6")).toBe("p-6 pt-6");
    expect(cn("text-lg font-semibold", "text-base")).toBe("font-semibold text-base");
    expect(cn("h-10 w-10", "h-8 w-8")).toBe("h-8 w-8");
    expect(cn("hover:bg-accent bg-white", "hover:bg-slate-50")).toBe("bg-white hover:bg-slate-50");
    expect(cn("flex-col sm:flex-row", "flex-row")).toBe("sm:flex-row flex-row");
  });

  it("keeps classes that do not conflict, and a colour next to a text size", () => {
    expect(cn("text-sm text-slate-600", "font-medium")).toBe("text-sm text-slate-600 font-medium");
  });

  it("drops falsy values and reads arrays and objects as clsx does", () => {
    expect(cn("rounded-md", false, undefined, null, 0, "", ["px-3", { "px-4": true, hidden: false }])).toBe(
      "rounded-md px-4",
    );
  });
});
