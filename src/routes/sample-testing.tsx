import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { CurrentUser } from "../../schemas/account";
import type { Region } from "../../schemas/entities";
import type { InspectInsertAnswer } from "../../schemas/inspection";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useMailSettings, VerifyEmailPanel } from "../account/mail-settings";
import { PageHero } from "../content/page-hero";
import { detectLang } from "../i18n/detect-lang";
import { useTranslation } from "../i18n/react";
import { SampleForm } from "../inspection/sample-form";
import { ShippingInstructions } from "../inspection/shipping-instructions";
import { useRequireLogin } from "../inspection/use-require-login";
import { pageMeta } from "../page-meta";
import { paths } from "../paths";
import { serverPortal } from "../portal/server-portal";
import { useSession } from "../session/session-context";
import { buttonClass } from "../ui/button";
import { Container } from "../ui/container";
import { headingClass } from "../ui/heading";
import type { Route } from "./+types/sample-testing";
import styles from "./sample-testing.module.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const portal = serverPortal(context, detectLang(request));
  const [countries, provinces] = await Promise.all([
    portal.post<Region[]>(PORTAL_PATHS.countryArea),
    portal.post<Region[]>(PORTAL_PATHS.provinceList),
  ]);
  return { countries, provinces };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "sampleTesting");

export default function SampleTesting({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const { user } = useSession();
  const [submitted, setSubmitted] = useState<InspectInsertAnswer | null>(null);
  useRequireLogin();
  const profile = user as Partial<CurrentUser> | null;
  // After sending, focus moves to the confirmation's heading: it is read once, from there (no toast
  // and no live region besides, which said it twice), and focus does not fall to <body>.
  const doneHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (submitted) doneHeading.current?.focus();
  }, [submitted]);
  const mail = useMailSettings(!!user);

  return (
    <>
      <PageHero title={t("sampleTesting.title")} lead={t("sampleTesting.intro")} />
      {/* On the page grid, left-aligned under the title (decision 176); the form keeps a readable width. */}
      <Container className={styles.page}>
        <div className={styles.column}>
          {submitted ? (
            <div className={styles.done} data-testid="sample-submitted">
              <h2 className={headingClass("xl")} ref={doneHeading} tabIndex={-1}>
                {t("sampleTesting.doneTitle")}
              </h2>
              <p className={styles.doneText}>{t("sampleTesting.doneText", { no: submitted.inspectionNo })}</p>
              <ShippingInstructions shipping={submitted.shipping} />
              <p>{t("sampleTesting.confirmationMailed")}</p>
              <div className={styles.doneActions}>
                <Link to={paths.user("detecting")} className={buttonClass()}>
                  {t("sampleTesting.followProgress")}
                </Link>
                <button type="button" className={buttonClass({ variant: "outline" })} onClick={() => setSubmitted(null)}>
                  {t("sampleTesting.another")}
                </button>
              </div>
            </div>
          ) : user && mail.data && !mail.data.verified && mail.data.address ? (
            <VerifyEmailPanel address={mail.data.address} onVerified={(s) => mail.mutate(s, { revalidate: false })} />
          ) : user ? (
            <SampleForm
              countries={loaderData.countries}
              provinces={loaderData.provinces}
              defaults={{
                company: profile?.company ?? "",
                contactPerson: "",
                email: profile?.account?.includes("@") ? profile.account : "",
                phone: profile?.contactPhone || (profile?.account && !profile.account.includes("@") ? profile.account : ""),
              }}
              onSubmitted={(result) => {
                setSubmitted(result);
                window.scrollTo({ top: 0 });
              }}
            />
          ) : (
            <p className={styles.loginFirst}>{t("sampleTesting.loginFirst")}</p>
          )}
        </div>
      </Container>
    </>
  );
}
