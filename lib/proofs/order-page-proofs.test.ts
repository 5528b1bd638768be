import {
  buildProofApiBase,
  buildProofImageUrl,
  describeOrderProofs,
  describeProofEventForCustomer,
  describeProofStateLine,
  toOrderPageProofs,
  toProofTimelineKind,
} from "./order-page-proofs";

const TOKEN = "t".repeat(43);
const at = (iso: string) => new Date(iso);

describe("toProofTimelineKind", () => {
  test.each([
    [{ type: "proof", toStatus: "sent" }, "proof_sent"],
    [{ type: "proof", toStatus: "approved" }, "proof_approved"],
    [{ type: "proof", toStatus: "changes_requested" }, "proof_changes_requested"],
    [{ type: "proof", toStatus: "none" }, null],
    [{ type: "proof", toStatus: null }, null],
    [{ type: "status", toStatus: "sent" }, null],
    [{ type: "note", toStatus: "approved" }, null],
  ])("%j → %s", (event, kind) => {
    expect(toProofTimelineKind(event)).toBe(kind);
  });
});

describe("order page proofs", () => {
  const rows = [
    {
      id: 11,
      version: 1,
      status: "changes_requested",
      createdAt: at("2026-03-01T13:00:00Z"),
      respondedAt: at("2026-03-01T14:00:00Z"),
      customerComment: "Bigger",
      replacementDesign: { originalName: "v2.png" },
    },
    {
      id: 12,
      version: 2,
      status: "sent",
      createdAt: at("2026-03-02T13:00:00Z"),
      respondedAt: null,
      customerComment: null,
      replacementDesign: null,
      source: "cut_preview",
    },
  ];

  test("every version newest first, with its image under the page's token", () => {
    expect(toOrderPageProofs(TOKEN, rows)).toEqual([
      {
        id: 12,
        version: 2,
        status: "sent",
        createdAt: "2026-03-02T13:00:00.000Z",
        respondedAt: null,
        customerComment: null,
        approvedByShop: false,
        replacementDesignName: null,
        imageUrl: `/orders/${TOKEN}/proofs/12/image`,
        cutPreview: true,
      },
      {
        id: 11,
        version: 1,
        status: "changes_requested",
        createdAt: "2026-03-01T13:00:00.000Z",
        respondedAt: "2026-03-01T14:00:00.000Z",
        customerComment: "Bigger",
        approvedByShop: false,
        replacementDesignName: "v2.png",
        imageUrl: `/orders/${TOKEN}/proofs/11/image`,
        cutPreview: false,
      },
    ]);
    expect(buildProofImageUrl(TOKEN, 5)).toBe(`/orders/${TOKEN}/proofs/5/image`);
    expect(buildProofApiBase(TOKEN)).toBe(`/api/order-page/${TOKEN}/proofs`);
  });

  test("a version the shop approved for the customer shows no operator's note, only that the shop approved it", () => {
    const approved = {
      ...rows[1]!,
      status: "approved",
      customerComment: "Approved by the shop: said yes on the phone",
    };
    expect(toOrderPageProofs(TOKEN, [approved])[0]).toMatchObject({ customerComment: null, approvedByShop: true });
    expect(
      describeProofEventForCustomer({
        toStatus: "approved",
        actor: "admin",
        detail: "Proof 2 approved by the shop for the customer: said yes",
      }),
    ).toBe("Approved by the shop");
    expect(describeProofEventForCustomer({ toStatus: "approved", actor: "customer", detail: "Proof 2 approved" })).toBe(
      "Proof 2 approved",
    );
  });

  test.each([
    ["paid", "sent", rows, "sent", true],
    ["paid", "changes_requested", rows.slice(0, 1), "changes_requested", false],
    ["processing", "sent", rows, "sent", false],
    ["paid", "none", [], "none", false],
    ["paid", "bogus", [], "none", false],
  ])("order %s, proof state %s → state %s, answerable %s", (status, proofState, proofs, state, answerable) => {
    const described = describeOrderProofs(TOKEN, { status, proofState, proofs });
    expect(described.proofState).toBe(state);
    expect(described.canAnswerProof).toBe(answerable);
    expect(described.proofs).toHaveLength(proofs.length);
  });
});

describe("describeProofStateLine", () => {
  const proof = (status: string, approvedByShop = false) => ({
    id: 5,
    version: 1,
    status: status as "sent" | "approved" | "changes_requested" | "superseded",
    createdAt: "2026-03-01T13:00:00.000Z",
    respondedAt: null,
    customerComment: null,
    approvedByShop,
    replacementDesignName: null,
    imageUrl: "/orders/t/proofs/5/image",
    cutPreview: false,
  });

  test.each([
    ["none", undefined, "No proof yet"],
    ["sent", proof("sent"), "Proof sent · proof 1: Waiting for your approval"],
    ["changes_requested", proof("changes_requested"), "Changes requested · proof 1: Changes requested"],
    ["approved", proof("approved"), "Approved · proof 1: Approved"],
    ["approved", undefined, "Approved"],
    // The shop approved the waiting proof for the customer.
    ["approved", proof("approved", true), "Approved by the shop on your behalf · proof 1"],
    // The shop approved the order after the customer asked for changes (no proof was waiting).
    ["approved", proof("changes_requested"), "Approved by the shop on your behalf"],
  ] as const)("%s with %j reads %j", (state, current, line) => {
    expect(describeProofStateLine(state, current)).toBe(line);
  });
});
