import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type CurrentUser, ModifyUserInfoRequestSchema } from "../../schemas/account";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { portal } from "../portal/browser-portal";
import { sessionStorageApi } from "../session/storage";
import { cx } from "../ui/cx";
import { headingClass } from "../ui/heading";
import { LoadingButton } from "../ui/loading-button";
import styles from "./account-form.module.css";
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
      <div className={cx(styles.stack, styles.narrow)}>
        <h2 className={headingClass("lg")} id="profile-heading">
          {t("account.profile")}
        </h2>
        <p className={styles.muted}>{t("account.loggedInAs", { account: user.account ?? "" })}</p>
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
        <LoadingButton type="submit" className={styles.start} loading={isSubmitting}>
          {t("account.save")}
        </LoadingButton>
      </div>
    </form>
  );
}
