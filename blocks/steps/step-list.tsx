import { Box, Circle, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link, useParams } from "react-router";
import { localize, pickLang, pickLangHtml } from "../../schemas/localize";
import { paths } from "../../src/paths";
import { RichText } from "../../src/rich-text/rich-text";
import { blockText } from "../block-strings";
import type { DataListData } from "../data-list-request";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import type { StepsProps } from "./index";
import { stepsStrings } from "./strings";

export function StepList({ props, data, lang }: BlockComponentProps<StepsProps, DataListData>) {
  const t = blockText(stepsStrings, lang);
  const params = useParams();
  const items = data.items ?? [];
  if (items.length === 0) return null;
  const currentIndex = props.showCurrentStep ? items.findIndex((s) => String(s.id) === params.id) : -1;
  const current = currentIndex >= 0 ? items[currentIndex] : undefined;
  return (
    <>
      {current && (
        <Container as="article" maxW="6xl" pt="12" aria-labelledby="current-step-title">
          <Stack maxW="4xl" gap="4">
            <Text color="brand.700" fontWeight="semibold">
              {t("stepOf", { n: currentIndex + 1, count: items.length })}
            </Text>
            <Heading as="h1" id="current-step-title" size={{ base: "3xl", md: "4xl" }}>
              {pickLang(current.title, current.titleEn, lang)}
            </Heading>
            <Text fontSize="lg" color="gray.700">
              {pickLang(current.summary, current.summaryEn, lang)}
            </Text>
            <RichText html={pickLangHtml(current.content, current.contentEn, lang)} />
          </Stack>
        </Container>
      )}
      <Section heading={localize(props.heading, lang)} intro={localize(props.intro, lang)}>
        <Box
          as="ol"
          listStyleType="none"
          display="grid"
          gridTemplateColumns={{ base: "1fr", md: `repeat(${Math.min(items.length, 5)}, 1fr)` }}
          gap="4"
        >
          {items.map((step, i) => {
            const isCurrent = i === currentIndex;
            return (
              <Box
                as="li"
                key={step.id}
                borderWidth="1px"
                borderColor={isCurrent ? "brand.700" : "gray.200"}
                bg={isCurrent ? "brand.50" : "white"}
                rounded="lg"
                p="5"
              >
                <Circle
                  size="10"
                  bg={isCurrent ? "brand.700" : "brand.100"}
                  color={isCurrent ? "white" : "brand.800"}
                  fontWeight="bold"
                  mb="3"
                  aria-hidden="true"
                >
                  {i + 1}
                </Circle>
                <Heading as="h3" size="md" mb="2">
                  <Link to={paths.detectionSteps(step.id)} aria-current={isCurrent ? "step" : undefined}>
                    {pickLang(step.title, step.titleEn, lang)}
                  </Link>
                </Heading>
                <Text color="gray.700" fontSize="sm">
                  {pickLang(step.summary, step.summaryEn, lang)}
                </Text>
              </Box>
            );
          })}
        </Box>
      </Section>
    </>
  );
}
