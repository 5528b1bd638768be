/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminProof, OrderDetail } from "@/lib/client/admin-types";
import { fakeJsonResponse } from "@/tests/helpers/fake-response";
import { makeOrder, ok, renderUnlocked, routeFetch, TEST_TOKEN } from "@/tests/helpers/admin-ui";
import { OrderProofsSection } from "./order-proofs-section";

const IMAGE_URL = "/uploads/0b7b0c4e-1111-4222-8333-944445555666.png?exp=9999999999&sig=abc";

function makeProof(overrides: Partial<AdminProof> = {}): AdminProof {
  return {
    id: 1,
    version: 1,
    source: "upload",
    status: "sent",
    createdAt: "2026-03-02T17:00:00.000Z",
    respondedAt: null,
    customerComment: null,
    designId: 41,
    image: { designId: 50, url: IMAGE_URL, mimeType: "image/png", widthPx: 1200, heightPx: 800 },
    replacementDesign: null,
    emailHeld: false,
    ...overrides,
  };
}

/** Only the fields the section reads. */
function makeDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    order: makeOrder({ id: 7, status: "paid", customerEmail: "ada@example.com" }),
    shopTimeZone: "America/Los_Angeles",
    proofState: "none",
    printingBlockedReason: "Printing starts only after the customer approves a proof (no proof has been sent yet).",
    proofs: [],
    checkoutOrders: [],
    ...overrides,
  } as OrderDetail;
}

afterEach(() => {
  jest.restoreAllMocks();
});

// The SDK's browser upload (used with Vercel Blob on): what it was given, and what Blob answers.
const blobUpload = jest.fn();
jest.mock("@vercel/blob/client", () => ({ upload: (...args: unknown[]) => blobUpload(...args) }));

describe("OrderProofsSection", () => {
  it("shows the state, why printing waits, and that nothing was sent yet", () => {
    routeFetch([]);
    renderUnlocked(<OrderProofsSection detail={makeDetail()} onSent={jest.fn()} />);
    const section = screen.getByRole("region", { name: "Proofs" });
    expect(within(section).getByText("No proof yet")).toBeInTheDocument();
    expect(within(section).getByText(/no proof has been sent yet\)\./)).toBeInTheDocument();
    expect(within(section).getByText("No proof has been sent yet.")).toBeInTheDocument();
    expect(within(section).getByLabelText("Upload proof")).toHaveAttribute("type", "file");
  });

  it("names the stock the proof is for, and nothing for an order that names none (#36)", () => {
    routeFetch([]);
    const order = makeOrder({ id: 7, status: "paid", materialName: "Clear vinyl", finishName: "Matte laminate" });
    const { unmount } = renderUnlocked(<OrderProofsSection detail={makeDetail({ order })} onSent={jest.fn()} />);
    expect(screen.getByTestId("proof-stock")).toHaveTextContent("Proof for Clear vinyl · Matte laminate");
    unmount();
    const older = makeOrder({ id: 7, status: "paid", materialName: null, finishName: null } as never);
    renderUnlocked(<OrderProofsSection detail={makeDetail({ order: older })} onSent={jest.fn()} />);
    expect(screen.getByRole("region", { name: "Proofs" })).toBeInTheDocument();
    expect(screen.queryByTestId("proof-stock")).not.toBeInTheDocument();
  });

  it.each([
    ["a cancelled order", "cancelled", "0.00"],
    ["a refunded order", "cancelled", "50.00"],
    ["an expired order", "expired", "0.00"],
  ])("says nothing about printing for %s", (_label, status, refundedAmount) => {
    routeFetch([]);
    // The detail may still carry the reason (an older server): the section does not repeat it.
    const order = makeOrder({ id: 7, status, refundedAmount, customerEmail: "ada@example.com" });
    const detail = makeDetail({ order });
    renderUnlocked(<OrderProofsSection detail={detail} onSent={jest.fn()} />);
    const section = screen.getByRole("region", { name: "Proofs" });
    expect(within(section).getByText("No proof yet")).toBeInTheDocument();
    expect(within(section).queryByText(/Printing starts only after/)).not.toBeInTheDocument();
  });

  it("lists every version with its thumbnail, status, comment and replacement design", () => {
    routeFetch([]);
    const detail = makeDetail({
      proofState: "changes_requested",
      proofs: [
        makeProof({
          id: 2,
          version: 2,
          source: "cut_preview",
          status: "changes_requested",
          respondedAt: "2026-03-03T10:00:00.000Z",
          customerComment: "Make the logo bigger",
          replacementDesign: { id: 60, originalName: "logo-v2.png", url: "/uploads/x.png?sig=1" },
        }),
        makeProof({ status: "superseded" }),
      ],
    });
    renderUnlocked(<OrderProofsSection detail={detail} onSent={jest.fn()} />);
    const versions = within(screen.getByRole("list", { name: "Proof versions" })).getAllByRole("listitem");
    expect(versions).toHaveLength(2);
    expect(within(versions[0]!).getByText("Proof 2")).toBeInTheDocument();
    expect(within(versions[0]!).getByText("Changes requested")).toBeInTheDocument();
    expect(within(versions[0]!).getByText("Make the logo bigger")).toBeInTheDocument();
    expect(within(versions[0]!).getByRole("link", { name: "logo-v2.png" })).toHaveAttribute(
      "href",
      "/uploads/x.png?sig=1",
    );
    expect(within(versions[0]!).getByText(/Cut preview/)).toBeInTheDocument();
    expect(within(versions[1]!).getByRole("img", { name: "Proof 1" })).toHaveAttribute("src", IMAGE_URL);
    expect(within(versions[1]!).getByText("Superseded")).toBeInTheDocument();
    expect(within(versions[1]!).getByText(/1200 × 800 px/)).toBeInTheDocument();
  });

  describe("Upload proof", () => {
    // jsdom has no object URLs: the preview's URL is a stand-in, and its release is watched.
    let revoke: jest.Mock;
    beforeEach(() => {
      revoke = jest.fn();
      Object.assign(URL, { createObjectURL: jest.fn(() => "blob:proof-preview"), revokeObjectURL: revoke });
    });

    it("shows the picked image and asks before anything is sent; Send uploads it as multipart", async () => {
      const fetchMock = jest.fn(async () => fakeJsonResponse(201, makeProof()));
      global.fetch = fetchMock as unknown as typeof fetch;
      const onSent = jest.fn();
      const user = userEvent.setup();
      renderUnlocked(<OrderProofsSection detail={makeDetail()} onSent={onSent} />);
      const file = new File(["png bytes"], "proof.png", { type: "image/png" });
      await user.upload(screen.getByLabelText("Upload proof"), file);

      const dialog = await screen.findByRole("dialog", { name: "Send proof 1?" });
      expect(dialog).toHaveAccessibleDescription("Send this proof to ada@example.com?");
      expect(within(dialog).getByRole("img", { name: "Proof 1 as chosen: proof.png" })).toHaveAttribute(
        "src",
        "blob:proof-preview",
      );
      expect(fetchMock).not.toHaveBeenCalled();

      await user.click(within(dialog).getByRole("button", { name: "Send" }));
      await waitFor(() => expect(onSent).toHaveBeenCalled());
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe("/api/admin/orders/7/proofs");
      expect(init.method).toBe("POST");
      expect(((init.body as FormData).get("file") as File).name).toBe("proof.png");
      expect((init.body as FormData).get("designId")).toBe("47");
      expect((init.body as FormData).get("afterVersion")).toBe("0");
      expect(await screen.findByText("Proof 1 was e-mailed to the customer.")).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(revoke).toHaveBeenCalledWith("blob:proof-preview");
    });

    it("with Vercel Blob on, Send puts the image straight into the order's Blob folder and names it as JSON", async () => {
      blobUpload.mockReset().mockResolvedValue({ pathname: "proof-uploads/7/upload-f00d.png", url: "https://x/y" });
      const fetchMock = jest.fn(async () => fakeJsonResponse(201, makeProof()));
      global.fetch = fetchMock as unknown as typeof fetch;
      const onSent = jest.fn();
      const user = userEvent.setup();
      renderUnlocked(<OrderProofsSection detail={makeDetail()} onSent={onSent} directToBlob />);
      const file = new File(["png bytes"], "big-proof.png", { type: "image/png" });
      await user.upload(screen.getByLabelText("Upload proof"), file);
      const dialog = await screen.findByRole("dialog", { name: "Send proof 1?" });
      expect(blobUpload).not.toHaveBeenCalled();

      await user.click(within(dialog).getByRole("button", { name: "Send" }));
      await waitFor(() => expect(onSent).toHaveBeenCalled());
      const [pathname, sent, options] = blobUpload.mock.calls[0] as [string, File, Record<string, unknown>];
      expect(pathname).toBe("proof-uploads/7/upload.png");
      expect(sent).toBe(file);
      expect(options).toMatchObject({
        access: "private",
        contentType: "image/png",
        handleUploadUrl: "/api/admin/orders/7/proofs/blob-token",
        headers: { Authorization: `Bearer ${TEST_TOKEN}` },
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe("/api/admin/orders/7/proofs");
      expect(JSON.parse(init.body as string)).toEqual({
        source: "upload",
        blobPathname: "proof-uploads/7/upload-f00d.png",
        originalName: "big-proof.png",
        designId: 47,
        afterVersion: 0,
      });
    });

    it("with Vercel Blob on, shows the shop's refusal of the stored image in the dialog", async () => {
      blobUpload.mockReset().mockResolvedValue({ pathname: "proof-uploads/7/upload-f00d.png", url: "https://x/y" });
      global.fetch = jest.fn(async () =>
        fakeJsonResponse(400, { message: "This file is not a PNG or JPG image. Please choose a PNG or JPG." }),
      ) as unknown as typeof fetch;
      const onSent = jest.fn();
      const user = userEvent.setup();
      renderUnlocked(<OrderProofsSection detail={makeDetail()} onSent={onSent} directToBlob />);
      await user.upload(screen.getByLabelText("Upload proof"), new File(["text"], "notes.png", { type: "image/png" }));
      const dialog = await screen.findByRole("dialog", { name: "Send proof 1?" });
      await user.click(within(dialog).getByRole("button", { name: "Send" }));
      expect(
        await within(dialog).findByText("This file is not a PNG or JPG image. Please choose a PNG or JPG."),
      ).toBeInTheDocument();
      expect(onSent).not.toHaveBeenCalled();
    });

    it("sends nothing when the operator cancels, and asks again when the same file is picked again", async () => {
      const fetchMock = jest.fn(async () => fakeJsonResponse(201, makeProof()));
      global.fetch = fetchMock as unknown as typeof fetch;
      const onSent = jest.fn();
      const user = userEvent.setup();
      renderUnlocked(<OrderProofsSection detail={makeDetail()} onSent={onSent} />);
      const file = new File(["png bytes"], "proof.png", { type: "image/png" });
      await user.upload(screen.getByLabelText("Upload proof"), file);
      const dialog = await screen.findByRole("dialog", { name: "Send proof 1?" });
      await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(revoke).toHaveBeenCalledWith("blob:proof-preview");

      await user.upload(screen.getByLabelText("Upload proof"), file);
      expect(await screen.findByRole("dialog", { name: "Send proof 1?" })).toBeInTheDocument();
      await user.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(onSent).not.toHaveBeenCalled();
    });

    it("shows the server's message in the dialog when an upload is refused", async () => {
      global.fetch = jest.fn(async () =>
        fakeJsonResponse(400, { message: "This file is not a PNG or JPG image. Please choose a PNG or JPG." }),
      ) as unknown as typeof fetch;
      const onSent = jest.fn();
      const user = userEvent.setup();
      renderUnlocked(<OrderProofsSection detail={makeDetail()} onSent={onSent} />);
      await user.upload(screen.getByLabelText("Upload proof"), new File(["text"], "proof.png", { type: "image/png" }));
      const dialog = await screen.findByRole("dialog", { name: "Send proof 1?" });
      await user.click(within(dialog).getByRole("button", { name: "Send" }));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent(
        "This file is not a PNG or JPG image. Please choose a PNG or JPG.",
      );
      expect(onSent).not.toHaveBeenCalled();
    });
  });

  it("sends the cut preview after asking, naming the customer's e-mail", async () => {
    const { calls } = routeFetch([
      {
        method: "POST",
        path: "/api/admin/orders/7/proofs",
        reply: ok(makeProof({ version: 2, source: "cut_preview" })),
      },
    ]);
    const onSent = jest.fn();
    const user = userEvent.setup();
    renderUnlocked(<OrderProofsSection detail={makeDetail({ proofs: [makeProof()] })} onSent={onSent} />);
    await user.click(screen.getByRole("button", { name: "Send cut preview" }));
    const dialog = await screen.findByRole("dialog", { name: "Send the cut preview as proof 2?" });
    expect(within(dialog).getByText(/e-mailed to ada@example\.com/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Send proof" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    // What the screen showed goes along (the order's design, the newest version): a stale send gets 409.
    expect(calls.map((call) => call.body)).toEqual([{ source: "cut_preview", designId: 47, afterVersion: 1 }]);
  });

  it("sends a sticker sheet's designs as the page shows them, so a sheet changed meanwhile is refused (#39)", async () => {
    const { calls } = routeFetch([
      {
        method: "POST",
        path: "/api/admin/orders/7/proofs",
        reply: ok(makeProof({ version: 1, source: "cut_preview" })),
      },
    ]);
    const onSent = jest.fn();
    const user = userEvent.setup();
    const sticker = (position: number, designId: number) => ({ position, designId }) as never;
    const detail = makeDetail({ sheetStickers: [sticker(0, 47), sticker(1, 52), sticker(2, 47), sticker(3, 9)] });
    renderUnlocked(<OrderProofsSection detail={detail} onSent={onSent} />);
    await user.click(screen.getByRole("button", { name: "Send cut preview" }));
    const dialog = await screen.findByRole("dialog", { name: "Send the cut preview as proof 1?" });
    await user.click(within(dialog).getByRole("button", { name: "Send proof" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(calls.map((call) => call.body)).toEqual([
      { source: "cut_preview", designId: 47, afterVersion: 0, sheetDesigns: "9,47,52" },
    ]);
  });

  it("holds the cut preview for the checkout's next proof when asked, and offers no hold for an order alone (#34)", async () => {
    const { calls } = routeFetch([
      {
        method: "POST",
        path: "/api/admin/orders/7/proofs",
        reply: ok(makeProof({ version: 1, source: "cut_preview" })),
      },
    ]);
    const sibling = {
      id: 8,
      orderNumber: "#8-112126",
      status: "paid",
      archived: false,
      awaitsProof: true,
      sizeName: '2"',
      designName: "logo.png",
      quantity: 50,
      totalPrice: "50.00",
    };
    const onSent = jest.fn();
    const user = userEvent.setup();
    const { unmount } = renderUnlocked(
      <OrderProofsSection detail={makeDetail({ checkoutOrders: [sibling] })} onSent={onSent} />,
    );
    await user.click(
      screen.getByRole("checkbox", {
        name: "Hold the e-mail: send this proof with the checkout's next proof, in one e-mail",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Send cut preview" }));
    const dialog = await screen.findByRole("dialog", { name: "Send the cut preview as proof 1?" });
    expect(
      within(dialog).getByText(/is held: it is e-mailed to ada@example\.com with the next proof/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Hold proof" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(calls.map((call) => call.body)).toEqual([
      { source: "cut_preview", designId: 47, afterVersion: 0, holdEmail: true },
    ]);
    expect(await screen.findByText("Proof 1 goes out with the checkout's next proof.")).toBeInTheDocument();
    unmount();

    // No other order of the checkout still needs a proof (printing, or its proof approved): nothing would
    // carry the e-mail, no hold offered.
    const { unmount: unmountPrinting } = renderUnlocked(
      <OrderProofsSection
        detail={makeDetail({ checkoutOrders: [{ ...sibling, status: "processing", awaitsProof: false }] })}
        onSent={jest.fn()}
      />,
    );
    expect(screen.queryByRole("checkbox")).toBeNull();
    unmountPrinting();
    renderUnlocked(
      <OrderProofsSection
        detail={makeDetail({ checkoutOrders: [{ ...sibling, awaitsProof: false }] })}
        onSent={jest.fn()}
      />,
    );
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("says a held proof is not e-mailed yet and e-mails it now on the operator's word (#34)", async () => {
    const { calls } = routeFetch([
      { method: "POST", path: "/api/admin/orders/7/proofs/held-email", reply: ok({ orders: 2 }) },
    ]);
    const onSent = jest.fn();
    const user = userEvent.setup();
    const { unmount } = renderUnlocked(
      <OrderProofsSection
        detail={makeDetail({ proofState: "sent", proofs: [makeProof({ version: 2, emailHeld: true })] })}
        onSent={onSent}
      />,
    );
    expect(screen.getByText("Not e-mailed yet: held to go with this checkout's next proof.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "E-mail held proof now" }));
    const dialog = await screen.findByRole("dialog", { name: "E-mail proof 2 now?" });
    await user.click(within(dialog).getByRole("button", { name: "E-mail now" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(await screen.findByText("One e-mail with the proofs of 2 orders of this checkout.")).toBeInTheDocument();
    unmount();

    // A proof that went out by e-mail: no such line, no such button.
    renderUnlocked(
      <OrderProofsSection detail={makeDetail({ proofState: "sent", proofs: [makeProof()] })} onSent={jest.fn()} />,
    );
    expect(screen.queryByText(/Not e-mailed yet/)).toBeNull();
    expect(screen.queryByRole("button", { name: "E-mail held proof now" })).toBeNull();
  });

  it("shows a refused cut preview inside the dialog", async () => {
    routeFetch([
      {
        method: "POST",
        path: "/api/admin/orders/7/proofs",
        reply: () => ({ status: 409, body: { message: "The order's design file is missing from storage." } }),
      },
    ]);
    const user = userEvent.setup();
    renderUnlocked(<OrderProofsSection detail={makeDetail()} onSent={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: "Send cut preview" }));
    await user.click(await screen.findByRole("button", { name: "Send proof" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The order's design file is missing from storage.");
  });

  it("offers no sending once the order is printing", () => {
    routeFetch([]);
    const detail = makeDetail({
      order: makeOrder({ id: 7, status: "processing" }),
      proofState: "approved",
      printingBlockedReason: null,
    });
    renderUnlocked(<OrderProofsSection detail={detail} onSent={jest.fn()} />);
    expect(screen.getByText("Approved")).toBeInTheDocument();
    expect(screen.queryByLabelText("Upload proof")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send cut preview" })).toBeNull();
    expect(screen.getByText("Proofs are sent while the order is paid and not printing yet.")).toBeInTheDocument();
  });

  it("approves for the customer with a note, asking for one first", async () => {
    const { calls } = routeFetch([
      {
        method: "POST",
        path: "/api/admin/orders/7/proof-approval",
        reply: ok({ message: "The order is approved for printing.", proofState: "approved" }),
      },
    ]);
    const onSent = jest.fn();
    const user = userEvent.setup();
    renderUnlocked(
      <OrderProofsSection detail={makeDetail({ proofs: [makeProof()], proofState: "sent" })} onSent={onSent} />,
    );
    await user.click(screen.getByRole("button", { name: "Approve for the customer" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve for the customer?" });
    expect(within(dialog).getByText(/Proof 1 is marked approved with your note/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Please say how the customer approved");
    expect(calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("How did the customer approve?"), "By phone");
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(calls.map((call) => call.body)).toEqual([{ note: "By phone" }]);
  });

  it("offers no approval for an order already approved", () => {
    routeFetch([]);
    renderUnlocked(
      <OrderProofsSection
        detail={makeDetail({ proofState: "approved", printingBlockedReason: null })}
        onSent={jest.fn()}
      />,
    );
    expect(screen.queryByRole("button", { name: "Approve for the customer" })).toBeNull();
  });
});
