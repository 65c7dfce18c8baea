import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../tests/unit/render";
import { FormField } from "./form-field";

describe("FormField", () => {
  it("labels its input, marks it required and reads the hint and the translated error with it", async () => {
    renderAt(<FormField label="Password" helper="At least 8 characters" error="validation.nameRequired" required />, { path: "/form/" });
    const input = await screen.findByLabelText(/^Password/);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/At least 8 characters/);
    expect(input.getAttribute("aria-errormessage")).toBe(input.getAttribute("aria-describedby")?.split(" ")[1]);
    expect(document.getElementById(input.getAttribute("aria-errormessage") ?? "")).toHaveTextContent("Please enter your name");
  });

  it("shows no error element while valid, and a form's message makes it invalid too", async () => {
    renderAt(
      <>
        <p id="failed">Wrong account or password</p>
        <FormField label="Account" formError="failed" />
      </>,
      { path: "/form/" },
    );
    const input = await screen.findByLabelText("Account");
    expect(input).not.toBeRequired();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Wrong account or password");
    expect(document.querySelector("[id$='::error']")).toBeNull();
  });

  it("hands its wiring to another control", async () => {
    renderAt(<FormField label="Notes" required control={(props) => <textarea {...props} />} />, { path: "/form/" });
    const notes = await screen.findByLabelText(/^Notes/);
    expect(notes.tagName).toBe("TEXTAREA");
    expect(notes).toBeRequired();
  });
});
