import type { ShippingInfo } from "../../schemas/inspection";
import { useTranslation } from "../i18n/react";
import { cx } from "../ui/cx";
import { headingClass } from "../ui/heading";
import styles from "./shipping-instructions.module.css";

/** Where to send a sample just registered and how to pack it (site settings); nothing when none is set. */
export function ShippingInstructions({ shipping }: { shipping: ShippingInfo }) {
  const { t } = useTranslation("pages");
  if (!shipping.address && !shipping.instructions) return null;
  const title = cx(headingClass("md"), styles.title);
  return (
    <div className={styles.box} data-testid="shipping-instructions">
      {shipping.address && (
        <div>
          <h3 className={title}>{t("sampleTesting.shipToTitle")}</h3>
          <address className={styles.text}>{shipping.address}</address>
        </div>
      )}
      {shipping.instructions && (
        <div>
          <h3 className={title}>{t("sampleTesting.packingTitle")}</h3>
          <p className={styles.text}>{shipping.instructions}</p>
        </div>
      )}
    </div>
  );
}
