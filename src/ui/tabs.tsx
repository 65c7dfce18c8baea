import { Tabs as ArkTabs } from "@ark-ui/react/tabs";
import { cx } from "./cx";
import styles from "./tabs.module.css";

/*
 * Ark UI's headless tabs (the zag machine and ARIA Chakra's Tabs wrap: arrow keys, Home/End, one tab
 * stop) with Chakra's "line" look. Every prop of Ark's parts passes through: `defaultValue` or
 * `value` + `onValueChange`, `lazyMount`, `unmountOnExit`, `activationMode`. A component's own
 * `className` is added after the look's and wins over it.
 */

function Root({ className, ...props }: ArkTabs.RootProps) {
  return <ArkTabs.Root className={cx(styles.root, className)} {...props} />;
}

/** The row of tabs; `wrap` lets them go onto a second line on a narrow screen instead of overflowing. */
function List({ className, wrap = false, ...props }: ArkTabs.ListProps & { wrap?: boolean }) {
  return <ArkTabs.List className={cx(styles.list, wrap && styles.wrap, className)} {...props} />;
}

function Trigger({ className, ...props }: ArkTabs.TriggerProps) {
  return <ArkTabs.Trigger className={cx(styles.trigger, className)} {...props} />;
}

function Content({ className, ...props }: ArkTabs.ContentProps) {
  return <ArkTabs.Content className={cx(styles.content, className)} {...props} />;
}

/** `<Tabs.Root defaultValue="a"><Tabs.List><Tabs.Trigger value="a">…</Tabs.Trigger></Tabs.List><Tabs.Content value="a">…` */
export const Tabs = { Root, List, Trigger, Content };
export type TabsValueChangeDetails = ArkTabs.ValueChangeDetails;
