import { Box, Grid } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { localize } from "../../schemas/localize";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import type { ThreeColumnsProps, TwoColumnsProps } from "./index";

const TEMPLATE = { "1-1": "1fr 1fr", "2-1": "2fr 1fr", "1-2": "1fr 2fr", "1-1-1": "1fr 1fr 1fr" } as const;

/** Columns side by side from the md breakpoint; each column holds its blocks (already rendered). */
function ColumnsLayout({ heading, ratio, columns }: { heading?: string; ratio: keyof typeof TEMPLATE; columns: ReactNode[] }) {
  return (
    <Section heading={heading}>
      <Grid templateColumns={{ base: "1fr", md: TEMPLATE[ratio] }} gap={{ base: "2", md: "6" }} alignItems="start">
        {columns.map((column, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed positions, never reordered
          <Box key={i} minW="0" css={{ "& > * > section, & section": { paddingBlock: "4" } }}>
            {column}
          </Box>
        ))}
      </Grid>
    </Section>
  );
}

export function TwoColumns({ props, slots, lang }: BlockComponentProps<TwoColumnsProps>) {
  return <ColumnsLayout heading={localize(props.heading, lang) || undefined} ratio={props.ratio} columns={[slots.left, slots.right]} />;
}

export function ThreeColumns({ props, slots, lang }: BlockComponentProps<ThreeColumnsProps>) {
  return (
    <ColumnsLayout heading={localize(props.heading, lang) || undefined} ratio="1-1-1" columns={[slots.first, slots.second, slots.third]} />
  );
}
