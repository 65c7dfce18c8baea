import type { Generated } from "kysely";
import type { Role } from "../../schemas/account";
import type { MessageStatus } from "../../schemas/admin-content";
import type { DownloadTaskStatus, InspectionEventKind, InspectionStatus } from "../../schemas/inspection";
import type { Lang } from "../../schemas/lang";
import type { AccountCodePurpose, MailKind, MailStatus } from "../../schemas/mail";
import type { PageScheduleStatus } from "../../schemas/page-admin";
import type { AuditAction } from "../audit/audit-log";

/** Tables as Kysely sees them (camelCase; CamelCasePlugin maps to snake_case columns). */
export interface Database {
  appMeta: { key: string; value: string };
  rateLimit: { key: string; windowStart: number; count: number };
  /** Periodic jobs one instance at a time runs: who holds each and until when (ISO time). */
  jobLease: { name: string; claimedBy: string; leaseUntil: string };
  /** Editors with a page open, one row per browser tab (heartbeats, decision 195). */
  pagePresence: { pageSlug: string; userId: number; tab: string; openedAt: string; seenAt: string };
  siteSettings: { id: number; data: string; updatedAt: string; version: Generated<number> };
  /** One row (id 1): the header's and footer's menu trees (schemas/menu.ts), JSON. */
  siteMenu: { id: number; data: string; version: number; updatedAt: string; updatedBy: number | null };
  consultClass: { id: Generated<number>; code: string | null; name: string; nameEn: string; sort: number; version: Generated<number> };
  news: {
    id: Generated<number>;
    classCode: string;
    title: string;
    titleEn: string;
    summary: string;
    summaryEn: string;
    content: string;
    contentEn: string;
    cover: string;
    publishTime: string;
    status: "draft" | "published";
    createdAt: string;
    updatedAt: string;
    version: Generated<number>;
  };
  /** Saved states of a news item (decision 196): `data` is its fields as JSON (`NewsContent`). */
  newsVersion: {
    id: Generated<number>;
    newsId: number;
    /** 1, 2, 3… per news item. */
    number: number;
    data: string;
    savedAt: string;
    savedBy: number | null;
    /** 1: written by the form's autosave (the same editor's next autosave may replace it). */
    autosave: Generated<number>;
  };
  banner: {
    id: Generated<number>;
    position: string;
    title: string;
    titleEn: string;
    subtitle: string;
    subtitleEn: string;
    image: string;
    link: string;
    sort: number;
    active: number;
    version: Generated<number>;
    /** Migration 140: the picture phones get instead ("" for the same), the overlay's strength in percent. */
    phoneImage: Generated<string>;
    overlay: Generated<number>;
  };
  contentColumn: {
    id: Generated<number>;
    code: string;
    title: string;
    titleEn: string;
    description: string;
    descriptionEn: string;
    keyword: string;
    keywordEn: string;
    image: string;
    version: Generated<number>;
    /** Migration 140: the picture phones get instead ("" for the same), the overlay's strength in percent. */
    phoneImage: Generated<string>;
    overlay: Generated<number>;
  };
  contentData: {
    id: Generated<number>;
    columnCode: string;
    title: string;
    titleEn: string;
    summary: string;
    summaryEn: string;
    content: string;
    contentEn: string;
    image: string;
    link: string;
    sort: number;
    publishTime: string;
    version: Generated<number>;
  };
  policy: {
    id: Generated<number>;
    code: string;
    title: string;
    titleEn: string;
    content: string;
    contentEn: string;
    updatedAt: string;
    version: Generated<number>;
  };
  region: { id: Generated<number>; kind: "country" | "province"; code: string; name: string; nameEn: string; sort: number };
  page: {
    id: Generated<number>;
    slug: string;
    draft: string;
    draftUpdatedAt: string;
    createdAt: string;
    /** Bumped by every change of the draft; a save names the revision it started from (version check). */
    draftRevision: Generated<number>;
    draftUpdatedBy: number | null;
  };
  pageVersion: {
    id: Generated<number>;
    pageSlug: string;
    version: number;
    document: string;
    publishedAt: string;
    /** Who published it, as named then (a nickname; null for the seed). */
    publishedBy: string | null;
    publishedById: number | null;
    /** JSON `{ "<section id>": version }`: the version of each section it placed when published (null before decision 201). */
    sectionVersions: string | null;
  };
  pageSchedule: {
    id: Generated<number>;
    pageSlug: string;
    /** The document to publish (the draft as it was when scheduled). */
    document: string;
    draftRevision: number;
    /** ISO instant (UTC). */
    publishAt: string;
    status: PageScheduleStatus;
    createdBy: number | null;
    createdAt: string;
    finishedAt: string | null;
    publishedVersion: number | null;
    /** Why a scheduled publication failed (JSON list of problems), or "". */
    error: Generated<string>;
  };
  pageSection: {
    id: Generated<number>;
    name: string;
    /** JSON: the one block the section holds, as published (what pages show). */
    block: string;
    /** The page-document schema version the block was stored at (schemas/page-migrations.ts). */
    schemaVersion: Generated<number>;
    /** JSON: the block as the section editor last saved it (decision 201). */
    draft: string;
    draftSchemaVersion: number;
    /** The draft's revision (version check), when and by whom it was last saved. */
    revision: number;
    createdAt: string;
    updatedAt: string;
    updatedBy: number | null;
  };
  pageSectionVersion: {
    id: Generated<number>;
    sectionId: number;
    version: number;
    name: string;
    block: string;
    schemaVersion: number;
    publishedAt: string;
    /** Who published it, as named then (null when unknown). */
    publishedBy: string | null;
    publishedById: number | null;
  };
  contactMessage: {
    id: Generated<number>;
    name: string;
    phone: string;
    email: string;
    company: string;
    message: string;
    lang: string;
    clientAddress: string;
    createdAt: string;
    status: Generated<MessageStatus>;
    version: Generated<number>;
  };
  userAccount: {
    id: Generated<number>;
    account: string;
    passwordHash: string;
    nickname: string;
    company: string;
    contactPhone: string;
    role: Role;
    createdAt: string;
    updatedAt: string;
    version: Generated<number>;
    /** Set when an admin disabled the account (migration 020): it cannot log in and its sessions ended. */
    disabledAt: string | null;
    /** Migration 050: TOTP secret (base32; pending until totpEnabledAt), last time step used. */
    totpSecret: Generated<string | null>;
    totpEnabledAt: Generated<string | null>;
    totpLastStep: Generated<number | null>;
    /** Migration 095: the language mails are written in (the one last used), email verification, notifications turned off (JSON array). */
    lang: Generated<Lang>;
    emailVerifiedAt: Generated<string | null>;
    mailOptOut: Generated<string>;
  };
  userSession: {
    id: Generated<number>;
    tokenHash: string;
    userId: number;
    createdAt: number;
    lastSeenAt: number;
    revokedAt: number | null;
    /** When this session passed the second factor (null: password only). */
    secondFactorAt: Generated<number | null>;
  };
  loginChallenge: {
    id: Generated<number>;
    tokenHash: string;
    userId: number;
    createdAt: number;
    attempts: number;
    usedAt: number | null;
  };
  recoveryCode: { id: Generated<number>; userId: number; codeHash: string; usedAt: string | null };
  inspection: {
    id: Generated<number>;
    inspectionNo: string;
    userId: number;
    status: InspectionStatus;
    company: string;
    contactPerson: string;
    phone: string;
    email: string;
    countryCode: string;
    provinceCode: string;
    address: string;
    sampleName: string;
    batchNo: string;
    quantity: number;
    quantityUnit: string;
    productionDate: string;
    /** JSON array of test item codes. */
    testItems: string;
    carrier: string;
    trackingNo: string;
    notes: string;
    /** Migration 120. */
    storageConditions: Generated<string>;
    nameOnReport: Generated<string>;
    createdAt: string;
    updatedAt: string;
  };
  inspectionEvent: {
    id: Generated<number>;
    inspectionId: number;
    /** What happened; `status` rows are status changes (migration 013). */
    kind: Generated<InspectionEventKind>;
    status: InspectionStatus;
    reason: string;
    actorId: number;
    createdAt: string;
  };
  inspectionResult: {
    id: Generated<number>;
    inspectionId: number;
    itemCode: string;
    value: string;
    unit: string;
    method: string;
    limitText: string;
    passed: number;
    updatedBy: number;
    updatedAt: string;
  };
  inspectionReport: {
    id: Generated<number>;
    inspectionId: number;
    reportNo: string;
    storageKey: string;
    size: number;
    issuedBy: number;
    issuedAt: string;
    /** SHA-256 (hex) of the verification code printed on the report; null for reports issued before decision 155. */
    verifyHash: string | null;
    /** SHA-256 (hex) of the PDF as issued. */
    sha256: string | null;
  };
  supersededReport: {
    id: Generated<number>;
    inspectionId: number;
    reportNo: string;
    verifyHash: string | null;
    sha256: string | null;
    storageKey: string;
    issuedBy: number;
    issuedAt: string;
    supersededAt: string;
    supersededBy: number;
    reason: string;
    successorNo: Generated<string>;
  };
  downloadTask: {
    id: Generated<number>;
    userId: number;
    status: DownloadTaskStatus;
    /** JSON array of inspection ids. */
    inspectionIds: string;
    total: number;
    doneCount: number;
    error: string;
    storageKey: string | null;
    size: number;
    createdAt: string;
    updatedAt: string;
    /** The instance building it (while `running`). */
    claimedBy: string | null;
    /** ISO time until which that claim holds; renewed while the instance works. */
    leaseUntil: string | null;
    /** How many times it was claimed. */
    attempts: Generated<number>;
  };
  attachment: {
    id: Generated<number>;
    userId: number;
    inspectionId: number | null;
    storageKey: string;
    name: string;
    contentType: string;
    size: number;
    createdAt: string;
  };
  mailMessage: {
    id: Generated<number>;
    kind: MailKind;
    toAddress: string;
    lang: Lang;
    /** JSON: what the message says (inspection number, reason, code…); rendered when sent. A code is blanked once sent. */
    data: string;
    /** Filled when rendered for sending, for the admins' list. */
    subject: Generated<string>;
    userId: number | null;
    status: MailStatus;
    attempts: Generated<number>;
    /** ISO time before which it is not tried (back-off after a failure). */
    nextAttemptAt: string;
    claimedBy: string | null;
    leaseUntil: string | null;
    lastError: Generated<string>;
    createdAt: string;
    updatedAt: string;
    sentAt: string | null;
  };
  accountCode: {
    id: Generated<number>;
    userId: number;
    purpose: AccountCodePurpose;
    codeHash: string;
    expiresAt: number;
    attempts: Generated<number>;
    usedAt: number | null;
  };
  contentRevision: { tag: string; revision: number; updatedAt: string };
  auditLog: {
    id: Generated<number>;
    at: string;
    actorId: number | null;
    action: AuditAction;
    entity: string;
    entityId: string;
    /** JSON: what changed, in a few fields (never secrets). */
    summary: string;
  };
  imageAsset: {
    id: Generated<number>;
    /** The public name in `/files/img/<publicId>/<width>.<format>`; carries the original's size. */
    publicId: string;
    width: number;
    height: number;
    contentType: string;
    size: number;
    /** Storage key of the uploaded original (kept, never served). */
    originalKey: string;
    /** JSON: `{"480.avif": "<storage key>", …}`. */
    variants: string;
    createdBy: number | null;
    createdAt: string;
    /** The media library (migration 110): the file's name, alt text per language, focus point in percent. */
    name: Generated<string>;
    altZh: Generated<string>;
    altEn: Generated<string>;
    focusX: Generated<number>;
    focusY: Generated<number>;
    version: Generated<number>;
    updatedAt: Generated<string>;
    /** Migration 140: the grey level its brightest 5 % of pixels exceed; null when not measured. */
    brightLevel: number | null;
  };
}
