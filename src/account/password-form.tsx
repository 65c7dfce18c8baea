import { Button, chakra, Heading, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ChangePasswordRequestSchema } from "../../schemas/account";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { portal } from "../portal/browser-portal";
import { FormField } from "./form-field";
import { useCommonPasswordCheck } from "./use-common-password-check";

const PasswordFormSchema = ChangePasswordRequestSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.newPassword === v.confirmPassword,
  {
    message: "validation.passwordsDiffer",
    path: ["confirmPassword"],
  },
);

/** Changing the password offers ending the account's other sessions, ticked by default (ASVS 7.4.3; decision 051). */
export function PasswordForm() {
  useCommonPasswordCheck();
  const { t } = useTranslation(["pages", "security"]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: { oldPassword: "", newPassword: "", confirmPassword: "", endOtherSessions: true },
    mode: "onTouched",
  });
  const onSubmit = handleSubmit(async ({ confirmPassword: _, ...values }) => {
    try {
      await portal.post(PORTAL_PATHS.changePassword, values);
      notify({ type: "success", message: t("account.passwordChanged") });
      reset();
    } catch {
      // The portal client has shown the server's message.
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
      <Stack gap="4" maxW="md">
        <Heading as="h2" size="lg" id="password-heading">
          {t("account.changePassword")}
        </Heading>
        <FormField
          label={t("account.oldPassword")}
          error={errors.oldPassword?.message}
          registration={register("oldPassword")}
          type="password"
          autoComplete="current-password"
          required
        />
        <FormField
          label={t("account.newPassword")}
          helper={t("login.passwordHint")}
          error={errors.newPassword?.message}
          registration={register("newPassword")}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormField
          label={t("login.confirmPassword")}
          error={errors.confirmPassword?.message}
          registration={register("confirmPassword")}
          type="password"
          autoComplete="new-password"
          required
        />
        <chakra.label display="flex" alignItems="center" gap="2">
          <chakra.input type="checkbox" w="4" h="4" accentColor="brand.700" {...register("endOtherSessions")} />
          {t("security:endOtherSessions")}
        </chakra.label>
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={isSubmitting}>
          {t("account.changePassword")}
        </Button>
      </Stack>
    </form>
  );
}
