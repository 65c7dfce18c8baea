import { Box, Button, Field, Grid, Heading, HStack, NativeSelect, Text } from "@chakra-ui/react";
import { type Ref, useId, useState } from "react";
import { useTranslation } from "../i18n/react";
import { formatDateTime } from "./format-date-time";
import type { VersionRow } from "./version-actions";
import type { VersionChoice } from "./version-comparison";

const parseChoice = (value: string): VersionChoice => (value === "draft" ? "draft" : Number(value));

function ChoiceSelect({
  label,
  value,
  onChange,
  versions,
}: {
  label: string;
  value: VersionChoice;
  onChange: (c: VersionChoice) => void;
  versions: VersionRow[];
}) {
  const { t, i18n } = useTranslation("editor");
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={String(value)} onChange={(e) => onChange(parseChoice(e.target.value))}>
          <option value="draft">{t("compare.draft")}</option>
          {versions.map((v) => (
            <option key={v.version} value={v.version}>
              {t(v.live ? "compare.optionLive" : "compare.option", {
                version: v.version,
                at: formatDateTime(v.publishedAt, i18n.language),
              })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * Two versions to compare (the draft is one of the choices): by default what changed from the live
 * version to the draft.
 */
export function ComparePicker({
  versions,
  onCompare,
  submitRef,
  initial,
}: {
  /** Newest first, as the versions list has them. */
  versions: VersionRow[];
  onCompare: (before: VersionChoice, after: VersionChoice) => void;
  /** The Compare button (focused again on the way back from a comparison). */
  submitRef?: Ref<HTMLButtonElement>;
  /** The two chosen last time (else the live version and the draft). */
  initial?: { before: VersionChoice; after: VersionChoice } | null;
}) {
  const { t } = useTranslation("editor");
  const titleId = useId();
  const listed = (c: VersionChoice | undefined) => (c === "draft" || versions.some((v) => v.version === c) ? c : undefined);
  const [before, setBefore] = useState<VersionChoice>(
    () => listed(initial?.before) ?? versions.find((v) => v.live)?.version ?? versions[0]?.version ?? "draft",
  );
  const [after, setAfter] = useState<VersionChoice>(() => listed(initial?.after) ?? "draft");
  return (
    <Box
      as="form"
      aria-labelledby={titleId}
      borderWidth="1px"
      rounded="md"
      p="3"
      mb="4"
      onSubmit={(e) => {
        e.preventDefault();
        onCompare(before, after);
      }}
    >
      <Heading as="h3" size="sm" id={titleId}>
        {t("compare.title")}
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="2">
        {t("compare.intro")}
      </Text>
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
        <ChoiceSelect label={t("compare.from")} value={before} onChange={setBefore} versions={versions} />
        <ChoiceSelect label={t("compare.to")} value={after} onChange={setAfter} versions={versions} />
      </Grid>
      <HStack justify="end" mt="3">
        <Button type="submit" size="sm" colorPalette="brand" ref={submitRef}>
          {t("compare.submit")}
        </Button>
      </HStack>
    </Box>
  );
}
