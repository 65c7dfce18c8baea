import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { renderAt } from "../../tests/unit/render";
import { SampleForm } from "./sample-form";

/** The browser's XMLHttpRequest (uploads report progress through it), driven by the test. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  responseText = "";
  open() {}
  setRequestHeader() {}
  send() {
    FakeUpload.sent.push(this);
  }
  finish(data: unknown) {
    this.responseText = JSON.stringify({ code: "000000", message: "", data });
    this.onload?.();
  }
}

const posted: Array<{ path: string; body: Record<string, unknown> }> = [];
beforeEach(() => {
  FakeUpload.sent = [];
  posted.length = 0;
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body ?? "{}")) as Record<string, unknown>;
      posted.push({ path: url, body });
      const data =
        url === PORTAL_PATHS.ossToken
          ? { uploadUrl: PORTAL_PATHS.upload, maxBytes: 10 * 1024 * 1024, accept: ["application/pdf"] }
          : { id: 5, inspectionNo: "LF20261123-0001" };
      return Response.json({ code: "000000", message: "", data });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the sample form with attachments", () => {
  it("will not submit while a file is uploading (and says so), then sends the uploaded file's id", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmitted = vi.fn();
    renderAt(
      <SampleForm
        countries={[{ code: "CN", name: "中国", nameEn: "China" }]}
        provinces={[]}
        defaults={{ company: "Example Dairy", contactPerson: "Li Wei", email: "li@example.com", phone: "13812345678" }}
        onSubmitted={onSubmitted}
      />,
      { path: "/sampleTesting/" },
    );
    const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/Address/, "1 Example Road");
    fill(/Sample name/, "LF-95");
    fill(/Batch number/, "B1");
    fill(/Quantity/, "20");
    // The date is set part by part with the arrow keys (jsdom cannot type into the parts: typing is
    // covered by the e2e tests in Chromium); from empty, ArrowUp starts each part at today's.
    for (const part of ["Month", "Day", "Year"]) {
      await user.click(screen.getByRole("spinbutton", { name: part }));
      await user.keyboard("{ArrowUp}");
    }
    await user.click(screen.getByRole("checkbox", { name: "Moisture" }));

    await user.upload(screen.getByLabelText("Add files"), new File(["%PDF-1.7"], "coa.pdf", { type: "application/pdf" }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(screen.getByText("Uploading coa.pdf")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Submit sample" }));
    // The form's own alert (the date field's announcer is another, outside the form).
    const form = screen.getByRole("form", { name: "Sample submission" });
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "Please wait until the attachments have finished uploading (1 still uploading), then submit again.",
    );
    expect(posted.map((p) => p.path)).not.toContain(PORTAL_PATHS.inspectInsert);

    act(() => FakeUpload.sent[0]?.finish({ id: 41, name: "coa.pdf", size: 8, contentType: "application/pdf" }));
    await waitFor(() => expect(within(form).queryByRole("alert")).toBeNull());
    // Said in the picker's live region, and the bar is named after its file (issue 27, item 9).
    expect(screen.getByTestId("attachment-status")).toHaveTextContent("Uploaded coa.pdf");
    expect(screen.getAllByText("Uploaded coa.pdf")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Submit sample" }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith({ id: 5, inspectionNo: "LF20261123-0001" }));
    expect(posted.find((p) => p.path === PORTAL_PATHS.inspectInsert)?.body).toMatchObject({
      attachmentIds: [41],
      testItems: ["moisture"],
      productionDate: new Date().toLocaleDateString("sv-SE"),
    });
  }, 30_000);
});
