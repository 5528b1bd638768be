/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderUnlocked } from "@/tests/helpers/admin-ui";
import { ReportSection } from "./report-section";

describe("ReportSection", () => {
  it("keeps a chart's table in the page for screen readers, visually hidden until Show table", async () => {
    renderUnlocked(
      <ReportSection
        title="Funnel"
        description="Steps"
        table="funnel"
        query="range=7d"
        chart={<svg data-testid="chart" />}
      >
        <table aria-label="Funnel numbers">
          <tbody>
            <tr>
              <td>Paid</td>
              <td>4</td>
            </tr>
          </tbody>
        </table>
      </ReportSection>,
    );
    const table = screen.getByRole("table", { name: "Funnel numbers" });
    const holder = table.parentElement!;
    expect(holder).toHaveClass("sr-only");
    expect(holder).not.toHaveAttribute("tabindex");
    expect(screen.getByTestId("chart").parentElement).toHaveAttribute("aria-hidden", "true");
    const toggle = screen.getByRole("button", { name: "Show table: Funnel" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", holder.id);
    await userEvent.click(toggle);
    expect(holder).not.toHaveClass("sr-only");
    expect(holder).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("button", { name: "Hide table: Funnel" })).toHaveAttribute("aria-expanded", "true");
  });

  it("shows the table at once when there is no chart", () => {
    renderUnlocked(
      <ReportSection title="Coupons" description="Codes" table="coupons" query="range=7d">
        <table aria-label="Coupon numbers" />
      </ReportSection>,
    );
    expect(screen.getByRole("table", { name: "Coupon numbers" }).parentElement).not.toHaveClass("sr-only");
    expect(screen.queryByRole("button", { name: /table/ })).toBeNull();
    expect(screen.getByRole("button", { name: "CSV: Coupons" })).toBeEnabled();
  });
});
