import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import type { ReactElement, ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { CloseButton } from "../../ui/close-button";
import { cx } from "../../ui/cx";
import popups from "./popups.module.css";
import { useOpenUntilNavigation } from "./use-open-until-navigation";

/**
 * A header drawer (Ark's Dialog): its trigger, the backdrop, the panel sliding in from the end or
 * the top with its title and close button; open until the next navigation.
 */
export function DrawerFrame({
  trigger,
  placement,
  title,
  panelClassName,
  closeSize,
  defaultOpen,
  children,
  ...panel
}: {
  trigger: ReactElement;
  placement: "end" | "top";
  title: string;
  panelClassName?: string;
  closeSize: "sm" | "md";
  defaultOpen: boolean;
  children: ReactNode;
  "data-testid": string;
}) {
  const { t } = useTranslation();
  const openState = useOpenUntilNavigation(defaultOpen);
  const end = placement === "end";
  return (
    <Dialog.Root {...openState} lazyMount unmountOnExit>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className={popups.backdrop} />
        <Dialog.Positioner className={cx(popups.positioner, end ? popups.positionerEnd : popups.positionerTop)}>
          <Dialog.Content className={cx(popups.drawer, end ? popups.drawerEnd : popups.drawerTop, panelClassName)} {...panel}>
            {/* The close button right after the title: the first Tab stop, not the last of 20-odd (issue 27). */}
            <div className={popups.drawerHeader}>
              <Dialog.Title className={popups.drawerTitle}>{title}</Dialog.Title>
              <Dialog.CloseTrigger asChild>
                <CloseButton size={closeSize} aria-label={t("menu.close")} className={popups.closeTrigger} />
              </Dialog.CloseTrigger>
            </div>
            <div className={popups.drawerBody}>{children}</div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
