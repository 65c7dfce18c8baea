import { CURRENT_PAGE_SCHEMA_VERSION, type PageDocument } from "../../../schemas/page";

/**
 * The demo block pages. Titles match their columns; description and keywords are left empty so
 * they come from the column (with the English-falls-back-to-Chinese rule).
 */
const none = { zh: "", en: "" };
const seo = { description: none, keywords: none };
/** A text in both languages. */
type Bilingual = PageDocument["title"];
const page = (slug: string, title: Bilingual, blocks: PageDocument["blocks"], pageSeo = seo): PageDocument => ({
  schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
  slug,
  title,
  seo: pageSeo,
  blocks,
});

/** A call-to-action band in the page's own words: each page leads to its own next step. */
const callToAction = (title: Bilingual, text: Bilingual, buttonLabel: Bilingual, link: string, tone: "brand" | "light" = "brand") => ({
  id: "cta",
  type: "callToAction",
  props: { title, text, buttonLabel, link, tone },
});

/** Questions and answers from one list (column) of the back office: each page asks its own. */
const faqBlock = (columnCode: string, heading: Bilingual) => ({
  id: "problem",
  type: "faq",
  anchor: "problem",
  props: { heading, intro: none, columnCode },
});

/** The product's figures, on the home page. */
const qualityFigures = {
  id: "figures",
  type: "keyFigures",
  props: {
    heading: none,
    items: [
      { value: { zh: "≥95%", en: "≥95%" }, label: { zh: "SDS-PAGE 纯度", en: "SDS-PAGE purity" } },
      { value: { zh: "≥90%", en: "≥90%" }, label: { zh: "HPLC 乳铁蛋白含量", en: "HPLC lactoferrin content" } },
      { value: { zh: "10–20%", en: "10–20%" }, label: { zh: "标准级铁饱和度", en: "Iron saturation, standard grade" } },
      { value: { zh: "5 个工作日", en: "5 days" }, label: { zh: "出具常规检测报告", en: "to a routine report (working days)" } },
    ],
  },
};

/** The laboratory's figures, on the testing services page. */
const labFigures = {
  id: "figures",
  type: "keyFigures",
  props: {
    heading: { zh: "实验室一览", en: "The Laboratory at a Glance" },
    items: [
      { value: { zh: "8 项", en: "8" }, label: { zh: "可检测项目", en: "test items offered" } },
      { value: { zh: "2019 年起", en: "Since 2019" }, label: { zh: "通过 CNAS 认可", en: "CNAS-accredited" } },
      { value: { zh: "4,000+", en: "4,000+" }, label: { zh: "每年出具报告", en: "reports issued a year" } },
      { value: { zh: "100%", en: "100%" }, label: { zh: "报告可在线核验", en: "of reports verifiable online" } },
    ],
  },
};

export const demoPages: PageDocument[] = [
  page("index", { zh: "首页", en: "Home" }, [
    { id: "banner", type: "banner", props: { position: "index", autoplaySeconds: 6, headingLevel: "h1" } },
    {
      id: "introduce",
      type: "mediaText",
      props: {
        eyebrow: { zh: "什么是乳铁蛋白", en: "What is lactoferrin" },
        heading: { zh: "乳汁中的天然活性蛋白", en: "A Naturally Active Protein from Milk" },
        body: {
          zh: "<p>乳铁蛋白是一种能够结合铁离子的糖蛋白，在母乳中含量最高，在牛乳中仅约 0.1 g/L。它的价值取决于分子是否保持天然构象——高温和强酸会使其变性，活性随之下降。</p><p>我们从新鲜脱脂乳和乳清中，以低温层析和膜分离工艺提取乳铁蛋白，让每一批原料都保有高活性。</p>",
          en: "<p>Lactoferrin is an iron-binding glycoprotein. It is most abundant in human milk; cow's milk holds only about 0.1 g/L. Its value depends on the molecule keeping its native shape: heat and strong acid denature it and its activity falls.</p><p>We extract lactoferrin from fresh skim milk and whey with low-temperature chromatography and membrane separation, so every batch of raw material stays highly active.</p>",
        },
        image: "/demo/banner-4.svg",
        phoneImage: "",
        imageAlt: { zh: "乳铁蛋白生产车间的膜过滤装置", en: "Membrane filtration unit in the lactoferrin production hall" },
        imageSide: "right",
      },
    },
    qualityFigures,
    {
      id: "advantage",
      type: "advantageList",
      props: { heading: { zh: "为什么选择我们", en: "Why Choose Us" }, intro: none, columnCode: "advantage", tone: "tinted" },
    },
    {
      id: "application",
      type: "applicationGrid",
      props: {
        heading: { zh: "应用领域", en: "Applications" },
        intro: {
          zh: "从婴幼儿配方奶粉到功能性化妆品，高活性乳铁蛋白用途广泛。",
          en: "From infant formula to functional cosmetics, high-activity lactoferrin has many uses.",
        },
        columnCode: "application",
      },
    },
    { id: "news", type: "newsList", props: { heading: { zh: "新闻资讯", en: "Latest News" }, intro: none, categoryCode: "", count: 3 } },
    // No call-to-action block here: the home page closes with the footer's band (spec §2), one is enough.
  ]),

  page("about", { zh: "关于我们", en: "About Us" }, [
    { id: "hero", type: "column", props: { columnCode: "about" } },
    {
      id: "introduce",
      type: "mediaText",
      anchor: "introduce",
      props: {
        eyebrow: { zh: "公司简介", en: "Company profile" },
        heading: { zh: "十余年专注乳铁蛋白", en: "More Than a Decade of Lactoferrin" },
        body: {
          zh: "<p>安乳生物成立于 2013 年，总部位于江苏南通，是一家专注于高活性乳铁蛋白研发、生产和检测的企业。公司拥有年产 60 吨乳铁蛋白的低温生产线和经 CNAS 认可的检测实验室。</p><p>我们的客户包括婴幼儿配方奶粉、营养补充剂和化妆品企业，产品销往亚洲、欧洲和大洋洲。</p>",
          en: "<p>Founded in 2013 and based in Nantong, Jiangsu, Anru Biotech researches, produces and tests high-activity lactoferrin. We run a cold-process line with an annual capacity of 60 tonnes and a CNAS-accredited testing laboratory.</p><p>Our customers make infant formula, nutritional supplements and cosmetics, and our products are sold across Asia, Europe and Oceania.</p>",
        },
        image: "/demo/banner-5.svg",
        phoneImage: "",
        imageAlt: { zh: "毗邻奶牛牧场的安乳生物生产基地", en: "Anru Biotech production site beside a dairy pasture" },
        imageSide: "right",
      },
    },
    {
      id: "advantage",
      type: "advantageList",
      anchor: "advantage",
      props: {
        heading: { zh: "核心优势", en: "Our Advantages" },
        intro: { zh: "一家只做乳铁蛋白的公司能为您做什么。", en: "What a company that makes only lactoferrin can do for you." },
        columnCode: "strength",
        tone: "tinted",
      },
    },
    {
      id: "mission",
      type: "mediaText",
      anchor: "mission",
      props: {
        eyebrow: { zh: "使命与愿景", en: "Mission and vision" },
        heading: { zh: "让活性看得见", en: "Making Activity Visible" },
        body: {
          zh: "<p>我们的使命是为营养与健康行业提供活性可验证的乳铁蛋白原料。每一批产品都附带完整的检测数据，客户也可以随时把自己的样品送到我们的实验室复核。</p><p>我们希望，无论是婴儿的第一口奶，还是一瓶营养补充剂，其中的乳铁蛋白都真正发挥作用。</p>",
          en: "<p>Our mission is to supply the nutrition and health industry with lactoferrin whose activity can be verified. Every batch ships with complete test data, and customers can send their own samples to our laboratory for checking at any time.</p><p>Whether in a baby's first feed or a bottle of supplements, we want the lactoferrin in it to truly work.</p>",
        },
        image: "/demo/banner-1.svg",
        phoneImage: "",
        imageAlt: none,
        imageSide: "left",
      },
    },
    faqBlock("companyFaq", { zh: "合作常见问题", en: "FAQ: Working with Us" }),
    callToAction(
      { zh: "欢迎来南通看看我们的工厂", en: "Come and See Our Plant in Nantong" },
      {
        zh: "预约参观或审计，我们的质量负责人会全程陪同。",
        en: "Book a visit or an audit; our head of quality will show you round.",
      },
      { zh: "预约参观", en: "Book a visit" },
      "/contact/#leaveMessage",
    ),
  ]),

  page("protein", { zh: "产品介绍", en: "Products" }, [
    { id: "hero", type: "column", props: { columnCode: "protein" } },
    {
      id: "introduce",
      type: "mediaText",
      anchor: "introduce",
      props: {
        eyebrow: { zh: "高活性乳铁蛋白", en: "High-activity lactoferrin" },
        heading: { zh: "保持天然构象的乳铁蛋白", en: "Lactoferrin That Keeps Its Native Shape" },
        body: {
          zh: "<p>我们的乳铁蛋白以新鲜牛乳为原料，全程在 4°C 以下完成提取、浓缩和冷冻干燥，最大程度保留分子的天然构象与铁结合能力。</p><ul><li><strong>活性</strong>：体外抑菌和铁结合试验验证</li><li><strong>纯度</strong>：SDS-PAGE ≥95%</li><li><strong>铁饱和度</strong>：标准级 10%–20%，低铁级 ≤10%</li></ul>",
          en: "<p>Our lactoferrin is made from fresh cow's milk. Extraction, concentration and freeze-drying all take place below 4°C, keeping as much of the molecule's native shape and iron-binding capacity as possible.</p><ul><li><strong>Activity</strong>: verified by in-vitro antibacterial and iron-binding assays</li><li><strong>Purity</strong>: SDS-PAGE ≥95%</li><li><strong>Iron saturation</strong>: 10–20% standard grade, ≤10% low-iron grade</li></ul>",
        },
        image: "/demo/banner-6.svg",
        phoneImage: "",
        imageAlt: { zh: "冻干机与乳铁蛋白冻干粉", en: "Freeze-dryer and freeze-dried lactoferrin powder" },
        imageSide: "right",
      },
    },
    {
      id: "ingredient",
      type: "ingredientTable",
      anchor: "ingredient",
      props: {
        heading: { zh: "产品指标", en: "Specifications" },
        intro: {
          zh: "标准级产品的典型指标，每批随货附检测报告。",
          en: "Typical values of the standard grade; every batch ships with its test report.",
        },
        rows: [
          {
            item: { zh: "乳铁蛋白含量", en: "Lactoferrin content" },
            value: { zh: "≥ 90%", en: "≥ 90%" },
            method: { zh: "HPLC", en: "HPLC" },
          },
          { item: { zh: "纯度", en: "Purity" }, value: { zh: "≥ 95%", en: "≥ 95%" }, method: { zh: "SDS-PAGE", en: "SDS-PAGE" } },
          {
            item: { zh: "铁饱和度", en: "Iron saturation" },
            value: { zh: "10%–20%", en: "10–20%" },
            method: { zh: "分光光度法", en: "Spectrophotometry" },
          },
          { item: { zh: "蛋白质", en: "Protein" }, value: { zh: "≥ 95%", en: "≥ 95%" }, method: { zh: "凯氏定氮法", en: "Kjeldahl" } },
          { item: { zh: "水分", en: "Moisture" }, value: { zh: "≤ 4.5%", en: "≤ 4.5%" }, method: { zh: "GB 5009.3", en: "GB 5009.3" } },
          { item: { zh: "灰分", en: "Ash" }, value: { zh: "≤ 1.0%", en: "≤ 1.0%" }, method: { zh: "GB 5009.4", en: "GB 5009.4" } },
          {
            item: { zh: "菌落总数", en: "Total plate count" },
            value: { zh: "≤ 1000 CFU/g", en: "≤ 1000 CFU/g" },
            method: { zh: "GB 4789.2", en: "GB 4789.2" },
          },
        ],
        note: {
          zh: "低铁级、高铁级及定制规格请联系我们。",
          en: "For low-iron, high-iron or custom grades, please contact us.",
        },
      },
    },
    {
      id: "application",
      type: "richText",
      anchor: "application",
      props: {
        heading: { zh: "应用与参考添加量", en: "Applications and Typical Use Levels" },
        body: {
          zh: "<p>以下为客户配方中常见的添加量，仅供研发参考；实际用量须符合目标市场的法规与标准。</p><ul><li><strong>婴幼儿配方乳粉</strong>：0.3–1.0 g/kg 粉，建议在喷雾干燥后干混加入（GB 14880 规定上限为 1.0 g/kg）。</li><li><strong>膳食补充剂</strong>：每日 100–300 mg，胶囊、片剂、咀嚼片与软糖均可。</li><li><strong>调制乳粉与固体饮料</strong>：每份 50–200 mg，避开 70 ℃ 以上的加工步骤。</li><li><strong>化妆品</strong>：0.1%–1%，在 40 ℃ 以下的降温阶段加入。</li></ul><p>需要成品中的保留率数据？我们的实验室可以检测您的成品。</p>",
          en: "<p>These are the levels our customers commonly use, for development only; the amount you use must follow the rules and standards of your market.</p><ul><li><strong>Infant formula</strong>: 0.3–1.0 g per kg of powder, best dry-blended after spray drying (GB 14880 caps it at 1.0 g/kg in China).</li><li><strong>Dietary supplements</strong>: 100–300 mg a day, in capsules, tablets, chewables or gummies.</li><li><strong>Formulated milk powders and powdered drinks</strong>: 50–200 mg per serving, kept away from steps above 70 °C.</li><li><strong>Cosmetics</strong>: 0.1–1%, added in the cool-down phase below 40 °C.</li></ul><p>Need retention data in your finished product? Our laboratory can test it.</p>",
        },
      },
    },
    {
      id: "advantage",
      type: "advantageList",
      anchor: "advantage",
      props: {
        heading: { zh: "产品优势", en: "Product Advantages" },
        intro: { zh: "配方师在试产中最在意的几点。", en: "What formulators notice first in their trials." },
        columnCode: "productAdvantage",
        tone: "tinted",
      },
    },
    faqBlock("productFaq", { zh: "产品常见问题", en: "FAQ: Our Lactoferrin" }),
    callToAction(
      { zh: "先拿样品，再做决定", en: "Try It in Your Own Formula" },
      {
        zh: "免费样品随附规格书与批次检测报告，2 个工作日内寄出。",
        en: "Free samples come with the specification sheet and batch report, sent within two working days.",
      },
      { zh: "申请样品", en: "Request a sample" },
      "/contact/#leaveMessage",
    ),
  ]),

  page("testingServices", { zh: "检测服务", en: "Testing Services" }, [
    { id: "hero", type: "column", props: { columnCode: "testingServices" } },
    {
      id: "items",
      type: "applicationGrid",
      props: {
        heading: { zh: "检测项目", en: "What We Test" },
        intro: {
          zh: "我们的实验室为乳铁蛋白原料和含乳铁蛋白的终产品提供全套理化与微生物检测。",
          en: "Our laboratory offers a full set of physicochemical and microbiological tests for lactoferrin raw material and finished products that contain it.",
        },
        columnCode: "testingItem",
      },
    },
    labFigures,
    {
      id: "steps",
      type: "steps",
      props: {
        heading: { zh: "送检流程", en: "How Testing Works" },
        intro: {
          zh: "五步完成送检，进度在个人中心实时可见。",
          en: "Five steps from submission to report, with progress visible in your personal centre.",
        },
        columnCode: "detectionStep",
        showCurrentStep: false,
      },
    },
    faqBlock("faq", { zh: "送检常见问题", en: "FAQ: Sample Testing" }),
    callToAction(
      { zh: "需要检测您的乳铁蛋白样品？", en: "Need Your Lactoferrin Sample Tested?" },
      {
        zh: "在线提交送检信息，实时跟踪检测进度，随时下载并对比检测报告。",
        en: "Submit your sample online, follow the testing progress and download and compare your reports at any time.",
      },
      { zh: "立即送检", en: "Send a sample" },
      "/sampleTesting/",
    ),
  ]),

  page("contact", { zh: "联系我们", en: "Contact Us" }, [
    { id: "hero", type: "column", props: { columnCode: "contact" } },
    {
      id: "details",
      type: "richText",
      props: {
        heading: { zh: "联系方式", en: "How to Reach Us" },
        body: {
          zh: '<p><strong>电话</strong>：400-820-6688（工作日 9:00–17:30）</p><p><strong>邮箱</strong>：<a href="mailto:service@anru-bio.example">service@anru-bio.example</a></p><p><strong>地址</strong>：江苏省南通市海门区临江新区生物医药产业园滨江大道 1288 号</p><p>寄送样品请注明送检编号，并使用冷链包装。</p>',
          en: '<p><strong>Phone</strong>: 400-820-6688 (working days 9:00–17:30, China time)</p><p><strong>Email</strong>: <a href="mailto:service@anru-bio.example">service@anru-bio.example</a></p><p><strong>Address</strong>: No. 1288 Binjiang Avenue, Biomedical Industrial Park, Linjiang New Area, Haimen District, Nantong, Jiangsu, China</p><p>When shipping samples, please mark the submission number and use cold-chain packaging.</p>',
        },
      },
    },
    {
      id: "leaveMessage",
      type: "contactForm",
      anchor: "leaveMessage",
      props: {
        heading: { zh: "在线留言", en: "Leave a Message" },
        intro: {
          zh: "留下您的联系方式和需求，我们会在一个工作日内回复。",
          en: "Leave your contact details and what you need; we reply within one working day.",
        },
      },
    },
  ]),

  page("detectionSteps", { zh: "检测步骤", en: "Detection Steps" }, [
    {
      id: "steps",
      type: "steps",
      props: { heading: { zh: "全部步骤", en: "All Steps" }, intro: none, columnCode: "detectionStep", showCurrentStep: true },
    },
    callToAction(
      { zh: "准备好样品了吗？", en: "Sample Ready?" },
      {
        zh: "第一步只需几分钟：在线填写送检单，并在包裹上注明生成的送检编号。",
        en: "Step one takes a few minutes: fill in the submission form online and mark your parcel with the number it gives you.",
      },
      { zh: "填写送检单", en: "Fill in the form" },
      "/sampleTesting/",
      "light",
    ),
  ]),

  page("privacy", { zh: "隐私政策", en: "Privacy Policy" }, [{ id: "policy", type: "policy", props: { code: "privacy" } }]),
  page("disclaimer", { zh: "免责声明", en: "Disclaimer" }, [{ id: "policy", type: "policy", props: { code: "disclaimer" } }]),
];
