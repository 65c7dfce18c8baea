import { Box, Container, Heading, SimpleGrid, Stack, Tabs, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { CurrentUser } from "../../schemas/account";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { NotificationSwitches } from "../account/mail-settings";
import { PasswordForm } from "../account/password-form";
import { ProfileForm } from "../account/profile-form";
import { useTranslation } from "../i18n/react";
import { DownloadTasks } from "../inspection/download-tasks";
import { InspectionList } from "../inspection/inspection-list";
import { useRequireLogin } from "../inspection/use-require-login";
import { pageMeta } from "../page-meta";
import type { UserTab } from "../paths";
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
            <InspectionList path={PORTAL_PATHS.inspectTesting} label={t("common:user.detecting")} />
          </Tabs.Content>
          <Tabs.Content value="detectedCompleted">
            <Stack gap="8">
              <InspectionList
                path={PORTAL_PATHS.inspectAchieved}
                label={t("common:user.detectedCompleted")}
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
