import { parseLang } from "../schemas/lang";
import { useBackOfficeLocales } from "../src/admin/back-office-i18n";
import { RenderBlocks } from "../src/blocks/render-blocks";
import { validateBlocks } from "../src/blocks/validate-blocks";
import { messageT } from "../src/i18n/message-t";
import { useTranslation } from "../src/i18n/react";
import type { BlockRegistration } from "./define-block";

/**
 * Renders one block the way a page does: validated by its registration first. Invalid props show
 * the problems an editor would see (visitors see nothing).
 */
export function BlockStory({
  registration,
  props,
  data = {},
}: {
  registration: BlockRegistration;
  props: unknown;
  data?: Record<string, unknown>;
}) {
  // Invalid props are explained with the editor's messages.
  useBackOfficeLocales();
  const { t, i18n } = useTranslation();
  const lang = parseLang(i18n.language) ?? "zh";
  const { valid, problems } = validateBlocks([{ id: "story", type: registration.type, props: props as Record<string, unknown> }]);
  if (problems.length > 0) {
    return (
      <div role="alert" style={{ padding: 16, border: "2px dashed #c53030", color: "#742a2a" }}>
        <strong>
          {lang === "zh" ? "此区块的属性无效，访客不会看到它：" : "This block's props are invalid; visitors will not see it:"}
        </strong>
        <ul>
          {problems
            .flatMap((p) => p.issues)
            .map((i) => (
              <li key={`${i.path}-${i.message}`}>
                {i.path}: {/^[a-z]+:[\w.]+$/.test(i.message) ? messageT(t)(i.message) : i.message}
              </li>
            ))}
        </ul>
      </div>
    );
  }
  return <RenderBlocks blocks={valid.map((b) => ({ ...b, data }))} />;
}
