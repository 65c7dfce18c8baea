import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installCommonPasswordCheck, isCommonPassword } from "../../schemas/common-passwords";
import { renderAt } from "../../tests/unit/render";
import { PasswordForm } from "./password-form";

const fetchMock = vi.fn(async () => Response.json({ code: "000000", message: "", data: null }));
beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  // Another file in this worker may have installed the check already: start without it.
  installCommonPasswordCheck(() => false);
});
afterEach(() => vi.unstubAllGlobals());

describe("the change-password form (issue 26 item 5)", () => {
  it("loads the common-password check and refuses monkey123 before sending anything", async () => {
    renderAt(<PasswordForm />, { path: "/user/" });
    await vi.waitFor(() => expect(isCommonPassword("monkey123")).toBe(true), { timeout: 10_000 });
    const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/Current password/, "milk2026protein");
    fill(/New password/, "monkey123");
    fill(/Repeat the password/, "monkey123");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("This password is too common; choose another")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
