import { Link } from "react-router";
import { localize } from "../../schemas/localize-text";
import { buttonClass } from "../../src/ui/button";
import { Container } from "../../src/ui/container";
import band from "../../src/ui/cta-band.module.css";
import { cx } from "../../src/ui/cx";
import { headingClass } from "../../src/ui/heading";
import type { BlockComponentProps } from "../define-block";
import styles from "./call-to-action.module.css";
import type { CallToActionProps } from "./index";

export function CallToAction({ props, lang }: BlockComponentProps<CallToActionProps>) {
  const dark = props.tone === "brand";
  const text = localize(props.text, lang);
  return (
    <div className={cx(band.band, dark ? styles.dark : styles.light)}>
      <Container>
        <div className={band.row}>
          <div className={band.texts}>
            <h2 className={headingClass("xl", "2xl")}>{localize(props.title, lang)}</h2>
            {text && <p className={band.lead}>{text}</p>}
          </div>
          <Link to={props.link} className={buttonClass({ size: "lg", variant: dark ? "surface" : "solid" })}>
            {localize(props.buttonLabel, lang)}
          </Link>
        </div>
      </Container>
    </div>
  );
}
