import { Box, Button, CloseButton, Dialog, HStack, Portal, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import type { MediaItem } from "../../../schemas/media";
import { useLang } from "../../content/use-lang";
import { useTranslation } from "../../i18n/react";
import { ListSearch, Pager } from "../../inspection/list-controls";
import { ResponsiveImage } from "../../media/responsive-image";
import { ImageFileInput } from "./image-file-input";
import { mediaClient, useMediaList } from "./media-client";

/** The name an editor knows an image by: its name, else its alt text, else "Untitled image". */
export function mediaLabel(item: MediaItem, lang: "zh" | "en", untitled: string): string {
  return item.name || (lang === "en" ? item.alt.en || item.alt.zh : item.alt.zh || item.alt.en) || untitled;
}

/** A dialog listing the media library (searchable, paged); choosing an image closes it. */
export function MediaPicker({ open, onClose, onSelect }: { open: boolean; onClose: () => void; onSelect: (item: MediaItem) => void }) {
  const { t } = useTranslation("admin");
  const lang = useLang();
  const [keyword, setKeyword] = useState("");
  const [pageNum, setPageNum] = useState(1);
  const list = useMediaList(keyword, pageNum, open);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("media.pickerTitle")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <ImageSourceUpload
                  onUploaded={(item) => {
                    onSelect(item);
                    onClose();
                  }}
                />
                <ListSearch
                  label={t("media.searchLabel")}
                  onSearch={(k) => {
                    setKeyword(k);
                    setPageNum(1);
                  }}
                />
                {list.data && list.data.list.length === 0 && <Text>{t("media.empty")}</Text>}
                <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3" aria-label={t("media.gridLabel")}>
                  {list.data?.list.map((item) => {
                    const label = mediaLabel(item, lang, t("media.untitled"));
                    return (
                      <li key={item.id}>
                        <Button
                          variant="outline"
                          h="auto"
                          w="full"
                          p="1"
                          flexDirection="column"
                          alignItems="stretch"
                          aria-label={t("media.selectNamed", { name: label })}
                          onClick={() => {
                            onSelect(item);
                            onClose();
                          }}
                        >
                          <Box aspectRatio="4 / 3" bg="gray.100" rounded="sm" overflow="hidden">
                            <ResponsiveImage
                              src={item.url}
                              alt=""
                              sizes="200px"
                              style={{ width: "100%", height: "100%", objectFit: "cover" }}
                            />
                          </Box>
                          <Text fontSize="xs" truncate mt="1" textAlign="start">
                            {label}
                          </Text>
                        </Button>
                      </li>
                    );
                  })}
                </SimpleGrid>
                {list.data && pages > 1 && <Pager pageNum={pageNum} pages={pages} onPage={setPageNum} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack>
                <Button variant="outline" onClick={onClose}>
                  {t("media.close")}
                </Button>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("media.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Upload a new image into the library and use it at once. */
function ImageSourceUpload({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const { t } = useTranslation("admin");
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <HStack>
      <ImageFileInput
        ref={file}
        label={t("media.uploadLabel")}
        onFiles={async ([chosen]) => {
          setBusy(true);
          try {
            onUploaded(await mediaClient.upload(chosen as File));
          } catch {
            // The portal client has shown why.
          } finally {
            setBusy(false);
          }
        }}
      />
      <Button colorPalette="brand" size="sm" loading={busy} onClick={() => file.current?.click()}>
        {t("image.upload")}
      </Button>
    </HStack>
  );
}
