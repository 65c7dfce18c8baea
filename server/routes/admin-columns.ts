import { Hono } from "hono";
import { z } from "zod";
import {
  AdminColumnItemPageSchema,
  AdminColumnItemSchema,
  AdminColumnSchema,
  ColumnCodeRequestSchema,
  ColumnItemInputSchema,
  ColumnItemListSchema,
  ColumnItemReorderSchema,
  ColumnItemUpdateSchema,
  ColumnListSchema,
  ColumnUpdateSchema,
} from "../../schemas/admin-columns";
import { AdminIdSchema, CONTENT_ROLES, VersionedIdSchema } from "../../schemas/admin-content";
import { NoDataSchema } from "../../schemas/envelope";
import { pageOf } from "../../schemas/paging";
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

  portalCall(r, { path: P.adminColumnList, data: pageOf(AdminColumnSchema), schema: ColumnListSchema, access }, ({ c, body }) =>
    listColumnsForStaff(c.get("deps").db, body),
  );
  portalCall(
    r,
    { path: P.adminColumnGet, data: AdminColumnSchema, codes: ["notFound"], schema: ColumnCodeRequestSchema, access },
    ({ c, body }) => getColumnForStaff(c.get("deps").db, body.code),
  );
  portalCall(
    r,
    { path: P.adminColumnUpdate, data: AdminColumnSchema, codes: ["notFound", "conflict"], schema: ColumnUpdateSchema, access },
    ({ c, body, auth, lang }) => updateColumn(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );

  portalCall(r, { path: P.adminColumnItemList, data: AdminColumnItemPageSchema, schema: ColumnItemListSchema, access }, ({ c, body }) =>
    listColumnItemsForStaff(c.get("deps").db, body),
  );
  portalCall(
    r,
    { path: P.adminColumnItemGet, data: AdminColumnItemSchema, codes: ["notFound"], schema: AdminIdSchema, access },
    ({ c, body }) => getColumnItemForStaff(c.get("deps").db, body.id),
  );
  portalCall(
    r,
    { path: P.adminColumnItemCreate, data: AdminColumnItemSchema, schema: ColumnItemInputSchema, access },
    ({ c, body, auth, lang }) => createColumnItem(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );
  portalCall(
    r,
    { path: P.adminColumnItemUpdate, data: AdminColumnItemSchema, codes: ["notFound", "conflict"], schema: ColumnItemUpdateSchema, access },
    ({ c, body, auth, lang }) => updateColumnItem(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );
  portalCall(
    r,
    { path: P.adminColumnItemDelete, data: NoDataSchema, codes: ["notFound", "conflict"], schema: VersionedIdSchema, access },
    async ({ c, body, auth, lang }) => {
      await deleteColumnItem(c.get("deps").db, body.id, body.version, { actorId: auth.user.id, lang });
      return null;
    },
  );
  portalCall(
    r,
    {
      path: P.adminColumnItemReorder,
      data: z.array(AdminColumnItemSchema),
      codes: ["notFound", "conflict"],
      schema: ColumnItemReorderSchema,
      access,
    },
    ({ c, body, auth, lang }) => reorderColumnItems(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );
  return r;
}
