/** @jest-environment jsdom */
import { useState } from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { customInchesTextSchema } from "@/lib/validation/sticker-size";
import { InchesField, SIZE_ERROR_DELAY_MS } from "./inches-field";

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const parsed = customInchesTextSchema("Width").safeParse(value);
  return (
    <InchesField
      id="width"
      name="Width"
      value={value}
      error={parsed.success ? null : (parsed.error.issues[0]?.message ?? "?")}
      onChange={setValue}
      hint="From 1 to 12 inches"
    />
  );
}

describe("InchesField", () => {
  it("steps by a quarter inch from what is typed, within 1–12 inches", async () => {
    const user = userEvent.setup();
    render(<Harness initial="2.3" />);
    const field = screen.getByLabelText("Width (inches)");
    await user.click(screen.getByRole("button", { name: "Width: 0.25 inch larger" }));
    expect(field).toHaveValue("2.5");
    await user.click(screen.getByRole("button", { name: "Width: 0.25 inch smaller" }));
    await user.click(screen.getByRole("button", { name: "Width: 0.25 inch smaller" }));
    expect(field).toHaveValue("2");
    await user.clear(field);
    await user.type(field, "1");
    expect(screen.getByRole("button", { name: "Width: 0.25 inch smaller" })).toBeDisabled();
    await user.clear(field);
    await user.type(field, "12");
    expect(screen.getByRole("button", { name: "Width: 0.25 inch larger" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Width: 0.25 inch smaller" })).toBeEnabled();
  });

  it("holds an error back while the shopper types, shows it once the value settles or the field is left", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<Harness initial="2" />);
      const field = screen.getByLabelText("Width (inches)");
      expect(field).toHaveAccessibleDescription("From 1 to 12 inches");
      await user.type(field, ".2");
      // "2.2" on its way to "2.25": not yet an error.
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      expect(field).not.toHaveAttribute("aria-invalid");
      act(() => jest.advanceTimersByTime(SIZE_ERROR_DELAY_MS));
      expect(screen.getByRole("alert")).toHaveTextContent('Width must be in steps of 0.25", like 2" or 2.25".');
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(
        'From 1 to 12 inches Width must be in steps of 0.25", like 2" or 2.25".',
      );
      await user.type(field, "5");
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();

      await user.clear(field);
      await user.tab();
      // Left empty: at once, no waiting.
      expect(screen.getByRole("alert")).toHaveTextContent("Width is required");
    } finally {
      jest.useRealTimers();
    }
  });
});
