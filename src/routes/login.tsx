import { useSearchParams } from "react-router";
import { ForgotPassword } from "../account/forgot-password";
import { LoginForm } from "../account/login-form";
import { RegisterForm } from "../account/register-form";
import { useTranslation } from "../i18n/react";
import { pageMeta } from "../page-meta";
import { buttonClass } from "../ui/button";
import { containerClass } from "../ui/container";
import { cx } from "../ui/cx";
import { headingClass } from "../ui/heading";
import { Tabs } from "../ui/tabs";
import type { Route } from "./+types/login";
import styles from "./login.module.css";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "login");

/** Log in or sign up (email or mobile number), then back to the page the visitor came from. */
export default function Login() {
  const { t } = useTranslation("pages");
  // `?forgot=1` (the reset mail links here) opens the "Forgot password?" flow.
  const [params, setParams] = useSearchParams();
  const forgot = params.get("forgot") === "1";
  const setForgot = (on: boolean) =>
    setParams(
      (p) => {
        if (on) p.set("forgot", "1");
        else p.delete("forgot");
        return p;
      },
      { replace: true },
    );
  return (
    <div className={styles.page}>
      <div className={cx(containerClass(), styles.container)}>
        <h1 className={cx(headingClass("3xl"), styles.title)}>{t("login.title")}</h1>
        <p className={styles.intro}>{t("login.intro")}</p>
        <div className={styles.card}>
          {forgot ? (
            <ForgotPassword onDone={() => setForgot(false)} />
          ) : (
            <Tabs.Root defaultValue="login" lazyMount>
              <Tabs.List className={styles.tabList}>
                <Tabs.Trigger value="login">{t("login.loginTab")}</Tabs.Trigger>
                <Tabs.Trigger value="register">{t("login.registerTab")}</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="login">
                <LoginForm />
                <button
                  type="button"
                  className={cx(buttonClass({ variant: "ghost", palette: "brand" }), styles.forgot)}
                  onClick={() => setForgot(true)}
                >
                  {t("mail.forgotLink")}
                </button>
              </Tabs.Content>
              <Tabs.Content value="register">
                <RegisterForm />
              </Tabs.Content>
            </Tabs.Root>
          )}
        </div>
      </div>
    </div>
  );
}
