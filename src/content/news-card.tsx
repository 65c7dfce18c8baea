import { Link } from "react-router";
import type { NewsSummary } from "../../schemas/entities";
import { pickLang } from "../../schemas/localize-text";
import { ResponsiveImage } from "../media/responsive-image";
import { paths } from "../paths";
import { bindUnits } from "../rich-text/bind-units";
import { formatDate } from "./format-date";
import styles from "./news-card.module.css";
import { useLang } from "./use-lang";

/** One card per grid cell: the full width on a phone, a third from `md` (48em) up. */
const COVER_SIZES = "(min-width: 48em) 33vw, 100vw";

/**
 * `priority`: the card is the page's largest paint (the first card of the news list, above the
 * fold on a phone), so its cover is fetched at once instead of lazily.
 */
export function NewsCard({
  news,
  headingLevel = "h2",
  priority = false,
}: {
  news: NewsSummary;
  headingLevel?: "h2" | "h3";
  priority?: boolean;
}) {
  const lang = useLang();
  const Title = headingLevel;
  return (
    <article className={styles.card}>
      <ResponsiveImage
        src={news.cover}
        alt={pickLang(news.coverAlt ?? "", news.coverAltEn, lang)}
        width={800}
        height={450}
        sizes={COVER_SIZES}
        priority={priority}
        cover="16 / 9"
        focus={news.coverFocus}
      />
      <div className={styles.body}>
        <time className={styles.date} dateTime={news.publishTime}>
          {formatDate(news.publishTime, lang)}
        </time>
        <Title className={styles.title}>
          <Link to={paths.consultDetail(news.id)}>{pickLang(news.title, news.titleEn, lang)}</Link>
        </Title>
        <p className={styles.summary}>{bindUnits(pickLang(news.summary, news.summaryEn, lang))}</p>
      </div>
    </article>
  );
}
