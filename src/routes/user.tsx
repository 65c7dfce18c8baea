import { lazy, Suspense, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { CurrentUser } from "../../schemas/account";
import { DETECTING_FILTER_NAMES, type DetectingFilter } from "../../schemas/inspection";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { useTranslation } from "../i18n/react";
import { DetectingFilterChoice } from "../inspection/detecting-filter";
import { DownloadTasks } from "../inspection/download-tasks";
import { InspectionList } from "../inspection/inspection-list";
import { StateLink } from "../inspection/portal-state";
import { useRequireLogin } from "../inspection/use-require-login";
import { pageMeta } from "../page-meta";
import { paths, type UserTab } from "../paths";
import { useSession } from "../session/session-context";
import { Container } from "../ui/container";
import { cx } from "../ui/cx";
import { headingClass } from "../ui/heading";
import { linkClass } from "../ui/link";
import { Spinner } from "../ui/spinner";
import { Tabs } from "../ui/tabs";
import type { Route } from "./+types/user";
import styles from "./user.module.css";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "user");

/** The account tab's forms load when it is opened (it mounts lazily too). */
const AccountPanel = lazy(() => import("../account/account-panel"));

const TABS: UserTab[] = ["detecting", "detectedCompleted", "editorialMaterial"];

/** The personal centre: tabs chosen by `?tab=` (spec §2), for the logged-in customer only. */
export default function User() {
  const { t } = useTranslation(["pages", "common"]);
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  useRequireLogin();
  const [tasksVersion, setTasksVersion] = useState(0);
  const tab = TABS.find((x) => x === params.get("tab")) ?? "detecting";
  const filter: DetectingFilter = DETECTING_FILTER_NAMES.find((x) => x === params.get("filter")) ?? "inProgress";
  const sendSample = <StateLink to={paths.sampleTesting()}>{t("user.sendSample")}</StateLink>;

  return (
    <Container className={styles.page}>
      <h1 className={cx(headingClass("3xl"), styles.title)}>{t("user.title")}</h1>
      <p className={styles.greeting}>{user ? t("user.greeting", { name: user.nickname }) : t("user.intro")}</p>
      {user && (
        <Tabs.Root value={tab} onValueChange={(e) => setParams({ tab: e.value }, { preventScrollReset: true })} lazyMount unmountOnExit>
          <Tabs.List wrap className={styles.tabs}>
            {TABS.map((x) => (
              <Tabs.Trigger key={x} value={x}>
                {t(`common:user.${x}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="detecting">
            <div className={styles.stack}>
              <DetectingFilterChoice
                value={filter}
                onChange={(next) => setParams({ tab, filter: next }, { preventScrollReset: true, replace: true })}
              />
              <InspectionList
                key={filter}
                path={PORTAL_PATHS.inspectTesting}
                filters={{ filter }}
                label={`${t("common:user.detecting")} · ${t(`inspection.filter.${filter}`)}`}
                empty={{ text: t(`user.empty.${filter}`), action: filter === "inProgress" ? sendSample : undefined }}
              />
            </div>
          </Tabs.Content>
          <Tabs.Content value="detectedCompleted">
            <div className={cx(styles.stack, styles.wide)}>
              <p className={styles.compare} data-testid="compare-link">
                <span>{t("user.compareHint")}</span>
                <Link to={paths.dataComparison()} className={cx(linkClass, styles.compareLink)}>
                  {t("user.compareLink")}
                </Link>
              </p>
              <InspectionList
                path={PORTAL_PATHS.inspectAchieved}
                label={t("common:user.detectedCompleted")}
                empty={{ text: t("user.empty.completed"), action: sendSample }}
                onBatchCreated={() => setTasksVersion((v) => v + 1)}
              />
              <DownloadTasks refreshKey={tasksVersion} />
            </div>
          </Tabs.Content>
          <Tabs.Content value="editorialMaterial">
            <Suspense fallback={<Spinner size="sm" label={t("inspection.loading")} />}>
              <AccountPanel user={user as Partial<CurrentUser>} className={styles.account} />
            </Suspense>
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Container>
  );
}
