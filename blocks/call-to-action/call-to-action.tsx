import { Link } from "react-router";
import { localize } from "../../schemas/localize";
import { buttonClass } from "../../src/ui/button";
import { Container } from "../../src/ui/container";
import { cx } from "../../src/ui/cx";
import { headingClass } from "../../src/ui/heading";
import type { BlockComponentProps } from "../define-block";
import styles from "./call-to-action.module.css";
import type { CallToActionProps } from "./index";

export function CallToAction({ props, lang }: BlockComponentProps<CallToActionProps>) {
  const dark = props.tone === "brand";
  return (
    <div className={cx(styles.band, dark ? styles.dark : styles.light)}>
      <Container size="5xl">
        <div className={styles.row}>
          <div className={styles.text}>
            <h2 className={headingClass("xl", "2xl")}>{localize(props.title, lang)}</h2>
            {localize(props.text, lang) && <p className={styles.lead}>{localize(props.text, lang)}</p>}
          </div>
          <Link to={props.link} className={buttonClass({ size: "lg", variant: dark ? "surface" : "solid" })}>
            {localize(props.buttonLabel, lang)}
          </Link>
        </div>
      </Container>
    </div>
  );
}
