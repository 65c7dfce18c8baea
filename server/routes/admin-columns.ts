import { Hono } from "hono";
import {
  ColumnCodeRequestSchema,
  ColumnItemInputSchema,
  ColumnItemListSchema,
  ColumnItemReorderSchema,
  ColumnItemUpdateSchema,
  ColumnListSchema,
  ColumnUpdateSchema,
} from "../../schemas/admin-columns";
import { AdminIdSchema, CONTENT_ROLES, VersionedIdSchema } from "../../schemas/admin-content";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import {
  createColumnItem,
  deleteColumnItem,
  getColumnItemForStaff,
  listColumnItemsForStaff,
  reorderColumnItems,
  updateColumnItem,
} from "../admin/column-items-admin";
import { getColumnForStaff, listColumnsForStaff, updateColumn } from "../admin/columns-admin";
import type { AppEnv } from "../http/app-env";
import { portalCall } from "../http/portal-call";

/** Columns (page headers) and column items in the back office (roles editor and admin). */
export function adminColumnRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const access = CONTENT_ROLES;

  portalCall(r, { path: P.adminColumnList, schema: ColumnListSchema, access }, ({ c, body }) =>
    listColumnsForStaff(c.get("deps").db, body),
  );
  portalCall(r, { path: P.adminColumnGet, schema: ColumnCodeRequestSchema, access }, ({ c, body }) =>
    getColumnForStaff(c.get("deps").db, body.code),
  );
  portalCall(r, { path: P.adminColumnUpdate, schema: ColumnUpdateSchema, access }, ({ c, body, auth, lang }) =>
    updateColumn(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );

  portalCall(r, { path: P.adminColumnItemList, schema: ColumnItemListSchema, access }, ({ c, body }) =>
    listColumnItemsForStaff(c.get("deps").db, body),
  );
  portalCall(r, { path: P.adminColumnItemGet, schema: AdminIdSchema, access }, ({ c, body }) =>
    getColumnItemForStaff(c.get("deps").db, body.id),
  );
  portalCall(r, { path: P.adminColumnItemCreate, schema: ColumnItemInputSchema, access }, ({ c, body, auth, lang }) =>
    createColumnItem(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );
  portalCall(r, { path: P.adminColumnItemUpdate, schema: ColumnItemUpdateSchema, access }, ({ c, body, auth, lang }) =>
    updateColumnItem(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );
  portalCall(r, { path: P.adminColumnItemDelete, schema: VersionedIdSchema, access }, async ({ c, body, auth, lang }) => {
    await deleteColumnItem(c.get("deps").db, body.id, body.version, { actorId: auth.user.id, lang });
    return null;
  });
  portalCall(r, { path: P.adminColumnItemReorder, schema: ColumnItemReorderSchema, access }, ({ c, body, auth, lang }) =>
    reorderColumnItems(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );
  return r;
}
