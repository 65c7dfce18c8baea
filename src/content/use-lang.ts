import { type Lang, parseLang } from "../../schemas/lang";
import { useTranslation } from "../i18n/react";

export function useLang(): Lang {
  return parseLang(useTranslation().i18n.language) ?? "en";
}
