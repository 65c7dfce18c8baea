import { BuilderComponent, builder } from "@builder.io/react";
import { type ComponentProps, useMemo } from "react";
import type { LoadedBlockPage } from "../blocks/page-loader.server";
import { useNonce } from "../security/nonce";
import { ResolvedBuilderBlocksContext, registerBlocks } from "./register-blocks";

registerBlocks();

/**
 * A page whose content comes from Builder.io: the content the loader fetched and prepared, rendered
 * by the SDK on the server and hydrated in the browser; our blocks inside it render what the loader
 * resolved. Loaded as its own chunk, only by pages that use it (`BlockPage`).
 */
export default function BuilderPage({ page }: { page: LoadedBlockPage & { builder: NonNullable<LoadedBlockPage["builder"]> } }) {
  // The second argument turns tracking off (no cookies, no impressions); the loader already replaced
  // the tracking pixel. With `content` given, the SDK fetches nothing.
  if (builder.apiKey !== page.builder.apiKey || builder.canTrack) builder.init(page.builder.apiKey, false);
  const nonce = useNonce();
  const resolved = useMemo(() => ({ byId: new Map(page.blocks.map((b) => [b.id, b])), firstId: page.blocks[0]?.id }), [page.blocks]);
  return (
    <ResolvedBuilderBlocksContext.Provider value={resolved}>
      <BuilderComponent
        model="page"
        content={page.builder.content as ComponentProps<typeof BuilderComponent>["content"]}
        locale={page.builder.lang}
        // Builder's own <style> elements carry this response's CSP nonce (decision 050).
        nonce={nonce}
      />
    </ResolvedBuilderBlocksContext.Provider>
  );
}
