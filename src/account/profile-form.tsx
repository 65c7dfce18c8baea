import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type CurrentUser, ModifyUserInfoRequestSchema } from "../../schemas/account";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { portal } from "../portal/browser-portal";
import { sessionStorageApi } from "../session/storage";
import { FormField } from "./form-field";

/** Account management: nickname, company, contact phone (`user/modifyUserInfo`). */
export function ProfileForm({ user }: { user: Partial<CurrentUser> }) {
  const { t } = useTranslation("pages");
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ModifyUserInfoRequestSchema),
    defaultValues: { nickname: user.nickname ?? "", company: user.company ?? "", contactPhone: user.contactPhone ?? "" },
    mode: "onTouched",
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      sessionStorageApi.setUserInfo(await portal.post<CurrentUser>(PORTAL_PATHS.modifyUser, values));
      notify({ type: "success", message: t("account.saved") });
    } catch {
      // The portal client has shown the server's message.
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-heading">
      <Stack gap="4" maxW="md">
        <Heading as="h2" size="lg" id="profile-heading">
          {t("account.profile")}
        </Heading>
        <Text color="gray.700">{t("account.loggedInAs", { account: user.account ?? "" })}</Text>
        <FormField
          label={t("login.nickname")}
          error={errors.nickname?.message}
          registration={register("nickname")}
          autoComplete="nickname"
          required
        />
        <FormField
          label={t("login.company")}
          error={errors.company?.message}
          registration={register("company")}
          autoComplete="organization"
        />
        <FormField
          label={t("account.contactPhone")}
          error={errors.contactPhone?.message}
          registration={register("contactPhone")}
          type="tel"
          autoComplete="tel"
        />
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={isSubmitting}>
          {t("account.save")}
        </Button>
      </Stack>
    </form>
  );
}
