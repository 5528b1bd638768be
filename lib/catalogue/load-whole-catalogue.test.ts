import type { Catalogue } from "@/lib/domain/catalogue";
import { loadWholeCatalogue, MAX_CATALOGUE_LOAD_ATTEMPTS } from "./load-whole-catalogue";

const catalogueAt = (version: string) => ({ version }) as Catalogue;
const torn = new Error('The catalogue has no price for 2" at 1000 stickers.');

/** Each load answers the next of `loads` (a version, or an error); each stamp read the next of `stamps`. */
function readers(loads: (string | Error)[], stamps: string[]) {
  const calls = { load: 0, readVersion: 0 };
  return {
    calls,
    load: async () => {
      const next = loads[calls.load++];
      if (next instanceof Error) throw next;
      if (next === undefined) throw new Error("more loads than the case expects");
      return catalogueAt(next);
    },
    readVersion: async () => {
      const next = stamps[calls.readVersion++];
      if (next === undefined) throw new Error("more stamp reads than the case expects");
      return next;
    },
  };
}

describe("loadWholeCatalogue", () => {
  it.each([
    { case: "nothing landed during the load", loads: ["5"], stamps: ["5"], version: "5", attempts: 1 },
    {
      case: "a save landed during the load: loaded again",
      loads: ["5", "6"],
      stamps: ["6", "6"],
      version: "6",
      attempts: 2,
    },
    { case: "a torn load failed: loaded again", loads: [torn, "6"], stamps: ["6"], version: "6", attempts: 2 },
    {
      case: "saves landed during two loads",
      loads: ["5", "6", "7"],
      stamps: ["6", "7", "7"],
      version: "7",
      attempts: MAX_CATALOGUE_LOAD_ATTEMPTS,
    },
  ])("$case", async ({ loads, stamps, version, attempts }) => {
    const given = readers(loads, stamps);
    await expect(loadWholeCatalogue(given)).resolves.toEqual({ version });
    expect(given.calls.load).toBe(attempts);
  });

  it("gives up after the last attempt when saves keep landing", async () => {
    const given = readers(["5", "6", "7"], ["6", "7", "8"]);
    await expect(loadWholeCatalogue(given)).rejects.toThrow("The catalogue changed during each of 3 loads");
  });

  it("answers a catalogue that fails every load with its own error", async () => {
    await expect(loadWholeCatalogue(readers([torn, torn, torn], []))).rejects.toBe(torn);
  });

  it("lets a database that cannot be reached fail at once", async () => {
    const down = new Error("connect ECONNREFUSED");
    const given = readers(["5"], []);
    given.readVersion = async () => Promise.reject(down);
    await expect(loadWholeCatalogue(given)).rejects.toBe(down);
  });
});
