import styles from "./link.module.css";

/** The class of a text link: `<Link className={cx(linkClass, styles.mine)}>` (underlined on hover). */
export const linkClass: string = styles.link as string;
