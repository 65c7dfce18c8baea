// Link previews (Open Graph, Twitter cards) do not show SVG: every SVG under public/demo gets a
// 1200×630 JPEG beside the build's copy, /demo/share/<name>.jpg, used as the page image
// (src/seo/page-urls.ts shareImageUrl). Pages themselves keep the SVG: smaller than any raster
// variant and sharp at every width (docs/decisions/044-images.md).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// The logos spell the company's name in Chinese: give the SVG renderer (librsvg, through
// fontconfig) the Noto Sans SC font the PDF reports use, or it draws empty boxes.
const fontDir = path.resolve("node_modules/@expo-google-fonts/noto-sans-sc");
const fontsConf = path.join(os.tmpdir(), `share-images-fonts-${process.pid}.conf`);
fs.writeFileSync(
  fontsConf,
  `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>${fs.existsSync("/etc/fonts/fonts.conf") ? "<include>/etc/fonts/fonts.conf</include>" : ""}<dir>${fontDir}</dir><cachedir>${os.tmpdir()}/share-images-fontcache</cachedir></fontconfig>`,
);
process.env.FONTCONFIG_FILE = fontsConf;
const { default: sharp } = await import("sharp");

const from = path.resolve("public/demo");
const to = path.resolve(process.env.BUILD_DIR ?? "build", "client/demo/share");
fs.mkdirSync(to, { recursive: true });
const svgs = fs.readdirSync(from).filter((f) => f.endsWith(".svg"));
await Promise.all(
  svgs.map(async (file) => {
    const logo = file.startsWith("logo") || file.startsWith("qr");
    // Logos are small drawings: rendered at a high density so the enlarged card stays sharp.
    const image = sharp(path.join(from, file), { density: logo ? 400 : 144 });
    const card = logo
      ? image
          .trim()
          .resize(900, 420, { fit: "contain", background: "#ffffff" })
          .extend({ top: 105, bottom: 105, left: 150, right: 150, background: "#ffffff" })
      : image.resize(1200, 630, { fit: "cover" });
    await card
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(path.join(to, file.replace(/\.svg$/, ".jpg")));
  }),
);
fs.rmSync(fontsConf, { force: true });
console.log(`share images: ${svgs.length} written to ${path.relative(process.cwd(), to)}`);
