import { Box, chakra, Field, Fieldset, HStack, Input, NativeSelect, SimpleGrid, Text, Textarea } from "@chakra-ui/react";
import { useId } from "react";
import { Controller, get, useFormContext } from "react-hook-form";
import { stripTags } from "../../schemas/strip-tags";
import { messageT } from "../i18n/message-t";
import { useTranslation } from "../i18n/react";
import { ResponsiveImage } from "../media/responsive-image";
import { ErrorSummary } from "../ui/error-summary";
import { fieldAria, fieldIds } from "../ui/field-aria";
import { ImageSourceButtons } from "./media/image-source-buttons";
import { RichTextEditor } from "./rich-text-editor";

/*
 * Field errors are no live regions (`aria-live="off"` over Ark's default "polite"): on a failed save
 * they would all fire at once and most be dropped. `AdminErrorSummary` says how many fields need
 * attention and react-hook-form moves focus to the first, which reads its own error (issue 27, item 13).
 */

/** Said once per failed save of the back-office form around it: "3 fields need attention". */
export function AdminErrorSummary() {
  const {
    formState: { errors, submitCount },
  } = useFormContext();
  return <ErrorSummary invalidCount={countErrors(errors)} submitCount={submitCount} />;
}

/** The fields with an error in react-hook-form's (nested) error tree: `title.zh` and `title.en` are two. */
function countErrors(tree: unknown): number {
  if (!tree || typeof tree !== "object") return 0;
  if ("message" in tree && typeof (tree as { message?: unknown }).message === "string") return 1;
  return Object.values(tree).reduce<number>((n, v) => n + countErrors(v), 0);
}

/**
 * The ids and aria props of one back-office field: its hint and, once invalid, its error are both
 * in the control's `aria-describedby` (`fieldAria`, as the portal's and the contact form's fields;
 * Ark's own wiring names only the hint). Spread `root` on Field.Root and `control` on the control.
 */
function useFieldWiring({ hasHint, invalid }: { hasHint: boolean; invalid: boolean }) {
  const ids = fieldIds(useId());
  return {
    // Ark's `id` is the control's (its label's `htmlFor`); its `ids.control` would name the root element.
    root: { id: ids.control, ids: { helperText: ids.hint, errorText: ids.error } },
    control: { id: ids.control, ...fieldAria(ids, { hasHint, invalid }) },
  };
}

/** An `errors:validation.*` or `admin:validation.*` key, translated. */
function useErrorText(name: string): string | undefined {
  const { t } = useTranslation("errors");
  const {
    formState: { errors },
  } = useFormContext();
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return message ? messageT(t)(message) : undefined;
}

export function TextField({
  name,
  label,
  required = false,
  type = "text",
  multiline = false,
  helper,
  autoComplete,
}: {
  name: string;
  label: string;
  required?: boolean;
  type?: string;
  multiline?: boolean;
  helper?: string;
  autoComplete?: string;
}) {
  const { register } = useFormContext();
  const error = useErrorText(name);
  const reg = type === "number" ? register(name, { valueAsNumber: true }) : register(name);
  const wiring = useFieldWiring({ hasHint: !!helper, invalid: !!error });
  return (
    <Field.Root invalid={!!error} required={required} {...wiring.root}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Textarea rows={3} {...reg} {...wiring.control} />
      ) : (
        <Input type={type} autoComplete={autoComplete} {...reg} {...wiring.control} />
      )}
      {helper && <Field.HelperText color="gray.700">{helper}</Field.HelperText>}
      <Field.ErrorText aria-live="off">{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function SelectField({
  name,
  label,
  options,
  required = false,
}: {
  name: string;
  label: string;
  options: Array<{ value: string; label: string }>;
  required?: boolean;
}) {
  const { register } = useFormContext();
  const error = useErrorText(name);
  const wiring = useFieldWiring({ hasHint: false, invalid: !!error });
  return (
    <Field.Root invalid={!!error} required={required} {...wiring.root}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(name)} {...wiring.control}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText aria-live="off">{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer">
      <input type="checkbox" {...register(name)} style={{ width: "1.1rem", height: "1.1rem" }} />
      {label}
    </chakra.label>
  );
}

/** What English visitors get when the English text is empty: the Chinese one (the fallback rule of spec §3). */
function FallbackNote({ zh, rich }: { zh: string; rich: boolean }) {
  const { t } = useTranslation("admin");
  const plain = rich ? stripTags(zh, " ").replace(/\s+/g, " ").trim() : zh.trim();
  if (!plain) return null;
  return (
    <Text fontSize="sm" color="gray.700" bg="gray.50" px="2" py="1" rounded="sm" data-testid="en-fallback">
      {t("bilingual.fallback", { text: plain.length > 140 ? `${plain.slice(0, 140)}…` : plain })}
    </Text>
  );
}

/** One bilingual text edited side by side: 中文 | English, with the English fallback shown when English is empty. */
export function BilingualText({
  name,
  label,
  required = false,
  multiline = false,
}: {
  name: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
}) {
  const { t } = useTranslation("admin");
  const { register, watch } = useFormContext();
  const zhError = useErrorText(`${name}.zh`);
  const enError = useErrorText(`${name}.en`);
  const zh = (watch(`${name}.zh`) as string | undefined) ?? "";
  const en = (watch(`${name}.en`) as string | undefined) ?? "";
  const wiring = {
    zh: useFieldWiring({ hasHint: false, invalid: !!zhError }),
    en: useFieldWiring({ hasHint: false, invalid: !!enError }),
  };
  const input = (lang: "zh" | "en") => {
    const reg = register(`${name}.${lang}`);
    return multiline ? <Textarea rows={3} {...reg} {...wiring[lang].control} /> : <Input {...reg} {...wiring[lang].control} />;
  };
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" mb="1">
        {label}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Field.Root invalid={!!zhError} required={required} {...wiring.zh.root}>
          <Field.Label>
            {t("bilingual.zh", { label })}
            {required && <Field.RequiredIndicator />}
          </Field.Label>
          {input("zh")}
          <Field.ErrorText aria-live="off">{zhError}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!enError} {...wiring.en.root}>
          <Field.Label>{t("bilingual.en", { label })}</Field.Label>
          {input("en")}
          <Field.ErrorText aria-live="off">{enError}</Field.ErrorText>
          {en.trim() === "" && <FallbackNote zh={zh} rich={false} />}
        </Field.Root>
      </SimpleGrid>
    </Fieldset.Root>
  );
}

function RichField({ name, label, required }: { name: string; label: string; required: boolean }) {
  const labelId = useId();
  const errorId = useId();
  const { control } = useFormContext();
  const error = useErrorText(name);
  return (
    <Box>
      <Text id={labelId} fontWeight="medium" fontSize="sm" mb="1.5">
        {label}
        {required && (
          <chakra.span color="red.700" aria-hidden="true">
            {" *"}
          </chakra.span>
        )}
      </Text>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextEditor
            value={(field.value as string) ?? ""}
            onChange={field.onChange}
            labelId={labelId}
            describedBy={error ? errorId : undefined}
            invalid={!!error}
            lang={name.endsWith(".en") ? "en" : "zh"}
          />
        )}
      />
      {error && (
        <Text id={errorId} color="red.700" fontSize="sm" mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}

/** Bilingual rich text, side by side, sanitized on the server when saved. */
export function BilingualRichText({ name, label, required = false }: { name: string; label: string; required?: boolean }) {
  const { t } = useTranslation("admin");
  const { watch } = useFormContext();
  const zh = (watch(`${name}.zh`) as string | undefined) ?? "";
  const en = (watch(`${name}.en`) as string | undefined) ?? "";
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" mb="1">
        {label}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
        <RichField name={`${name}.zh`} label={t("bilingual.zh", { label })} required={required} />
        <Box>
          <RichField name={`${name}.en`} label={t("bilingual.en", { label })} required={false} />
          {stripTags(en).trim() === "" && <FallbackNote zh={zh} rich />}
        </Box>
      </SimpleGrid>
    </Fieldset.Root>
  );
}

/** An image: upload one or choose it from the media library (or type an address); shows a preview. */
export function ImageField({
  name,
  label,
  required = false,
  helper,
}: {
  name: string;
  label: string;
  required?: boolean;
  /** Said before the field's usual help (what the picture is for). */
  helper?: string;
}) {
  const { t } = useTranslation("admin");
  const { control } = useFormContext();
  const error = useErrorText(name);
  const wiring = useFieldWiring({ hasHint: true, invalid: !!error });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field.Root invalid={!!error} required={required} {...wiring.root}>
          <Field.Label>
            {label}
            {required && <Field.RequiredIndicator />}
          </Field.Label>
          <HStack align="start" gap="3" w="full" wrap="wrap">
            <Box w="40" h="24" bg="gray.100" rounded="md" overflow="hidden" flexShrink={0}>
              {field.value ? (
                <ResponsiveImage
                  src={field.value as string}
                  alt={t("image.preview", { label })}
                  sizes="160px"
                  style={{ width: "100%", height: "100%", objectFit: "contain" }}
                />
              ) : null}
            </Box>
            <Box flex="1" minW="48">
              <Input
                ref={field.ref}
                name={field.name}
                value={(field.value as string) ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="/files/img/… https://…"
                {...wiring.control}
              />
              <Box mt="2">
                <ImageSourceButtons label={label} onChosen={(item) => field.onChange(item.url)} />
              </Box>
              <Field.HelperText color="gray.700">{helper ? `${helper} ${t("image.help")}` : t("image.help")}</Field.HelperText>
            </Box>
          </HStack>
          <Field.ErrorText aria-live="off">{error}</Field.ErrorText>
        </Field.Root>
      )}
    />
  );
}
