/** @jest-environment jsdom */
import { useForm } from "react-hook-form";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "./form";
import { Input } from "./input";

type Values = { email: string; nickname: string };

function Example({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { email: "", nickname: "" } });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <FormField
          control={form.control}
          name="email"
          rules={{ required: "Email is required" }}
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" {...field} />
              </FormControl>
              <FormDescription>We send the receipt here.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="nickname"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Nickname</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <button type="submit">Save</button>
      </form>
    </Form>
  );
}

describe("Form fields", () => {
  it("labels each control and describes it by its hint", () => {
    render(<Example onValid={jest.fn()} />);
    const email = screen.getByLabelText("Email");
    expect(email).toHaveAccessibleDescription("We send the receipt here.");
    expect(email).not.toHaveAttribute("aria-invalid");
    const nickname = screen.getByLabelText("Nickname");
    expect(nickname).not.toHaveAttribute("aria-describedby");
    expect(nickname.id).not.toBe(email.id);
  });

  it("shows the error under its field, marks the field invalid and describes it by the message", async () => {
    const onValid = jest.fn();
    const user = userEvent.setup();
    render(<Example onValid={onValid} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    const email = screen.getByLabelText("Email");
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Email is required We send the receipt here.");
    expect(screen.getByLabelText("Nickname")).not.toHaveAttribute("aria-invalid");
    expect(onValid).not.toHaveBeenCalled();

    await user.type(email, "ada@example.com");
    expect(screen.queryByText("Email is required")).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onValid).toHaveBeenCalledWith({ email: "ada@example.com", nickname: "" }, expect.anything());
  });
});
