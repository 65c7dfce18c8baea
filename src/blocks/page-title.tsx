import { Container } from "../ui/container";
import { headingClass } from "../ui/heading";
import styles from "./page-title.module.css";

/** The page's h1 when no block shows one (a page an editor made from content blocks only). */
export function PageTitle({ title }: { title: string }) {
  return (
    <Container className={styles.title}>
      <h1 className={headingClass("3xl", "4xl")}>{title}</h1>
    </Container>
  );
}
