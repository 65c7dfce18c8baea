import { Component, createContext, type ReactNode, Suspense, useContext, useRef } from "react";

/** How the server logs a block whose component threw while rendering (entry.server provides it per request). */
export type BlockRenderErrorReport = (block: { blockId: string; type: string }) => void;
export const BlockRenderErrorContext = createContext<BlockRenderErrorReport | null>(null);

type BlockKey = { blockId: string; type: string };
type RenderMark = { rendered: boolean };

/** Rendered after the block's component, inside its boundary: reached only if nothing threw. */
function MarkRendered({ mark }: { mark: RenderMark }) {
  mark.rendered = true;
  return null;
}

/**
 * The boundary's fallback. The server renders it when the block threw (and, unseen, for any block big
 * enough that React could stream it separately), so it reports only when the block did not finish.
 */
function FailedOnServer({ blockId, type, mark }: BlockKey & { mark: RenderMark }) {
  const report = useContext(BlockRenderErrorContext);
  if (typeof document === "undefined" && !mark.rendered) report?.({ blockId, type });
  return null;
}

class BlockErrorBoundary extends Component<BlockKey & { children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`block "${this.props.blockId}" (${this.props.type}) failed to render`, error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Keeps one block's render error inside that block: visitors see the rest of the page. React runs no
 * error boundaries on the server; there an error inside a Suspense boundary makes React send the
 * fallback (nothing) and leave that block to the browser, where the error boundary catches it if it
 * throws again. Blocks get their data from the loader and never suspend.
 */
export function BlockBoundary({ blockId, type, children }: BlockKey & { children: ReactNode }) {
  const mark = useRef<RenderMark>({ rendered: false }).current;
  return (
    <BlockErrorBoundary blockId={blockId} type={type}>
      <Suspense fallback={<FailedOnServer blockId={blockId} type={type} mark={mark} />}>
        {children}
        <MarkRendered mark={mark} />
      </Suspense>
    </BlockErrorBoundary>
  );
}
