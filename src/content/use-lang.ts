import { useTranslation } from "react-i18next";
import { type Lang, parseLang } from "../../schemas/lang";

export function useLang(): Lang {
  return parseLang(useTranslation().i18n.language) ?? "en";
}
