import { Box, Link as ChakraLink, Container, Heading, HStack, SimpleGrid, Stack, Tabs, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { CurrentUser } from "../../schemas/account";
import { DETECTING_FILTER_NAMES, type DetectingFilter } from "../../schemas/inspection";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { NotificationSwitches } from "../account/mail-settings";
import { PasswordForm } from "../account/password-form";
import { ProfileForm } from "../account/profile-form";
import { useTranslation } from "../i18n/react";
import { DetectingFilterChoice } from "../inspection/detecting-filter";
import { DownloadTasks } from "../inspection/download-tasks";
import { InspectionList } from "../inspection/inspection-list";
import { StateLink } from "../inspection/portal-state";
import { useRequireLogin } from "../inspection/use-require-login";
import { pageMeta } from "../page-meta";
import { paths, type UserTab } from "../paths";
import { useSession } from "../session/session-context";
import type { Route } from "./+types/user";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "user");

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
    <Container maxW="7xl" py="10">
      <Heading as="h1" size="3xl" mb="2">
        {t("user.title")}
      </Heading>
      <Text color="gray.700" mb="8">
        {user ? t("user.greeting", { name: user.nickname }) : t("user.intro")}
      </Text>
      {user && (
        <Tabs.Root
          value={tab}
          onValueChange={(e) => setParams({ tab: e.value }, { preventScrollReset: true })}
          colorPalette="brand"
          lazyMount
          unmountOnExit
        >
          <Tabs.List mb="6" flexWrap="wrap">
            {TABS.map((x) => (
              <Tabs.Trigger key={x} value={x}>
                {t(`common:user.${x}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="detecting">
            <Stack gap="5">
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
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="detectedCompleted">
            <Stack gap="8">
              <HStack gap="2" wrap="wrap" data-testid="compare-link">
                <Text>{t("user.compareHint")}</Text>
                <ChakraLink asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
                  <Link to={paths.dataComparison()}>{t("user.compareLink")}</Link>
                </ChakraLink>
              </HStack>
              <InspectionList
                path={PORTAL_PATHS.inspectAchieved}
                label={t("common:user.detectedCompleted")}
                empty={{ text: t("user.empty.completed"), action: sendSample }}
                onBatchCreated={() => setTasksVersion((v) => v + 1)}
              />
              <DownloadTasks refreshKey={tasksVersion} />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="editorialMaterial">
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
              <ProfileForm user={user as Partial<CurrentUser>} />
              <Box>
                <PasswordForm />
              </Box>
              <NotificationSwitches />
            </SimpleGrid>
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Container>
  );
}
