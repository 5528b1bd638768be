import { describeCutLineNote } from "./describe-cut-line-note";

const SIZE = "3 × 2.41 in";
const proof = (status: string, customerComment: string | null = null) => ({ status, customerComment });

describe("describeCutLineNote", () => {
  it.each([
    ["none", undefined, "The cut line from the customer's order (3 × 2.41 in): the one the proof will show."],
    [
      "sent",
      proof("sent"),
      "The cut line from the customer's order (3 × 2.41 in), as the proof waiting for the customer shows it.",
    ],
    [
      "changes_requested",
      proof("changes_requested", "Bigger"),
      "The cut line from the customer's order (3 × 2.41 in); the customer asked for changes to the proof.",
    ],
    ["approved", proof("approved"), "The cut line frozen on the order (3 × 2.41 in), as the customer approved it."],
    [
      "approved",
      proof("approved", "Approved by the shop: by phone"),
      "The cut line frozen on the order (3 × 2.41 in), as the shop approved it for the customer.",
    ],
    [
      "approved",
      proof("changes_requested", "Bigger"),
      "The cut line frozen on the order (3 × 2.41 in), as the shop approved it for the customer.",
    ],
    [
      "approved",
      undefined,
      "The cut line frozen on the order (3 × 2.41 in), as the shop approved it for the customer.",
    ],
  ] as const)("%s with the newest proof %j reads %j", (state, latest, note) => {
    expect(describeCutLineNote(state, latest, SIZE)).toBe(note);
  });

  it("never says the customer approved before a proof was approved", () => {
    for (const state of ["none", "sent", "changes_requested"] as const)
      expect(describeCutLineNote(state, proof("sent"), SIZE)).not.toMatch(/approved it/);
  });
});
