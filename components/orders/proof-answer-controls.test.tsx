/** @jest-environment jsdom */
import { webcrypto } from "node:crypto";
import { TextEncoder } from "node:util";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeJsonResponse } from "@/tests/helpers/fake-response";
import { ProofAnswerControls } from "./proof-answer-controls";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }), useParams: () => ({ token: "tok" }) }));

// The SDK's browser upload: what it was given, and the pathname Blob answers (random suffix added).
const blobUpload = jest.fn();
jest.mock("@vercel/blob/client", () => ({ upload: (...args: unknown[]) => blobUpload(...args) }));

const fetchMock = jest.fn();
const props = {
  version: 2,
  approveUrl: "/api/order-page/tok/proofs/7/approve",
  requestChangesUrl: "/api/order-page/tok/proofs/7/request-changes",
};

beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  blobUpload.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("Approve", () => {
  it("asks for confirmation first; Cancel sends nothing", async () => {
    render(<ProofAnswerControls {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = screen.getByRole("dialog", { name: "Approve proof 2?" });
    expect(dialog).toHaveTextContent("Printing starts after approval.");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("approves once confirmed, shows the answer and refreshes the page", async () => {
    fetchMock.mockResolvedValue(
      fakeJsonResponse(200, { message: "Thank you: proof 2 is approved.", proofState: "approved" }),
    );
    render(<ProofAnswerControls {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    await userEvent.click(screen.getByRole("button", { name: "Approve proof 2" }));
    expect(await screen.findByText("Thank you: proof 2 is approved.")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(props.approveUrl);
    expect(init.method).toBe("POST");
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Approve" })).toBeDisabled();
  });

  it("announces a refusal such as an answer given in another tab, and shows the page as it is now", async () => {
    fetchMock.mockResolvedValue(fakeJsonResponse(409, { message: "This proof was already approved." }));
    render(<ProofAnswerControls {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    await userEvent.click(screen.getByRole("button", { name: "Approve proof 2" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This proof was already approved.");
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("keeps the page as it is after another failure (nothing changed elsewhere)", async () => {
    fetchMock.mockResolvedValue(fakeJsonResponse(429, { message: "Too many requests. Please try again later." }));
    render(<ProofAnswerControls {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    await userEvent.click(screen.getByRole("button", { name: "Approve proof 2" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests.");
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe("Request changes", () => {
  it("opens the form with the comment focused; Cancel closes it and gives the focus back", async () => {
    render(<ProofAnswerControls {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Request changes" }));
    expect(screen.getByRole("form", { name: "Request changes to proof 2" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("What should we change?")).toHaveFocus());
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form")).toBeNull();
    await waitFor(() => expect(screen.getByRole("button", { name: "Request changes" })).toHaveFocus());
  });

  it("needs a comment and a PNG or JPG; errors are shown beside the fields and nothing is sent", async () => {
    render(<ProofAnswerControls {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Request changes" }));
    await userEvent.click(screen.getByRole("button", { name: "Send change request" }));
    expect(await screen.findByText("Please tell us what to change")).toBeInTheDocument();
    expect(screen.getByLabelText("What should we change?")).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(screen.getByLabelText("What should we change?"), "Bigger");
    const text = new File(["hello"], "notes.txt", { type: "text/plain" });
    await userEvent.upload(screen.getByLabelText("New design (optional)"), text, { applyAccept: false });
    await userEvent.click(screen.getByRole("button", { name: "Send change request" }));
    expect(await screen.findByText("Please choose a PNG or JPG image")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the comment and the new design as multipart, then refreshes the page", async () => {
    fetchMock.mockResolvedValue(
      fakeJsonResponse(200, { message: "Thank you: we have your changes.", proofState: "changes_requested" }),
    );
    render(<ProofAnswerControls {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Request changes" }));
    await userEvent.type(screen.getByLabelText("What should we change?"), "Make the logo bigger");
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo-v2.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText("New design (optional)"), png);
    await userEvent.click(screen.getByRole("button", { name: "Send change request" }));

    expect(await screen.findByText("Thank you: we have your changes.")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(props.requestChangesUrl);
    expect(init.method).toBe("POST");
    const body = init.body as FormData;
    expect(body.get("comment")).toBe("Make the logo bigger");
    expect((body.get("file") as File).name).toBe("logo-v2.png");
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("shows the server's refusal in the form", async () => {
    fetchMock.mockResolvedValue(
      fakeJsonResponse(400, { message: "This file is not a PNG or JPG image. Please choose a PNG or JPG." }),
    );
    render(<ProofAnswerControls {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Request changes" }));
    await userEvent.type(screen.getByLabelText("What should we change?"), "Bigger");
    await userEvent.click(screen.getByRole("button", { name: "Send change request" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This file is not a PNG or JPG image. Please choose a PNG or JPG.",
    );
    expect((fetchMock.mock.calls[0]![1] as RequestInit).body).toBeInstanceOf(FormData);
    expect(((fetchMock.mock.calls[0]![1] as RequestInit).body as FormData).get("file")).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("refreshes the page when the change request finds it out of date (a newer proof)", async () => {
    fetchMock.mockResolvedValue(fakeJsonResponse(409, { message: "A newer proof was sent. Please answer that one." }));
    render(<ProofAnswerControls {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Request changes" }));
    await userEvent.type(screen.getByLabelText("What should we change?"), "Bigger");
    await userEvent.click(screen.getByRole("button", { name: "Send change request" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("A newer proof was sent.");
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe("Request changes on a sticker sheet (#39)", () => {
  const sheetDesigns = [
    { designId: 11, designName: "dolphin.png", stickers: "stickers 1 and 4" },
    { designId: 12, designName: "saturn.png", stickers: "stickers 2 and 5" },
  ];
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "rainbow.png", { type: "image/png" });

  async function openWithDesign(designs = sheetDesigns) {
    render(<ProofAnswerControls {...props} sheetDesigns={designs} />);
    await userEvent.click(screen.getByRole("button", { name: "Request changes" }));
    await userEvent.type(screen.getByLabelText("What should we change?"), "The rainbow instead of Saturn");
  }

  it("asks which design a new one replaces once a file is chosen, and sends it with the file", async () => {
    fetchMock.mockResolvedValue(fakeJsonResponse(200, { message: "Thanks.", proofState: "changes_requested" }));
    await openWithDesign();
    expect(screen.queryByLabelText("Which design does it replace?")).toBeNull();
    await userEvent.upload(screen.getByLabelText("New design (optional)"), png());
    const choice = screen.getByLabelText("Which design does it replace?");
    expect([...(choice as HTMLSelectElement).options].map((option) => [option.value, option.textContent])).toEqual([
      ["", "Choose a design"],
      ["11", "dolphin.png (stickers 1 and 4)"],
      ["12", "saturn.png (stickers 2 and 5)"],
    ]);

    // None chosen: said beside the choice, nothing sent.
    await userEvent.click(screen.getByRole("button", { name: "Send change request" }));
    expect(await screen.findByText("Please choose which design the new one replaces")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.selectOptions(choice, "12");
    await userEvent.click(screen.getByRole("button", { name: "Send change request" }));
    expect(await screen.findByText("Thanks.")).toBeInTheDocument();
    const body = (fetchMock.mock.calls[0]![1] as RequestInit).body as FormData;
    expect(body.get("replaceDesignId")).toBe("12");
    expect((body.get("file") as File).name).toBe("rainbow.png");
  });

  it("needs no choice on a sheet of one design, and sends none", async () => {
    fetchMock.mockResolvedValue(fakeJsonResponse(200, { message: "Thanks.", proofState: "changes_requested" }));
    await openWithDesign(sheetDesigns.slice(0, 1));
    await userEvent.upload(screen.getByLabelText("New design (optional)"), png());
    expect(screen.queryByLabelText("Which design does it replace?")).toBeNull();
    expect(screen.getByText(/It replaces the sheet's design on every sticker showing it/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send change request" }));
    expect(await screen.findByText("Thanks.")).toBeInTheDocument();
    const body = (fetchMock.mock.calls[0]![1] as RequestInit).body as FormData;
    expect(body.get("replaceDesignId")).toBeNull();
    expect(body.get("file")).not.toBeNull();
  });

  it("sends no design to replace with a comment alone", async () => {
    fetchMock.mockResolvedValue(fakeJsonResponse(200, { message: "Thanks.", proofState: "changes_requested" }));
    await openWithDesign();
    await userEvent.click(screen.getByRole("button", { name: "Send change request" }));
    expect(await screen.findByText("Thanks.")).toBeInTheDocument();
    const body = (fetchMock.mock.calls[0]![1] as RequestInit).body as FormData;
    expect([body.get("replaceDesignId"), body.get("file")]).toEqual([null, null]);
  });
});

describe("Request changes on a shop with Vercel Blob", () => {
  // jsdom has no Web Crypto digest nor TextEncoder; browsers do (the folder is a SHA-256 of the link's token).
  beforeAll(() => {
    Object.defineProperty(globalThis, "crypto", { value: webcrypto, configurable: true });
    Object.defineProperty(globalThis, "TextEncoder", { value: TextEncoder, configurable: true });
  });

  const withBlob = { ...props, blobUpload: { tokenUrl: "/api/order-page/tok/proofs/7/blob-token", proofId: 7 } };

  async function sendWithDesign(file: File) {
    render(<ProofAnswerControls {...withBlob} />);
    await userEvent.click(screen.getByRole("button", { name: "Request changes" }));
    await userEvent.type(screen.getByLabelText("What should we change?"), "Use the new one");
    await userEvent.upload(screen.getByLabelText("New design (optional)"), file);
    await userEvent.click(screen.getByRole("button", { name: "Send change request" }));
  }

  it("sends the new design straight to Blob, into the link's and proof's folder, then names it as JSON", async () => {
    const { computeProofChangeUploadFolder } = await import("@/lib/designs/proof-upload-folders");
    const folder = await computeProofChangeUploadFolder("tok", 7);
    blobUpload.mockResolvedValue({ pathname: `${folder}upload-abc123.png`, url: "https://x/y" });
    fetchMock.mockResolvedValue(
      fakeJsonResponse(200, { message: "Thank you: we have your changes.", proofState: "changes_requested" }),
    );
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "big-logo.png", { type: "image/png" });
    await sendWithDesign(png);

    expect(await screen.findByText("Thank you: we have your changes.")).toBeInTheDocument();
    const [pathname, file, options] = blobUpload.mock.calls[0] as [string, File, Record<string, unknown>];
    expect(pathname).toBe(`${folder}upload.png`);
    expect(file).toBe(png);
    expect(options).toMatchObject({
      access: "private",
      contentType: "image/png",
      handleUploadUrl: withBlob.blobUpload.tokenUrl,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(props.requestChangesUrl);
    expect(JSON.parse(init.body as string)).toEqual({
      comment: "Use the new one",
      blobPathname: `${folder}upload-abc123.png`,
      originalName: "big-logo.png",
    });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("names the sheet's design it replaces in the JSON (#39)", async () => {
    blobUpload.mockResolvedValue({ pathname: "proof-changes/x/upload-1.png", url: "https://x/y" });
    fetchMock.mockResolvedValue(fakeJsonResponse(200, { message: "Thanks.", proofState: "changes_requested" }));
    render(
      <ProofAnswerControls
        {...withBlob}
        sheetDesigns={[
          { designId: 11, designName: "dolphin.png", stickers: "sticker 1" },
          { designId: 12, designName: "saturn.png", stickers: "sticker 2" },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Request changes" }));
    await userEvent.type(screen.getByLabelText("What should we change?"), "Swap Saturn");
    await userEvent.upload(
      screen.getByLabelText("New design (optional)"),
      new File([new Uint8Array([0x89])], "rainbow.png", { type: "image/png" }),
    );
    await userEvent.selectOptions(screen.getByLabelText("Which design does it replace?"), "12");
    await userEvent.click(screen.getByRole("button", { name: "Send change request" }));
    expect(await screen.findByText("Thanks.")).toBeInTheDocument();
    expect(JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string)).toEqual({
      comment: "Swap Saturn",
      blobPathname: "proof-changes/x/upload-1.png",
      originalName: "rainbow.png",
      replaceDesignId: 12,
    });
  });

  it("says so when the file cannot reach Blob, and sends no answer", async () => {
    blobUpload.mockRejectedValue(new Error("network"));
    await sendWithDesign(new File([new Uint8Array([1])], "logo.png", { type: "image/png" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your design could not be uploaded. Please check your connection and try again.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("still posts a comment without a design as multipart", async () => {
    fetchMock.mockResolvedValue(fakeJsonResponse(200, { message: "Thanks.", proofState: "changes_requested" }));
    render(<ProofAnswerControls {...withBlob} />);
    await userEvent.click(screen.getByRole("button", { name: "Request changes" }));
    await userEvent.type(screen.getByLabelText("What should we change?"), "Bigger");
    await userEvent.click(screen.getByRole("button", { name: "Send change request" }));
    expect(await screen.findByText("Thanks.")).toBeInTheDocument();
    expect(blobUpload).not.toHaveBeenCalled();
    expect((fetchMock.mock.calls[0]![1] as RequestInit).body).toBeInstanceOf(FormData);
  });
});
