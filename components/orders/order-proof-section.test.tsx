/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import type { OrderPageProof } from "@/lib/proofs/order-page-proofs";
import { OrderProofSection } from "./order-proof-section";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const formatDate = (iso: string) => `on ${iso.slice(0, 10)}`;
const API = "/api/order-page/tok/proofs";

const proof = (overrides: Partial<OrderPageProof>): OrderPageProof => ({
  id: 1,
  version: 1,
  status: "sent",
  createdAt: "2026-03-01T13:00:00.000Z",
  respondedAt: null,
  customerComment: null,
  approvedByShop: false,
  replacementDesignName: null,
  imageUrl: "/orders/tok/proofs/1/image",
  cutPreview: false,
  ...overrides,
});

const item = {
  orderId: 42,
  number: "#42-3126",
  status: "paid",
  proofState: "sent" as const,
  canAnswerProof: true,
  proofs: [
    proof({ id: 3, version: 3, imageUrl: "/orders/tok/proofs/3/image", createdAt: "2026-03-03T13:00:00.000Z" }),
    proof({
      id: 2,
      version: 2,
      status: "changes_requested",
      createdAt: "2026-03-02T13:00:00.000Z",
      respondedAt: "2026-03-02T15:00:00.000Z",
      customerComment: "Thinner border please",
      replacementDesignName: "logo-v2.png",
      imageUrl: "/orders/tok/proofs/2/image",
    }),
    proof({ id: 1, version: 1, status: "superseded", imageUrl: "/orders/tok/proofs/1/image" }),
  ],
};

describe("OrderProofSection", () => {
  it("names the safe line under a shop-drawn proof of a square or circle, not of a die-cut or an uploaded proof (#34)", () => {
    const drawn = { ...item, proofs: [proof({ cutPreview: true })] };
    const legend =
      'Red dashed line: the cut. Light dashed line: the safe area. Keep text and important details inside the dashed safe line, 1/16" inside the cut.';
    const { rerender } = render(
      <OrderProofSection item={{ ...drawn, shape: "square" }} apiBase={API} formatDate={formatDate} />,
    );
    expect(screen.getByTestId("proof-safe-line-legend")).toHaveTextContent(legend);
    rerender(<OrderProofSection item={{ ...drawn, shape: "circle" }} apiBase={API} formatDate={formatDate} />);
    expect(screen.getByTestId("proof-safe-line-legend")).toHaveTextContent(legend);
    rerender(<OrderProofSection item={{ ...drawn, shape: "die-cut" }} apiBase={API} formatDate={formatDate} />);
    expect(screen.queryByTestId("proof-safe-line-legend")).not.toBeInTheDocument();
    rerender(
      <OrderProofSection
        item={{ ...item, shape: "square", proofs: [proof({ cutPreview: false })] }}
        apiBase={API}
        formatDate={formatDate}
      />,
    );
    expect(screen.queryByTestId("proof-safe-line-legend")).not.toBeInTheDocument();
  });

  it("names the kiss-cuts and the sheet's edge under a shop-drawn proof of a sticker sheet (#39)", () => {
    const sheet = {
      stickers: [
        {
          position: 0,
          designId: 1,
          designName: "dolphin.png",
          shape: "circle",
          widthInches: 1,
          heightInches: 1,
          xInches: 0.5,
          yInches: 0.5,
          rotation: 0,
        },
      ],
    };
    render(
      <OrderProofSection
        item={{ ...item, shape: "square", sheet, proofs: [proof({ cutPreview: true })] }}
        apiBase={API}
        formatDate={formatDate}
      />,
    );
    expect(screen.getByTestId("proof-sheet-legend")).toHaveTextContent(
      "Red dashed lines: each sticker's cut. Dark line: the sheet's edge.",
    );
    expect(screen.queryByTestId("proof-safe-line-legend")).not.toBeInTheDocument();
  });

  it("names the stock the proof is printed on, and nothing for an older order that names none (#36)", () => {
    const { rerender } = render(
      <OrderProofSection
        item={{ ...item, materialName: "Clear vinyl", finishName: "Matte laminate" }}
        apiBase={API}
        formatDate={formatDate}
      />,
    );
    expect(screen.getByTestId("proof-stock")).toHaveTextContent("Printed on Clear vinyl · Matte laminate");
    rerender(
      <OrderProofSection
        item={{ ...item, materialName: null, finishName: null }}
        apiBase={API}
        formatDate={formatDate}
      />,
    );
    expect(screen.queryByTestId("proof-stock")).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: /^Proof 3 of order #42-3126/ })).toBeInTheDocument();
  });

  it("shows the newest proof large with its state, the answer buttons, and every earlier version", () => {
    render(<OrderProofSection item={item} apiBase={API} formatDate={formatDate} />);
    const section = screen.getByRole("region", { name: "Proof" });
    expect(within(section).getByText("Proof sent · proof 3: Waiting for your approval")).toBeInTheDocument();
    const image = within(section).getByRole("img", { name: /^Proof 3 of order #42-3126/ });
    expect(image).toHaveAttribute("src", "/orders/tok/proofs/3/image");
    expect(within(section).getByText(/Proof 3, sent/)).toHaveTextContent("Proof 3, sent on 2026-03-03");
    expect(within(section).getByRole("button", { name: "Approve" })).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Request changes" })).toBeInTheDocument();

    const earlier = within(section).getByRole("list", { name: "Earlier proofs of order #42-3126" });
    const rows = within(earlier).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("Proof 2 · Changes requested · sent on 2026-03-02"),
      expect.stringContaining("Proof 1 · Replaced by a newer proof · sent on 2026-03-01"),
    ]);
    expect(rows[0]).toHaveTextContent("Your comment (on 2026-03-02): Thinner border please");
    expect(rows[0]).toHaveTextContent("New design you uploaded: logo-v2.png");
    expect(within(rows[1]!).getByRole("link", { name: "View proof 1" })).toHaveAttribute(
      "href",
      "/orders/tok/proofs/1/image",
    );
  });

  it("offers no answer when the proof cannot be answered, and shows the customer's answer", () => {
    const answered = {
      ...item,
      proofState: "changes_requested" as const,
      canAnswerProof: false,
      proofs: [proof({ status: "changes_requested", customerComment: "Bigger", respondedAt: "2026-03-01T14:00:00Z" })],
    };
    render(<OrderProofSection item={answered} apiBase={API} formatDate={formatDate} />);
    const section = screen.getByRole("region", { name: "Proof" });
    expect(within(section).getByText("Changes requested · proof 1: Changes requested")).toBeInTheDocument();
    expect(section).toHaveTextContent("Your comment (on 2026-03-01): Bigger");
    expect(within(section).queryByRole("button")).toBeNull();
    expect(within(section).queryByRole("list")).toBeNull();
  });

  it("shows a version the shop approved for the customer as 'Approved by the shop', never a note", () => {
    render(
      <OrderProofSection
        item={{
          ...item,
          proofState: "approved",
          canAnswerProof: false,
          proofs: [
            proof({
              status: "approved",
              approvedByShop: true,
              respondedAt: "2026-03-04T10:00:00Z",
              customerComment: null,
            }),
          ],
        }}
        apiBase={API}
        formatDate={formatDate}
      />,
    );
    const section = screen.getByRole("region", { name: "Proof" });
    expect(within(section).getByText("Approved by the shop (on 2026-03-04)")).toBeInTheDocument();
    expect(within(section).getByText("Approved by the shop on your behalf · proof 1")).toBeInTheDocument();
    expect(section).not.toHaveTextContent("Your comment");
  });

  it("says the shop approved an order whose proof had changes requested, not 'Approved · Changes requested'", () => {
    render(
      <OrderProofSection
        item={{
          ...item,
          proofState: "approved",
          canAnswerProof: false,
          proofs: [
            proof({
              status: "changes_requested",
              respondedAt: "2026-03-02T15:00:00.000Z",
              customerComment: "Thinner border please",
            }),
          ],
        }}
        apiBase={API}
        formatDate={formatDate}
      />,
    );
    const section = screen.getByRole("region", { name: "Proof" });
    expect(within(section).getByText("Approved by the shop on your behalf")).toBeInTheDocument();
    expect(section).not.toHaveTextContent("Approved · proof 1: Changes requested");
    // The customer's own request stays in the record.
    expect(section).toHaveTextContent("Your comment (on 2026-03-02): Thinner border please");
  });

  it.each([
    ["paid", "none", "We'll e-mail you a proof to approve before anything is printed."],
    ["pending", "none", "We'll e-mail you a proof to approve before anything is printed."],
    ["paid", "approved", "Your design is approved for printing."],
  ] as const)("an order %s without proofs (state %s) says what comes", (status, proofState, note) => {
    render(
      <OrderProofSection
        item={{ ...item, status, proofState, proofs: [], canAnswerProof: false }}
        apiBase={API}
        formatDate={formatDate}
      />,
    );
    expect(screen.getByRole("region", { name: "Proof" })).toHaveTextContent(note);
    expect(screen.queryByRole("img")).toBeNull();
  });

  it.each(["processing", "shipped", "cancelled", "expired"])(
    "an order %s without any proof shows no proof section",
    (status) => {
      const { container } = render(
        <OrderProofSection
          item={{ ...item, status, proofState: "none", proofs: [], canAnswerProof: false }}
          apiBase={API}
          formatDate={formatDate}
        />,
      );
      expect(container).toBeEmptyDOMElement();
    },
  );
});
