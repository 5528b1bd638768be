/** @jest-environment jsdom */
import { createEvent, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { UploadCard } from "./upload-card";
import { toast } from "@/components/ui/use-toast";
import { sendDesignToBlob } from "@/lib/client/send-design-to-blob";
import { sendDesignUpload } from "@/lib/client/send-design-upload";
import { MAX_DESIGN_FILE_BYTES } from "@/lib/validation/upload";

const TOO_LARGE = "This file is larger than 10 MB. Please choose a smaller PNG or JPG.";
const WRONG_TYPE = "This file is not a PNG or JPG image. Please choose a PNG or JPG.";

// The drop zone is react-dropzone's; what the upload card decides itself is tested here: which files
// it hands on (accept, size limit, one file) and which message a refused file shows.
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
jest.mock("@/lib/client/send-design-upload", () => ({ sendDesignUpload: jest.fn() }));
jest.mock("@/lib/client/send-design-to-blob", () => ({ sendDesignToBlob: jest.fn() }));

const INPUT_LABEL = "Design file (PNG or JPG, up to 10 MB)";
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

function renderCard() {
  const onUploaded = jest.fn();
  render(<UploadCard design={null} onUploaded={onUploaded} />);
  return { onUploaded, input: screen.getByLabelText(INPUT_LABEL) };
}

function choose(input: HTMLElement, files: File[]) {
  fireEvent.change(input, { target: { files } });
}

function drop(files: File[]) {
  const zone = screen.getByLabelText(INPUT_LABEL).parentElement!;
  const event = createEvent.drop(zone);
  // As a browser's drop: the files both as a list and as data transfer items.
  const items = files.map((dropped) => ({ kind: "file", type: dropped.type, getAsFile: () => dropped }));
  Object.defineProperty(event, "dataTransfer", { value: { files, items, types: ["Files"] } });
  fireEvent(zone, event);
}

function refusedWith(description: string) {
  return waitFor(() =>
    expect(toast).toHaveBeenCalledWith({ variant: "destructive", title: "Upload Failed", description }),
  );
}

beforeEach(() => {
  jest.mocked(toast).mockReset().mockReturnValue({ id: "1", dismiss: jest.fn() });
  jest.mocked(sendDesignUpload).mockReset().mockRejectedValue(new Error("not in this test"));
  jest.mocked(sendDesignToBlob).mockReset().mockRejectedValue(new Error("not in this test"));
});

describe("UploadCard", () => {
  it("offers PNG and JPG in the file dialog and keeps the input labelled and out of the tab order", () => {
    const { input } = renderCard();
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/png,.png,image/jpeg,.jpg,.jpeg");
    expect(input).not.toHaveAttribute("multiple");
    expect(input).toHaveAttribute("tabindex", "-1");
    expect(input.parentElement).toHaveAttribute("role", "presentation");
    expect(input.parentElement).toHaveAttribute("tabindex", "0");
  });

  it.each([
    ["art.png", "image/png"],
    ["ART.PNG", ""], // no MIME type from the browser: the extension decides
    ["photo.jpeg", "image/jpeg"],
    ["photo.JPG", "application/octet-stream"],
  ])("uploads %s (%s)", async (name, type) => {
    const { input } = renderCard();
    choose(input, [file(name, type)]);
    await waitFor(() => expect(sendDesignUpload).toHaveBeenCalledTimes(1));
    expect(jest.mocked(sendDesignUpload).mock.calls[0]?.[0].name).toBe(name);
  });

  it.each([
    ["vector.svg", "image/svg+xml"],
    ["notes.txt", "text/plain"],
    ["archive.png.zip", "application/zip"],
  ])("refuses %s (%s) with the type message", async (name, type) => {
    const { input } = renderCard();
    choose(input, [file(name, type)]);
    await refusedWith(WRONG_TYPE);
    expect(sendDesignUpload).not.toHaveBeenCalled();
  });

  it("refuses a file over 10 MB with the size message", async () => {
    const { input } = renderCard();
    choose(input, [file("big.png", "image/png", MAX_DESIGN_FILE_BYTES + 1)]);
    await refusedWith(TOO_LARGE);
    expect(sendDesignUpload).not.toHaveBeenCalled();
  });

  it("shows the first problem of a file that is both of the wrong type and too large", async () => {
    const { input } = renderCard();
    choose(input, [file("big.txt", "text/plain", MAX_DESIGN_FILE_BYTES + 1)]);
    await refusedWith(WRONG_TYPE);
  });

  it("uploads a dropped file and refuses two dropped at once", async () => {
    renderCard();
    drop([file("a.png", "image/png"), file("b.jpg", "image/jpeg")]);
    await refusedWith("Please choose one file at a time.");
    expect(sendDesignUpload).not.toHaveBeenCalled();
    drop([file("a.png", "image/png")]);
    await waitFor(() => expect(sendDesignUpload).toHaveBeenCalledTimes(1));
  });

  it("shows a refusal on the drop zone itself, in a red zone, until the next pick", async () => {
    const { input } = renderCard();
    const zone = input.parentElement!;
    expect(screen.queryByRole("alert")).toBeNull();
    expect(zone).not.toHaveClass("border-red-600");

    choose(input, [file("big.png", "image/png", MAX_DESIGN_FILE_BYTES + 1)]);
    expect(await screen.findByRole("alert")).toHaveTextContent(TOO_LARGE);
    expect(zone).toHaveClass("border-red-600");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(TOO_LARGE);

    jest.mocked(sendDesignUpload).mockReturnValue(new Promise(() => {}));
    choose(input, [file("art.png", "image/png")]);
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(zone).not.toHaveClass("border-red-600");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("shows the server's refusal on the drop zone as well as in the toast", async () => {
    const message =
      "This image has more than 50 megapixels (for example 7000 × 7000 pixels). Please choose a smaller PNG or JPG.";
    jest.mocked(sendDesignUpload).mockRejectedValue(new Error(message));
    const { input } = renderCard();
    choose(input, [file("wide.png", "image/png")]);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    await refusedWith(message);
  });

  it("sends the file to the shop unless the server said designs go straight to Vercel Blob", async () => {
    const uploaded = { id: 7, originalName: "art.png" };
    jest.mocked(sendDesignUpload).mockResolvedValue(uploaded as never);
    const { input, onUploaded } = renderCard();
    choose(input, [file("art.png", "image/png")]);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(uploaded, expect.any(File), expect.any(Function)));
    expect(sendDesignUpload).toHaveBeenCalledTimes(1);
    expect(sendDesignToBlob).not.toHaveBeenCalled();
  });

  it("sends the file to Vercel Blob when the server says so, and shows a refusal of the stored file", async () => {
    const uploaded = { id: 8, originalName: "art.png" };
    jest
      .mocked(sendDesignToBlob)
      .mockResolvedValueOnce(uploaded as never)
      .mockRejectedValueOnce(new Error(WRONG_TYPE));
    const onUploaded = jest.fn();
    render(<UploadCard design={null} onUploaded={onUploaded} directToBlob />);
    const input = screen.getByLabelText(INPUT_LABEL);

    choose(input, [file("art.png", "image/png")]);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(uploaded, expect.any(File), expect.any(Function)));
    expect(sendDesignToBlob).toHaveBeenCalledWith(expect.any(File), expect.any(String), expect.any(Function));
    expect(sendDesignUpload).not.toHaveBeenCalled();

    choose(input, [file("notes.png", "image/png")]);
    expect(await screen.findByRole("alert")).toHaveTextContent(WRONG_TYPE);
  });
});
