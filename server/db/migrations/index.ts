import type { Migration } from "kysely";
import type { DialectName } from "../connection";
import { contentTables } from "./001-content";
import { rateLimitTable } from "./002-rate-limits";
import { pageTables } from "./003-pages";
import { messageTable } from "./004-messages";
import { accountTables } from "./005-accounts";
import { inspectionTables } from "./006-inspections";
import { inspectionResultTable } from "./007-inspection-results";
import { reportTable } from "./008-reports";
import { downloadTaskTable } from "./009-download-tasks";
import { attachmentTable } from "./010-attachments";
import { contentRevisionTable } from "./011-content-revisions";
import { auditLogTable } from "./012-audit-log";
import { inspectionEventKind } from "./013-inspection-event-kind";
import { backOfficeTables } from "./020-back-office";
import { pageEditingTables } from "./030-page-editing";
import { securityTables } from "./050-security";
import { downloadTaskLeaseColumns } from "./060-download-task-leases";
import { columnVersionColumns } from "./070-column-versions";
import { siteMenuTable } from "./075-site-menu";
import { jobLeaseTable } from "./085-job-leases";
import { sectionSchemaVersionColumn } from "./090-section-schema-version";
import { mailTables } from "./095-mail";
import { reportVerification } from "./105-report-verification";
import { mediaLibraryColumns } from "./110-media-library";
import { sampleDetailColumns } from "./120-sample-details";
import { pagePresenceTable } from "./125-page-presence";
import { newsVersionTable } from "./130-news-versions";
import { sectionDraftTables } from "./135-section-drafts";
import { heroArtDirectionColumns } from "./140-hero-art-direction";

/** Ordered, append-only. Names sort in the order they must run. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    "001-content": contentTables(dialect),
    "002-rate-limits": rateLimitTable,
    "003-pages": pageTables(dialect),
    "004-messages": messageTable(dialect),
    "005-accounts": accountTables(dialect),
    "006-inspections": inspectionTables(dialect),
    "007-inspection-results": inspectionResultTable(dialect),
    "008-reports": reportTable(dialect),
    "009-download-tasks": downloadTaskTable(dialect),
    "010-attachments": attachmentTable(dialect),
    "011-content-revisions": contentRevisionTable,
    "012-audit-log": auditLogTable(dialect),
    "013-inspection-event-kind": inspectionEventKind,
    "020-back-office": backOfficeTables(dialect),
    "050-security": securityTables(dialect),
    "060-download-task-leases": downloadTaskLeaseColumns,
    "030-page-editing": pageEditingTables(dialect),
    "075-site-menu": siteMenuTable,
    "105-report-verification": reportVerification(dialect),
    "070-column-versions": columnVersionColumns,
    "085-job-leases": jobLeaseTable,
    "090-section-schema-version": sectionSchemaVersionColumn,
    "095-mail": mailTables(dialect),
    "110-media-library": mediaLibraryColumns,
    "120-sample-details": sampleDetailColumns,
    "125-page-presence": pagePresenceTable,
    "130-news-versions": newsVersionTable(dialect),
    "135-section-drafts": sectionDraftTables(dialect),
    "140-hero-art-direction": heroArtDirectionColumns,
  };
}
