import { Box, Button, type ButtonProps, IconButton } from "@chakra-ui/react";
import { type Lang, parseLang } from "../../../schemas/lang";
import { useTranslation } from "../../i18n/react";
import { ChevronDownIcon, GlobeIcon, GridIcon, MenuIcon } from "../icons";
import { type Tone, toneButtonProps } from "./tone";

/**
 * The header's popup buttons, drawn the same before their popup code has loaded (a plain button,
 * `on-demand-popup.tsx`) and after (inside Chakra's `Menu.Trigger` or `Drawer.Trigger`).
 */
type TriggerProps = ButtonProps & { tone: Tone };

export function LanguageButton({ tone, ...props }: TriggerProps) {
  const { i18n, t } = useTranslation();
  const current: Lang = parseLang(i18n.language) ?? "en";
  return (
    <Button {...toneButtonProps(tone)} size="sm" aria-label={`${t("language.label")}: ${t(`language.${current}`)}`} {...props}>
      <GlobeIcon />
      <Box as="span" display={{ base: "none", md: "inline" }}>
        {t(`language.${current}`)}
      </Box>
      <Box as="span" display={{ base: "none", md: "inline" }}>
        <ChevronDownIcon />
      </Box>
    </Button>
  );
}

export function UserButton({ tone, nickname, ...props }: TriggerProps & { nickname: string }) {
  const { t } = useTranslation();
  return (
    <Button
      {...toneButtonProps(tone)}
      size="sm"
      aria-label={t("user.menu", { name: nickname })}
      maxW="full"
      data-testid="user-menu"
      {...props}
    >
      <span style={{ overflow: "hidden", textOverflow: "ellipsis", minWidth: 0 }}>{nickname}</span>
      <ChevronDownIcon />
    </Button>
  );
}

export function SideDrawerButton({ tone, ...props }: TriggerProps) {
  const { t } = useTranslation();
  return (
    <IconButton
      aria-label={t("menu.open")}
      {...toneButtonProps(tone)}
      display={{ base: "inline-flex", lg: "none" }}
      data-testid="side-drawer-trigger"
      {...props}
    >
      <MenuIcon />
    </IconButton>
  );
}

export function FullDrawerButton({ tone, ...props }: TriggerProps) {
  const { t } = useTranslation();
  return (
    <IconButton aria-label={t("menu.more")} {...toneButtonProps(tone)} data-testid="full-drawer-trigger" {...props}>
      <GridIcon />
    </IconButton>
  );
}
