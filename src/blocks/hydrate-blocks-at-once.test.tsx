import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockBoundary } from "./block-boundary";
import { HydrateBlocksAtOnce, useBlocksHydrated } from "./hydrate-blocks-at-once";

/** What happened in the browser, in order. */
let events: string[] = [];

function Block({ id }: { id: string }) {
  useEffect(() => {
    events.push(`block ${id} hydrated`);
  }, [id]);
  return <p>{id}</p>;
}

function PageMarker() {
  const blocksHydrated = useBlocksHydrated();
  useEffect(() => {
    events.push(`page says blocks hydrated: ${blocksHydrated}`);
  }, [blocksHydrated]);
  return null;
}

function Page() {
  return (
    <HydrateBlocksAtOnce>
      <PageMarker />
      {["a", "b", "c"].map((id) => (
        <BlockBoundary key={id} blockId={id} type="richText">
          <Block id={id} />
        </BlockBoundary>
      ))}
    </HydrateBlocksAtOnce>
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("HydrateBlocksAtOnce", () => {
  it("says the blocks are hydrated only after every block's boundary is, and keeps the server HTML", async () => {
    events = [];
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    const serverHtml = container.innerHTML;
    document.body.append(container);
    const root = hydrateRoot(container, <Page />, { onRecoverableError: (e) => events.push(`recovered: ${String(e)}`) });
    for (let i = 0; i < 20 && !events.includes("page says blocks hydrated: true"); i++) await settle();
    expect(events).toEqual([
      "page says blocks hydrated: false",
      "block a hydrated",
      "block b hydrated",
      "block c hydrated",
      "page says blocks hydrated: true",
    ]);
    expect(container.innerHTML).toBe(serverHtml);
    root.unmount();
    container.remove();
  });
});
