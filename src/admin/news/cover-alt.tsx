import { Text } from "@chakra-ui/react";
import { useWatch } from "react-hook-form";
import { parseImageUrl } from "../../../schemas/image";
import { useTranslation } from "../../i18n/react";
import { LibraryAltEditor } from "../media/library-alt-editor";

/**
 * The cover's alt text in 中文 and English, under the cover field: saved with the image in the media
 * library, as in the page editor (decision 160), so the news list, the article and every other place
 * showing the image say the same. A cover that is not a library image has no alt text: it says so.
 */
export function CoverAlt({ name }: { name: string }) {
  const { t } = useTranslation("admin");
  const url = (useWatch({ name }) as string | undefined)?.trim() ?? "";
  if (!url) return null;
  if (parseImageUrl(url)) return <LibraryAltEditor url={url} />;
  return (
    <Text fontSize="sm" color="gray.700" data-testid="cover-alt-none">
      {t("news.coverNotInLibrary")}
    </Text>
  );
}
