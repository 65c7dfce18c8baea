import { Button, HStack, Text } from "@chakra-ui/react";
import type { NewsConflict } from "../../../schemas/admin-content";
import { formatDateTime } from "../../editor/format-date-time";
import { useTranslation } from "../../i18n/react";
import { AdminDialog } from "../admin-dialog";

/** Someone saved a newer version: nothing is overwritten until the editor chooses (as in the page editor). */
export function NewsConflictDialog({
  conflict,
  onReload,
  onOverwrite,
  onClose,
}: {
  conflict: NewsConflict | null;
  onReload: () => void;
  onOverwrite: () => void;
  /** × or Escape: decide later (saving stays stopped; the next change asks again). */
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("admin");
  return (
    <AdminDialog
      open={!!conflict}
      onClose={onClose}
      role="alertdialog"
      title={t("news.conflict.title")}
      closeLabel={t("close")}
      footer={
        <HStack wrap="wrap">
          <Button variant="outline" onClick={onOverwrite}>
            {t("news.conflict.keepMine")}
          </Button>
          <Button colorPalette="brand" onClick={onReload}>
            {t("news.conflict.loadTheirs")}
          </Button>
        </HStack>
      }
    >
      <Text>
        {t("news.conflict.body", {
          who: conflict?.updatedBy ?? t("news.conflict.someone"),
          when: conflict ? formatDateTime(conflict.updatedAt, i18n.language) : "",
        })}
      </Text>
    </AdminDialog>
  );
}
