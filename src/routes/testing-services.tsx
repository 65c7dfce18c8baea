import { Card, SimpleGrid, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import type { DataItem } from "../../schemas/entities";
import { pickLang } from "../../schemas/localized";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { ColumnPage } from "../content/column-page";
import { columnMeta, loadColumnPage } from "../content/column-route";
import { useLang } from "../content/use-lang";
import { detectLang } from "../i18n/detect-lang";
import { paths } from "../paths";
import { serverPortal } from "../portal/server-portal";
import type { Route } from "./+types/testing-services";

export async function loader(args: Route.LoaderArgs) {
  const portal = serverPortal(args.context, detectLang(args.request));
  const [page, steps] = await Promise.all([
    loadColumnPage(args, "testingServices"),
    portal.post<DataItem[]>(PORTAL_PATHS.dataList, { columnCode: "detectionStep" }),
  ]);
  return { ...page, steps };
}

export const meta: Route.MetaFunction = (args) => columnMeta(args, "testingServices");

export default function TestingServices({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  return (
    <ColumnPage column={loaderData.column}>
      <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none" p="0">
        {loaderData.steps.map((step, i) => (
          <Card.Root as="li" key={step.id}>
            <Card.Body>
              <Text fontWeight="bold" mb="2">
                <Link to={paths.detectionSteps(step.id)}>
                  {i + 1}. {pickLang(step.title, step.titleEn, lang)}
                </Link>
              </Text>
              <Text color="gray.700">{pickLang(step.summary, step.summaryEn, lang)}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </ColumnPage>
  );
}
