import { BACK_OFFICE_PATHS } from "./back-office-paths";
import { VISITOR_PATHS } from "./visitor-paths";

/** The portal's call paths (spec §7), named once for the client, the server and the tests. */
export const PORTAL_PATHS = {
  ...VISITOR_PATHS,
  dataList: "/api/portal/content/data/list",
  dataPageList: "/api/portal/content/data/pageList",
  bannerList: "/api/portal/content/banner/getList",
  website: "/api/portal/content/configData/website",
  modifyUser: "/api/portal/user/modifyUserInfo",
  inspectInsert: "/api/portal/sent/inspect/insert",
  inspectTesting: "/api/portal/inspect/testing",
  inspectAchieved: "/api/portal/inspect/testAchieve",
  inspectProcess: "/api/portal/inspect/process/getList",
  /** The customer's own sample, until the lab receives it: cancel it, or correct its details. */
  inspectCancel: "/api/portal/inspect/cancel",
  inspectUpdate: "/api/portal/inspect/update",
  /** Answers the PDF itself (not the envelope) on success; errors are the usual envelope. */
  inspectReportDownload: "/api/portal/inspect/report/download",
  inspectCompare: "/api/portal/inspect/compare",
  inspectDownloadBatch: "/api/portal/inspect/downloadBatch",
  downloadTaskList: "/api/portal/inspect/downloadTask/getList",
  downloadTaskDelete: "/api/portal/inspect/downloadTask/delete",
  /** Answers the zip on success. */
  downloadTaskFile: "/api/portal/inspect/downloadTask/download",
  /** Answers the file (PDF or CSV) on success. */
  inspectCompareDownload: "/api/portal/inspect/downLoadCompare",
  labInspectIssueReport: "/api/admin/inspect/issueReport",
  labInspectList: "/api/admin/inspect/list",
  labInspectDetail: "/api/admin/inspect/getById",
  labInspectTransition: "/api/admin/inspect/transition",
  labInspectSaveResults: "/api/admin/inspect/saveResults",
  /** Withdraws an issued report for correction (decision 155). */
  labInspectAmendReport: "/api/admin/inspect/amendReport",
  /** Answers the issued report's PDF (lab staff). */
  labInspectReportDownload: "/api/admin/inspect/report/download",
  /** Public: checks a report's inspection number and verification code (`/verify/`). */
  reportVerify: "/api/portal/report/verify",
  provinceList: "/api/portal/user/provinceList",
  columnByCode: "/api/portal/content/column/getByCode",
  ossToken: "/api/portal/base/file/getOssToken",
  /** Multipart, one `file` field (spec §7's upload helper). */
  upload: "/api/portal/base/file/upload",
  /** Answers the file on success (owner or lab staff). */
  attachmentDownload: "/api/portal/base/file/download",
  /** An own upload that no sample uses yet. */
  attachmentDelete: "/api/portal/base/file/delete",
  countryArea: "/api/portal/content/configData/countryArea",
  policyByCode: "/api/portal/content/policy/getByCode",
  consultClass: "/api/portal/content/configData/consultClass",
  register: "/api/portal/user/register",
  login: "/api/portal/user/login",
  /** The login's second step (two-factor accounts): challenge + code → token. */
  loginVerify: "/api/portal/user/login/verify",
  twoFactorStatus: "/api/portal/user/twoFactor/status",
  twoFactorSetup: "/api/portal/user/twoFactor/setup",
  twoFactorConfirm: "/api/portal/user/twoFactor/confirm",
  /** Admin only: another account's two-factor off (it enrols again), or the account disabled. */
  adminUserResetTwoFactor: "/api/admin/user/resetTwoFactor",
  changePassword: "/api/portal/user/changePassword",
  /** Mail (schemas/mail.ts): password reset by a mailed code, email verification, notification switches. */
  passwordForgot: "/api/portal/user/password/forgot",
  passwordReset: "/api/portal/user/password/reset",
  /** Sign-up's second step: the mailed code → a session (the address is verified). */
  signUpConfirm: "/api/portal/user/email/confirm",
  emailSendCode: "/api/portal/user/email/sendCode",
  emailVerify: "/api/portal/user/email/verify",
  mailSettings: "/api/portal/user/mail/settings",
  mailNotifications: "/api/portal/user/mail/notifications",
  /** Admin only: the outgoing mail queue (sent / failed with the reason). */
  adminMailList: "/api/admin/mail/list",
  pageBySlug: "/api/portal/content/page/getBySlug",
  /** A draft opened through a shared preview link (decision 194). */
  pagePreview: "/api/portal/content/page/preview",
  /** The header's and footer's menu trees (visible items only). */
  menu: "/api/portal/content/menu/get",
  /** An uploaded image's alt text and focus point, by one of its URLs (null when unknown). */
  mediaInfo: "/api/portal/content/media/get",
  // The navigation (roles editor and admin).
  adminMenuGet: "/api/admin/menu/get",
  adminMenuUpdate: "/api/admin/menu/update",
  ...BACK_OFFICE_PATHS,
  // The page editor (roles editor and admin).
  adminPageList: "/api/admin/page/list",
  adminPageGet: "/api/admin/page/get",
  adminPageCreate: "/api/admin/page/create",
  adminPageSaveDraft: "/api/admin/page/saveDraft",
  adminPagePublish: "/api/admin/page/publish",
  adminPageVersions: "/api/admin/page/versions",
  adminPageVersion: "/api/admin/page/getVersion",
  adminPageRestore: "/api/admin/page/restore",
  adminPageSchedule: "/api/admin/page/schedule",
  adminPageDelete: "/api/admin/page/delete",
  adminPageShare: "/api/admin/page/share",
  adminPagePresence: "/api/admin/page/presence",
  adminSectionList: "/api/admin/section/list",
  adminSectionGet: "/api/admin/section/get",
  adminSectionCreate: "/api/admin/section/create",
  adminSectionSave: "/api/admin/section/save",
  adminSectionDelete: "/api/admin/section/delete",
  /** Makes a section's draft the block every page shows, as its next version (decision 201). */
  adminSectionPublish: "/api/admin/section/publish",
  adminSectionVersions: "/api/admin/section/versions",
  adminSectionVersion: "/api/admin/section/getVersion",
  /** Publishes an earlier version of a section again and makes it the draft. */
  adminSectionRestore: "/api/admin/section/restore",
} as const;
export type PortalPath = (typeof PORTAL_PATHS)[keyof typeof PORTAL_PATHS];
