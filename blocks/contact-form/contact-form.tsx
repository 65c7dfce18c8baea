import { Box, Button, chakra, Field, Input, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldError, useForm } from "react-hook-form";
import { localize } from "../../schemas/localize";
import { MessageSubmitRequestSchema } from "../../schemas/message";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useTranslation } from "../../src/i18n/react";
import { notify } from "../../src/layout/toaster";
import { portal } from "../../src/portal/browser-portal";
import { blockText } from "../block-strings";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import type { ContactFormProps } from "./index";
import { contactFormStrings } from "./strings";

const EMPTY = { name: "", phone: "", email: "", company: "", message: "", website: "" };

export function ContactForm({ props, lang }: BlockComponentProps<ContactFormProps>) {
  const { t } = useTranslation("errors");
  const text = blockText(contactFormStrings, lang);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(MessageSubmitRequestSchema), defaultValues: EMPTY, mode: "onTouched" });

  const errorText = (e: FieldError | undefined) => (e?.message ? t(e.message) : undefined);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await portal.post(PORTAL_PATHS.messageSubmit, values);
    } catch {
      return; // the portal client has shown the server's message
    }
    notify({ type: "success", message: text("sent") });
    reset(EMPTY);
  });

  const field = (name: "name" | "phone" | "email" | "company", type = "text", autoComplete?: string, required = false) => (
    <Field.Root invalid={!!errors[name]} required={required}>
      <Field.Label>
        {text(name)}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input type={type} autoComplete={autoComplete} {...register(name)} />
      <Field.ErrorText>{errorText(errors[name])}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Section heading={localize(props.heading, lang)} intro={localize(props.intro, lang)} tone="tinted">
      <chakra.form
        onSubmit={onSubmit}
        noValidate
        maxW="3xl"
        bg="white"
        p={{ base: "5", md: "8" }}
        rounded="xl"
        borderWidth="1px"
        borderColor="gray.200"
      >
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {field("name", "text", "name", true)}
            {field("company", "text", "organization")}
            {field("phone", "tel", "tel")}
            {field("email", "email", "email")}
          </SimpleGrid>
          <Box color="gray.700" fontSize="sm" mt="-2">
            {text("phoneOrEmailHint")}
          </Box>
          <Field.Root invalid={!!errors.message} required>
            <Field.Label>
              {text("message")}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={5} {...register("message")} />
            <Field.ErrorText>{errorText(errors.message)}</Field.ErrorText>
          </Field.Root>
          {/* Honeypot: people never see or reach it; bots that fill every field do. */}
          <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden">
            <label>
              {text("honeypot")}
              <input type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
            </label>
          </Box>
          <Button type="submit" colorPalette="brand" size="lg" alignSelf="start" loading={isSubmitting} loadingText={text("sending")}>
            {text("submit")}
          </Button>
        </Stack>
      </chakra.form>
    </Section>
  );
}
