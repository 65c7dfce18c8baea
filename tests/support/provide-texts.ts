import { createI18n } from "../../src/i18n/i18n";
import { provideTexts } from "../../src/i18n/t-for";

// As entry.server.tsx does: code outside React's tree translates in either language.
provideTexts(createI18n("en"));
