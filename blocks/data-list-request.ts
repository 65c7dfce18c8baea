import type { DataItem } from "../schemas/entities";
import { PORTAL_PATHS } from "../schemas/portal-paths";
import type { DataRequest } from "./define-block";

/** The `data/list` request of blocks that show a column's content records (HTML in content/contentEn). */
export function dataListRequest(columnCode: string): DataRequest {
  return { path: PORTAL_PATHS.dataList, body: { columnCode }, richTextFields: ["content", "contentEn"] };
}
export type DataListData = { items: DataItem[] | null };
