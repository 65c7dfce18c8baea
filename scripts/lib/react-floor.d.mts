/** See react-floor.mjs. */
export interface FloorNode {
  tag: string;
  props: Record<string, string>;
  children: Array<FloorNode | string>;
}
export declare function bodyTree(html: string): FloorNode;
export declare function reactFloor(html: string, options?: { seconds?: number; inFlight?: number }): Promise<number>;
