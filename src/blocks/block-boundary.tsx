import { Component, createContext, type ReactNode, Suspense, useContext } from "react";

/** How the server logs a block whose component threw while rendering (entry.server provides it per request). */
export type BlockRenderErrorReport = (block: { blockId: string; type: string }) => void;
export const BlockRenderErrorContext = createContext<BlockRenderErrorReport | null>(null);

type BoundaryProps = { blockId: string; type: string; children: ReactNode };

/** Rendered by the server in place of a block that threw; the browser then tries the block again. */
function FailedOnServer({ blockId, type }: Omit<BoundaryProps, "children">) {
  const report = useContext(BlockRenderErrorContext);
  if (typeof document === "undefined") report?.({ blockId, type });
  return null;
}

class BlockErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
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
 * error boundaries on the server; there an error inside a Suspense boundary makes React render the
 * fallback instead (which logs the block) and leave that block to the browser, where the error
 * boundary catches it if it throws again. Blocks get their data from the loader and never suspend,
 * so on the server the fallback only ever stands for an error.
 */
export function BlockBoundary({ blockId, type, children }: BoundaryProps) {
  return (
    <BlockErrorBoundary blockId={blockId} type={type}>
      <Suspense fallback={<FailedOnServer blockId={blockId} type={type} />}>{children}</Suspense>
    </BlockErrorBoundary>
  );
}
