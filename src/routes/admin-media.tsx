import { Badge, Box, Button, chakra, Heading, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router";
import type { z } from "zod";
import { type MediaItem, type MediaUpdate, MediaUpdateSchema } from "../../schemas/media";
import { AreaHeading } from "../admin/admin-list";
import { useConfirm } from "../admin/confirm-dialog";
import { BilingualText, TextField } from "../admin/form-fields";
import { ImageFileInput } from "../admin/media/image-file-input";
import { mediaClient, useMediaList } from "../admin/media/media-client";
import { mediaLabel } from "../admin/media/media-picker";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { ListSearch, Pager } from "../inspection/list-controls";
import { notify } from "../layout/toaster";
import { ResponsiveImage } from "../media/responsive-image";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/admin-media";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

/** Click (or tap) the picture to move the focus point; the number fields do the same from the keyboard. */
function FocusPicker({ item, x, y, onPick }: { item: MediaItem; x: number; y: number; onPick: (x: number, y: number) => void }) {
  const { t } = useTranslation("admin");
  const lang = useLang();
  return (
    <Box position="relative" bg="gray.100" rounded="md" overflow="hidden" maxW="md">
      <ResponsiveImage
        src={item.url}
        alt=""
        sizes="(min-width: 80em) 28rem, 100vw"
        style={{ display: "block", width: "100%", height: "auto" }}
      />
      <chakra.button
        type="button"
        position="absolute"
        inset="0"
        cursor="crosshair"
        tabIndex={-1}
        aria-label={t("media.focusPick", { name: mediaLabel(item, lang, t("media.untitled")) })}
        onClick={(e) => {
          const r = e.currentTarget.getBoundingClientRect();
          onPick(Math.round(((e.clientX - r.left) / r.width) * 100), Math.round(((e.clientY - r.top) / r.height) * 100));
        }}
      />
      <Box
        aria-hidden="true"
        position="absolute"
        w="5"
        h="5"
        ml="-2.5"
        mt="-2.5"
        rounded="full"
        borderWidth="3px"
        borderColor="white"
        bg="brand.600"
        boxShadow="0 0 0 2px rgba(0,0,0,.6)"
        pointerEvents="none"
        style={{ left: `${x}%`, top: `${y}%` }}
      />
    </Box>
  );
}

function MediaForm({ item, onDone }: { item: MediaItem; onDone: (deleted: boolean) => void }) {
  const { t } = useTranslation("admin");
  const confirm = useConfirm();
  const lang = useLang();
  const form = useForm<MediaUpdate, unknown, z.output<typeof MediaUpdateSchema>>({
    resolver: zodResolver(MediaUpdateSchema),
    defaultValues: { id: item.id, version: item.version, name: item.name, alt: item.alt, focus: item.focus },
    mode: "onTouched",
  });
  const fx = Number(form.watch("focus.x")) || 0;
  const fy = Number(form.watch("focus.y")) || 0;
  const title = mediaLabel(item, lang, t("media.untitled"));
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mediaClient.update(values);
      notify({ type: "success", message: t("saved") });
      onDone(false);
    } catch {
      // The portal client has shown why.
    }
  });
  const remove = async () => {
    if (!(await confirm({ message: t("media.confirmDelete"), action: t("delete") }))) return;
    try {
      await mediaClient.remove(item.id, item.version);
      notify({ type: "success", message: t("deleted") });
      onDone(true);
    } catch {
      // Refused while used: the portal client shows where.
    }
  };
  const widths = [...new Set(item.variants.map((v) => v.width))].join(" / ");
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t("media.edit")}>
        <Stack gap="4" borderWidth="1px" borderColor="gray.200" rounded="lg" p="5">
          <Heading as="h2" size="lg" wordBreak="break-word">
            {title}
          </Heading>
          <FocusPicker
            item={item}
            x={fx}
            y={fy}
            onPick={(x, y) => {
              form.setValue("focus.x", x, { shouldDirty: true });
              form.setValue("focus.y", y, { shouldDirty: true });
            }}
          />
          <Text fontSize="sm" color="gray.700">
            {t("media.size", { width: item.width, height: item.height, kb: Math.max(1, Math.round(item.size / 1024)) })}
            <br />
            {t("media.variants", { widths })}
          </Text>
          <TextField name="name" label={t("media.name")} />
          <BilingualText name="alt" label={t("media.alt")} />
          <Text fontSize="sm" color="gray.700" mt="-2">
            {t("media.altHelp")}
          </Text>
          <Box as="fieldset">
            <Box as="legend" fontWeight="semibold" mb="1">
              {t("media.focus")}
            </Box>
            <SimpleGrid columns={2} gap="3">
              <TextField name="focus.x" type="number" label={t("media.focusX")} />
              <TextField name="focus.y" type="number" label={t("media.focusY")} />
            </SimpleGrid>
            <Text fontSize="sm" color="gray.700" mt="1">
              {t("media.focusHelp")}
            </Text>
          </Box>
          <Box>
            <Text fontWeight="semibold">{t("media.usedBy")}</Text>
            {item.usedBy.length === 0 ? (
              <Text color="gray.700">{t("media.unused")}</Text>
            ) : (
              <Stack as="ul" gap="1" listStyleType="disc" ps="5">
                {item.usedBy.map((u) => (
                  <li key={`${u.kind}-${u.editPath}-${u.title.zh}`}>
                    <Link asChild color="brand.700" textDecoration="underline">
                      <RouterLink to={u.editPath}>
                        {u.title[lang] || u.title.zh
                          ? t("media.usagePlace", { kind: t(`media.usage.${u.kind}`), title: u.title[lang] || u.title.zh })
                          : t(`media.usage.${u.kind}`)}
                      </RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            )}
          </Box>
          <HStack gap="3">
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              {t("save")}
            </Button>
            <Button variant="outline" colorPalette="red" onClick={remove}>
              {t("delete")}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** The media library: every uploaded image, its alt text, focus point and where it is used. */
export default function AdminMedia() {
  const { t } = useTranslation("admin");
  const lang = useLang();
  const [keyword, setKeyword] = useState("");
  const [pageNum, setPageNum] = useState(1);
  const list = useMediaList(keyword, pageNum);
  const [selected, setSelected] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const editing = list.data?.list.find((m) => m.id === selected) ?? null;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const { mutate } = list;
  useEffect(() => {
    if (selected && list.data && !list.data.list.some((m) => m.id === selected)) setSelected(null);
  }, [list.data, selected]);

  const upload = async (files: File[]) => {
    let last: MediaItem | null = null;
    for (const f of files) {
      setUploading(f.name);
      try {
        last = await mediaClient.upload(f);
      } catch {
        // The portal client has shown why; the other files still go.
      }
    }
    setUploading(null);
    if (last) {
      notify({ type: "success", message: t("media.uploaded") });
      setKeyword("");
      setPageNum(1);
      await mutate();
      setSelected(last.id);
    }
  };

  return (
    <Stack p={{ base: "4", md: "8" }} gap="4">
      <AreaHeading title={t("media.title")}>
        <ImageFileInput ref={file} label={t("media.uploadLabel")} multiple onFiles={(chosen) => void upload(chosen)} />
        <Button colorPalette="brand" onClick={() => file.current?.click()} loading={uploading !== null}>
          {t("media.upload")}
        </Button>
      </AreaHeading>
      <Text color="gray.700" maxW="3xl">
        {t("media.intro")}
      </Text>
      {uploading && (
        <Text role="status" fontSize="sm">
          {t("media.uploading", { name: uploading })}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <Stack gap="4" minW="0">
          <ListSearch
            label={t("media.searchLabel")}
            onSearch={(k) => {
              setKeyword(k);
              setPageNum(1);
            }}
          />
          {list.data && list.data.list.length === 0 && <Text>{keyword ? t("list.empty") : t("media.empty")}</Text>}
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, lg: 4 }} gap="3" aria-label={t("media.gridLabel")}>
            {list.data?.list.map((m) => {
              const label = mediaLabel(m, lang, t("media.untitled"));
              const current = m.id === selected;
              return (
                <li key={m.id}>
                  <Button
                    variant={current ? "solid" : "outline"}
                    colorPalette={current ? "brand" : "gray"}
                    h="auto"
                    w="full"
                    p="1"
                    flexDirection="column"
                    alignItems="stretch"
                    aria-pressed={current}
                    aria-label={t("media.open", { name: label })}
                    onClick={() => setSelected(m.id)}
                  >
                    <Box aspectRatio="4 / 3" bg="gray.100" rounded="sm" overflow="hidden">
                      <ResponsiveImage src={m.url} alt="" sizes="160px" style={{ width: "100%", height: "100%", objectFit: "cover" }} />
                    </Box>
                    <Text fontSize="xs" truncate mt="1" textAlign="start">
                      {label}
                    </Text>
                    <HStack gap="1" wrap="wrap">
                      {!m.alt.zh && !m.alt.en && (
                        <Badge size="sm" colorPalette="orange">
                          {t("media.altMissing")}
                        </Badge>
                      )}
                      {m.usedBy.length > 0 && (
                        <Badge size="sm" colorPalette="green">
                          {m.usedBy.length}
                        </Badge>
                      )}
                    </HStack>
                  </Button>
                </li>
              );
            })}
          </SimpleGrid>
          {list.data && pages > 1 && <Pager pageNum={pageNum} pages={pages} onPage={setPageNum} />}
        </Stack>
        <Box minW="0">
          {editing ? (
            <MediaForm
              key={`${editing.id}-${editing.version}`}
              item={editing}
              onDone={(deleted) => {
                if (deleted) setSelected(null);
                void mutate();
              }}
            />
          ) : (
            <Text color="gray.700">{t("choose")}</Text>
          )}
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
