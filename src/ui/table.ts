import styles from "./table.module.css";

/** A data table's class (Chakra's table look, md, lines between rows): `<table className={tableClass}>`. */
export const tableClass = styles.table;
