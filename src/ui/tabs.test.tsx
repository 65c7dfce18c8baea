import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Tabs } from "./tabs";

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState("b");
  return (
    <Tabs.Root
      value={value}
      onValueChange={(e) => {
        setValue(e.value);
        onChange(e.value);
      }}
      lazyMount
      unmountOnExit
    >
      <Tabs.List wrap>
        <Tabs.Trigger value="a">First</Tabs.Trigger>
        <Tabs.Trigger value="b">Second</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="a">first panel</Tabs.Content>
      <Tabs.Content value="b">second panel</Tabs.Content>
    </Tabs.Root>
  );
}

describe("Tabs", () => {
  it("ties tabs to panels, and mounts a panel when it is chosen", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Tabs.Root defaultValue="a" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="a">First</Tabs.Trigger>
          <Tabs.Trigger value="b">Second</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="a">first panel</Tabs.Content>
        <Tabs.Content value="b">second panel</Tabs.Content>
      </Tabs.Root>,
    );
    const first = screen.getByRole("tab", { name: "First" });
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "First" })).toHaveTextContent("first panel");
    expect(screen.queryByText("second panel")).toBeNull();
    await user.click(screen.getByRole("tab", { name: "Second" }));
    expect(screen.getByRole("tab", { name: "Second" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Second" })).toHaveTextContent("second panel");
  });

  it("follows a controlled value and unmounts what it leaves", async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    expect(screen.getByText("second panel")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "First" }));
    expect(onChange).toHaveBeenCalledWith("a");
    expect(screen.getByText("first panel")).toBeInTheDocument();
    expect(screen.queryByText("second panel")).toBeNull();
  });
});
