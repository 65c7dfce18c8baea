import type { ConsultClass, UserInfo, WebsiteInfo } from "../../schemas/entities";
import type { Lang } from "../../schemas/lang";
import { isConsultClassList, isStoredWebsiteInfo, isUserInfo, type StoredWebsiteInfo } from "./stored-shapes";

export type { StoredWebsiteInfo };

/** Client state persisted in localStorage (spec §3). */
export const STORAGE_KEYS = {
  token: "token",
  userInfo: "userInfo",
  websiteInfo: "websiteInfo",
  classList: "classList",
} as const;

const listeners = new Set<() => void>();

function store(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = store()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  const s = store();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
  for (const l of listeners) l();
}

export const sessionStorageApi = {
  getToken: () => store()?.getItem(STORAGE_KEYS.token) ?? null,
  setToken: (token: string | null) => write(STORAGE_KEYS.token, token),
  getUserInfo: () => readJson(STORAGE_KEYS.userInfo, isUserInfo),
  setUserInfo: (user: UserInfo | null) => write(STORAGE_KEYS.userInfo, user ? JSON.stringify(user) : null),
  /** Site config as last seen, with the language it was fetched in (the portal answers one language). */
  getWebsiteInfo: (): StoredWebsiteInfo | null => readJson(STORAGE_KEYS.websiteInfo, isStoredWebsiteInfo),
  setWebsiteInfo: (info: WebsiteInfo, lang: Lang) => write(STORAGE_KEYS.websiteInfo, JSON.stringify({ ...info, lang })),
  /** The raw stored strings, for snapshots that change only when storage does. */
  rawSiteData: () => `${store()?.getItem(STORAGE_KEYS.websiteInfo) ?? ""}\u0000${store()?.getItem(STORAGE_KEYS.classList) ?? ""}`,
  getClassList: (): ConsultClass[] | null => readJson(STORAGE_KEYS.classList, isConsultClassList),
  setClassList: (list: ConsultClass[]) => write(STORAGE_KEYS.classList, JSON.stringify(list)),
  /** Logged out: token and user info go (spec §4). */
  clearSession: () => {
    write(STORAGE_KEYS.token, null);
    write(STORAGE_KEYS.userInfo, null);
  },
  /** Changes made here, and in the site's other tabs (the `storage` event: a logout there shows here at once). */
  subscribe(listener: () => void) {
    listeners.add(listener);
    const fromOtherTab = (e: StorageEvent) => {
      if (e.key === null || e.key === STORAGE_KEYS.token || e.key === STORAGE_KEYS.userInfo) listener();
    };
    window.addEventListener("storage", fromOtherTab);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", fromOtherTab);
    };
  },
};
export type SessionStorageApi = typeof sessionStorageApi;
