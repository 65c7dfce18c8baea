import { Box } from "@chakra-ui/react";

/** Renders HTML that the loader has already sanitized on the server. */
export function RichText({ html }: { html: string }) {
  return (
    <Box
      className="rich-text"
      lineHeight="1.8"
      css={{
        "& h2": { fontSize: "xl", fontWeight: "bold", mt: "6", mb: "3" },
        "& h3": { fontSize: "lg", fontWeight: "bold", mt: "4", mb: "2" },
        "& p": { mb: "3" },
        "& ul, & ol": { pl: "6", mb: "3" },
        "& a": { color: "brand.700", textDecoration: "underline" },
        "& table": { borderCollapse: "collapse", mb: "3" },
        "& th, & td": { borderWidth: "1px", px: "3", py: "1" },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeRichText in the loader
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
