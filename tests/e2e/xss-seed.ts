import { blockRegistry } from "../../blocks/index";
import type { Role } from "../../schemas/account";
import { InspectInsertRequestSchema } from "../../schemas/inspection";
import { MessageSubmitRequestSchema } from "../../schemas/message";
import { CURRENT_PAGE_SCHEMA_VERSION, type PageDocument } from "../../schemas/page";
import { passwordHashing } from "../../server/auth/password";
import { openDatabase } from "../../server/db/connection";
import { migrateToLatest } from "../../server/db/migrate";
import { seedDemoContent, seedDemoPages } from "../../server/db/seed/seed";
import { insertInspection } from "../../server/services/inspections";
import { submitMessage } from "../../server/services/messages";
import { publishPage } from "../../server/services/pages";
import { TEST_SCRYPT_LOG2N } from "../support/password-cost";
import { payloadsWithin, SHORT_PAYLOAD, XSS_MARKER } from "./xss-corpus";

/**
 * Stores the XSS corpus through the service layer into a fresh database (the back-office calls for
 * pages and news are not on this branch): every string prop of every block type on the privacy
 * page, one news article, a customer's profile, an inspection and a message.
 */
type Json = Record<string, unknown> | unknown[];

function stringPaths(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === "string") return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...at, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  return [];
}

function setAt(root: Json, at: Array<string | number>, value: string) {
  let node = root as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at.at(-1) as string | number] = value;
}

/** A block's defaults with every string replaced by the longest payload run its schema accepts. */
function poisoned(props: Json, accepts: (p: unknown) => boolean, seed: number): { props: Json; fields: number } {
  let current = structuredClone(props);
  let fields = 0;
  for (const [i, at] of stringPaths(props).entries()) {
    const key = String(at.filter((k) => typeof k === "string").at(-1) ?? "");
    const candidates = [
      ...(/link|href|url|src|image|icon/i.test(key) ? ["javascript:window.__xss=1;alert(1)", "java\tscript:alert(1)"] : []),
      ...[4000, 1000, 300, 120, 60, 30].map((n) => payloadsWithin(n, seed + i)),
    ];
    for (const candidate of candidates) {
      const next = structuredClone(current);
      setAt(next, at, candidate);
      if (accepts(next)) {
        current = next;
        fields++;
        break;
      }
    }
  }
  return { props: current, fields };
}

export interface XssSeed {
  customer: { account: string; password: string };
  lab: { account: string; password: string; totpSecret: string };
  inspectionNo: string;
  newsId: number;
  blockFields: number;
}

export async function seedXssCorpus(dbFile: string): Promise<XssSeed> {
  const database = openDatabase({ kind: "sqlite", file: dbFile });
  try {
    const db = database.db;
    await migrateToLatest(db, database.dialect);
    await seedDemoContent(db);
    await seedDemoPages(db);

    let blockFields = 0;
    const blocks = blockRegistry.map((reg, i) => {
      const { props, fields } = poisoned(reg.defaults as Json, (p) => reg.schema.safeParse(p).success, i);
      blockFields += fields;
      return { id: `xss-${reg.type}`, type: reg.type, props: props as Record<string, unknown> };
    });
    const text = (n: number, seed = 0) => ({ zh: payloadsWithin(n, seed), en: payloadsWithin(n, seed + 1) });
    const page: PageDocument = {
      schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
      slug: "privacy",
      title: text(60),
      seo: { description: text(150, 3), keywords: text(100, 5) },
      blocks,
    };
    await publishPage(db, page, null);

    const now = new Date().toISOString();
    const news = await db
      .insertInto("news")
      .values({
        classCode: "company",
        title: payloadsWithin(200),
        titleEn: payloadsWithin(200, 2),
        summary: payloadsWithin(500, 4),
        summaryEn: payloadsWithin(500, 6),
        content: payloadsWithin(5000, 8),
        contentEn: payloadsWithin(5000, 10),
        cover: "",
        publishTime: now,
        status: "published",
        createdAt: now,
        updatedAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    // Both accounts share one password: one deliberately slow scrypt hash instead of two.
    const password = "milk2026protein";
    const passwordHash = await passwordHashing(TEST_SCRYPT_LOG2N).hash(password);
    const account = async (values: { account: string; nickname: string; company: string; role: Role }) => {
      const row = await db
        .insertInto("userAccount")
        .values({ ...values, passwordHash, contactPhone: "", createdAt: now, updatedAt: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { id: Number(row.id) };
    };
    const customer = { account: "xss-customer@e2e.example", password };
    const user = await account({ account: customer.account, nickname: SHORT_PAYLOAD, company: payloadsWithin(100, 3), role: "customer" });
    const inspection = await insertInspection(
      db,
      user.id,
      InspectInsertRequestSchema.parse({
        company: payloadsWithin(100, 1),
        contactPerson: payloadsWithin(50, 2),
        phone: "13812345678",
        email: "xss@example.com",
        countryCode: "CN",
        address: payloadsWithin(200, 3),
        sampleName: payloadsWithin(100, 4),
        batchNo: payloadsWithin(50, 5),
        quantity: 1,
        quantityUnit: "g",
        productionDate: "2026-01-01",
        testItems: ["moisture"],
        carrier: payloadsWithin(50, 6),
        trackingNo: payloadsWithin(50, 7),
        notes: payloadsWithin(1000, 8),
      }),
      "en",
    );
    await submitMessage(
      db,
      MessageSubmitRequestSchema.parse({
        name: payloadsWithin(50),
        email: "xss@example.com",
        company: payloadsWithin(100, 1),
        message: payloadsWithin(2000, 2),
      }),
      { lang: "en", clientAddress: "127.0.0.1" },
    );

    const lab = { account: "xss-lab@e2e.example", password, totpSecret: "ONSWG4TFORXXEYLUMVZWC3DPNVQXIZLS" };
    const staff = await account({ account: lab.account, nickname: "XSS Lab", company: "", role: "lab" });
    // Stored in plain text as before decision 132: the server seals it under its key when it starts.
    await db
      .updateTable("userAccount")
      .set({ totpSecret: lab.totpSecret, totpEnabledAt: new Date().toISOString(), totpLastStep: null })
      .where("id", "=", staff.id)
      .execute();
    if (!page.title.en.includes(XSS_MARKER)) throw new Error("the corpus did not reach the page title");
    return { customer, lab, inspectionNo: inspection.inspectionNo, newsId: Number(news.id), blockFields };
  } finally {
    await database.close();
  }
}
