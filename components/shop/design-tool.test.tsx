/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DesignTool } from "./design-tool";
import { SpecificationsCard } from "./specifications-card";
import { fakeJsonResponse } from "@/tests/helpers/fake-response";
import { sendDesignUpload } from "@/lib/client/send-design-upload";
import type { SizeOption } from "@/lib/designs/design-tool-state";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
jest.mock("@/lib/client/send-design-upload", () => ({ sendDesignUpload: jest.fn() }));

const sizes: SizeOption[] = [
  { id: 1, name: '2"', shape: "square", width: 2, height: 2, price: "50.00" },
  { id: 2, name: '3" square', shape: "square", width: 3, height: 3, price: "50.00" },
  { id: 5, name: '3" circle', shape: "circle", width: 3, height: 3, price: "50.00" },
];

const uploaded = {
  id: 7,
  originalName: "logo.png",
  filename: "x.png",
  mimeType: "image/png",
  size: 2048,
  width: 600,
  height: 600,
  createdAt: "2026-11-21T10:00:00.000Z",
};

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => "blob:preview");
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  jest.mocked(sendDesignUpload).mockReset().mockResolvedValue(uploaded);
  push.mockReset();
  window.localStorage.clear();
});

function currentStep() {
  const current = screen.getByRole("list", { name: "Order progress" }).querySelector('[aria-current="step"]');
  return current?.textContent;
}

async function uploadDesign(user: ReturnType<typeof userEvent.setup>) {
  const input = screen.getByLabelText("Design file (PNG or JPG, up to 10 MB)");
  await user.upload(input, new File(["png-bytes"], "logo.png", { type: "image/png" }));
  await screen.findByText("Order Summary");
}

describe("DesignTool", () => {
  it("starts at step 1 with only the upload and specifications cards", () => {
    render(
      <DesignTool sizes={sizes}>
        <SpecificationsCard />
      </DesignTool>,
    );
    expect(currentStep()).toBe("1Upload Design");
    expect(screen.getByText("Upload Your Design")).toBeInTheDocument();
    expect(screen.getByText("More options coming soon!")).toBeInTheDocument();
    expect(screen.queryByText("Order Summary")).not.toBeInTheDocument();
  });

  it("after an upload shows step 2 and keeps Add to Cart disabled with the hint", async () => {
    const user = userEvent.setup();
    render(<DesignTool sizes={sizes} />);
    await uploadDesign(user);
    expect(currentStep()).toBe("2Select Size");
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    expect(screen.getByText("Please select a sticker type to continue")).toBeInTheDocument();
    expect(screen.getByTestId("uploaded-file")).toHaveTextContent("logo.png");
    expect(jest.mocked(sendDesignUpload).mock.calls[0]?.[1]).toMatch(/^session_\d+_/);
  });

  it("follows the sticker type rules and prices with the savings label", async () => {
    const user = userEvent.setup();
    render(<DesignTool sizes={sizes} />);
    await uploadDesign(user);

    await user.click(screen.getByRole("checkbox", { name: "Square" }));
    expect(currentStep()).toBe("3Order");
    expect(screen.getByLabelText("Size")).toHaveValue("1");
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
    expect(screen.queryByText("Please select a sticker type to continue")).not.toBeInTheDocument();
    expect(screen.getByTestId("item-price")).toHaveTextContent("$50.00");

    await user.selectOptions(screen.getByLabelText("Quantity"), "100");
    expect(screen.getByTestId("item-price")).toHaveTextContent("$85.00");
    expect(screen.getByText("Save 15%")).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Rounded Corners" }));
    expect(screen.getByTestId("item-price")).toHaveTextContent("$90.00");
    expect(screen.getByTestId("sticker-preview")).toHaveAttribute("data-shape", "rounded");

    await user.click(screen.getByRole("checkbox", { name: "Circle" }));
    expect(screen.getByLabelText("Size")).toHaveValue("5");
    expect(screen.queryByRole("checkbox", { name: "Rounded Corners" })).not.toBeInTheDocument();
    expect(screen.getByTestId("item-price")).toHaveTextContent("$92.00");
    expect(screen.getByText("Save 8%")).toBeInTheDocument();
    expect(screen.getByTestId("sticker-preview")).toHaveAttribute("data-shape", "circle");

    await user.click(screen.getByRole("checkbox", { name: "Circle" }));
    expect(currentStep()).toBe("2Select Size");
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    expect(screen.getByText("Please select a sticker type to continue")).toBeInTheDocument();
  });

  it("warns about a low print resolution and praises a high one", async () => {
    const user = userEvent.setup();
    render(<DesignTool sizes={sizes} />);
    await uploadDesign(user);
    await user.click(screen.getByRole("checkbox", { name: "Square" }));
    // 600 px over 2 inches = 300 DPI
    expect(screen.getByTestId("print-quality")).toHaveAttribute("data-quality", "great");
    expect(screen.getByTestId("print-quality")).toHaveTextContent("300 DPI");
    await user.selectOptions(screen.getByLabelText("Size"), "2");
    // 600 px over 3 inches = 200 DPI
    expect(screen.getByTestId("print-quality")).toHaveAttribute("data-quality", "fair");
    jest
      .mocked(sendDesignUpload)
      .mockResolvedValueOnce({ ...uploaded, id: 8, originalName: "small.png", width: 300, height: 300 });
    await user.upload(
      screen.getByLabelText("Design file (PNG or JPG, up to 10 MB)"),
      new File(["x"], "small.png", { type: "image/png" }),
    );
    await user.click(screen.getByRole("button", { name: "Replace design" }));
    await waitFor(() => expect(screen.getByTestId("uploaded-file")).toHaveTextContent("small.png"));
    await user.click(screen.getByRole("checkbox", { name: "Square" }));
    // 300 px over 2 inches = 150 DPI: the lowest acceptable
    expect(screen.getByTestId("print-quality")).toHaveAttribute("data-quality", "fair");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Size"), "2");
    expect(screen.getByRole("alert")).toHaveTextContent("Low print resolution: 100 DPI");
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  });

  it("asks before replacing a design and keeps the current one when declined", async () => {
    const user = userEvent.setup();
    render(<DesignTool sizes={sizes} />);
    await uploadDesign(user);
    const confirm = jest.spyOn(window, "confirm");
    await user.upload(
      screen.getByLabelText("Design file (PNG or JPG, up to 10 MB)"),
      new File(["x"], "other.png", { type: "image/png" }),
    );
    // The shop's own question, not the browser's confirm().
    expect(confirm).not.toHaveBeenCalled();
    expect(
      screen.getByRole("alertdialog", {
        name: "You already have a design uploaded. Would you like to discard the current order and restart with this new design?",
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Keep current design" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(sendDesignUpload).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("uploaded-file")).toHaveTextContent("logo.png");
  });

  it("adds the line with the chosen options and goes home, to the cart panel", async () => {
    const fetchMock = jest.fn().mockResolvedValue(fakeJsonResponse(201, { id: 1 }));
    global.fetch = fetchMock;
    const user = userEvent.setup();
    render(<DesignTool sizes={sizes} />);
    await uploadDesign(user);
    await user.click(screen.getByRole("checkbox", { name: "Circle" }));
    await user.selectOptions(screen.getByLabelText("Quantity"), "100");
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/#cart"));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/cart");
    expect(JSON.parse(init.body)).toEqual({
      sessionId: expect.stringMatching(/^session_/),
      designId: 7,
      sizeId: 5,
      quantity: 100,
      roundedCorners: false,
      scale: 100,
      xPosition: 0,
      yPosition: 0,
    });
  });

  it("shows the server's message when adding fails", async () => {
    global.fetch = jest.fn().mockResolvedValue(fakeJsonResponse(400, { message: "Design not found" }));
    const user = userEvent.setup();
    const { container } = render(<DesignTool sizes={sizes} />);
    await uploadDesign(user);
    await user.click(screen.getByRole("checkbox", { name: "Square" }));
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled());
    expect(push).not.toHaveBeenCalled();
    expect(within(container).getByRole("button", { name: "Add to Cart" })).toBeInTheDocument();
  });
});
