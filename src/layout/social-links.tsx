import { Box, Link as ChakraLink, HStack, IconButton, Image, Text } from "@chakra-ui/react";
import { type ReactNode, useId } from "react";
import type { WebsiteInfo } from "../../schemas/entities";
import { useTranslation } from "../i18n/react";
import type { Tone } from "./header/tone";
import { DouyinIcon, WeiboIcon, WeixinIcon, XiaohongshuIcon } from "./icons";

type QrKey = "weixin" | "douyin" | "xiaohongshu";
const QR_IMAGE: Record<QrKey, "weixinImg" | "douyinImg" | "xiaohongshuImg"> = {
  weixin: "weixinImg",
  douyin: "douyinImg",
  xiaohongshu: "xiaohongshuImg",
};
const QR_ICON: Record<QrKey, () => ReactNode> = { weixin: WeixinIcon, douyin: DouyinIcon, xiaohongshu: XiaohongshuIcon };

/** A social icon whose QR image shows on hover and on keyboard focus (spec §2). */
function QrButton({ kind, info, tone }: { kind: QrKey; info: WebsiteInfo; tone: Tone }) {
  const { t } = useTranslation();
  const popupId = useId();
  const name = t(`contactInfo.${kind}`);
  const image = info[QR_IMAGE[kind]];
  const IconComponent = QR_ICON[kind];
  return (
    <Box position="relative" className="qr-trigger" css={{ "&:hover .qr-popup, &:focus-within .qr-popup": { display: "block" } }}>
      <IconButton
        aria-label={name}
        aria-describedby={popupId}
        variant="ghost"
        size="sm"
        color={tone === "dark" ? "gray.100" : "gray.800"}
        _hover={{ bg: tone === "dark" ? "whiteAlpha.200" : "blackAlpha.100" }}
        data-testid={`qr-${kind}`}
      >
        <IconComponent />
      </IconButton>
      <Box
        id={popupId}
        className="qr-popup"
        display="none"
        position="absolute"
        bottom="calc(100% + 8px)"
        // Aligned with the icon's start edge, not centred on it: the icons sit at the left edge of
        // the footer and the drawer, where a centred popup would be cut off on a phone.
        insetStart="0"
        bg="white"
        color="gray.800"
        p="2"
        borderRadius="md"
        boxShadow="lg"
        zIndex="popover"
        textAlign="center"
        w="36"
      >
        <Image
          src={image.url}
          alt={image.alt || t("contactInfo.qrOf", { name })}
          htmlWidth={128}
          htmlHeight={128}
          loading="lazy"
          w="32"
          h="32"
          mx="auto"
        />
        <Text fontSize="xs" mt="1">
          {t("contactInfo.scan")}
        </Text>
      </Box>
    </Box>
  );
}

/** Weixin, Douyin and Xiaohongshu show their QR code; Weibo is a link. */
export function SocialLinks({ info, tone = "light" }: { info: WebsiteInfo; tone?: Tone }) {
  const { t } = useTranslation();
  return (
    <HStack as="ul" listStyleType="none" gap="1" m="0" p="0" aria-label={t("footer.social")}>
      {(["weixin", "douyin", "xiaohongshu"] as const).map((kind) => (
        <li key={kind}>
          <QrButton kind={kind} info={info} tone={tone} />
        </li>
      ))}
      {info.weiboLink && (
        <li>
          <IconButton
            asChild
            aria-label={t("contactInfo.weibo")}
            variant="ghost"
            size="sm"
            color={tone === "dark" ? "gray.100" : "gray.800"}
          >
            <ChakraLink href={info.weiboLink} target="_blank" rel="noopener noreferrer">
              <WeiboIcon />
            </ChakraLink>
          </IconButton>
        </li>
      )}
    </HStack>
  );
}
