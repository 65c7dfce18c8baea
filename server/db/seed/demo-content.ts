import type { DemoContent } from "./demo-content-schema";

/**
 * Bundled demo content for a fictional company, 安乳生物科技（江苏）有限公司 / Anru Biotech (Jiangsu) Co., Ltd.
 * Every name, address, number and event here is invented for demonstration purposes.
 * Images live in /public/demo/. Rich text uses only p, h2, h3, ul, ol, li, strong, em, a and table elements.
 */

/** Joins HTML blocks so long rich-text fields stay readable in this file. */
const html = (...blocks: string[]): string => blocks.join("\n");

// ---------------------------------------------------------------------------
// Site settings
// ---------------------------------------------------------------------------

const siteSettings: DemoContent["siteSettings"] = {
  siteName: { zh: "安乳生物", en: "Anru Biotech" },
  footerHeadline: { zh: "让每一克乳铁蛋白都保有活性", en: "Keeping every gram of lactoferrin active" },
  footerSubheadline: {
    zh: "从原料选择到检测报告，我们与您一起把好品质关。",
    en: "From raw material to test report, we safeguard quality together with you.",
  },
  logo: { url: "/demo/logo-white.svg", alt: { zh: "安乳生物标志", en: "Anru Biotech logo" } },
  colorfulLogo: { url: "/demo/logo-color.svg", alt: { zh: "安乳生物标志", en: "Anru Biotech logo" } },
  icon: { url: "/favicon.ico" },
  copyrightInfo: {
    zh: "© 2026 安乳生物科技（江苏）有限公司 版权所有",
    en: "© 2026 Anru Biotech (Jiangsu) Co., Ltd. All rights reserved.",
  },
  recordNo: "苏ICP备2026012345号-1",
  recordUrl: "https://beian.miit.gov.cn/",
  contactPhone: "400-820-6688",
  siteAddress: {
    zh: "江苏省南通市海门区临江新区生物医药产业园滨江大道 1288 号",
    en: "No. 1288 Binjiang Avenue, Biomedical Industrial Park, Linjiang New Area, Haimen District, Nantong, Jiangsu, China",
  },
  email: "service@anru-bio.example",
  weixinImg: {
    url: "/demo/qr-weixin.svg",
    alt: { zh: "扫码关注安乳生物微信公众号", en: "Scan to follow Anru Biotech on WeChat" },
  },
  douyinImg: {
    url: "/demo/qr-douyin.svg",
    alt: { zh: "扫码关注安乳生物抖音号", en: "Scan to follow Anru Biotech on Douyin" },
  },
  xiaohongshuImg: {
    url: "/demo/qr-xiaohongshu.svg",
    alt: { zh: "扫码关注安乳生物小红书", en: "Scan to follow Anru Biotech on Xiaohongshu (RED)" },
  },
  weiboLink: "https://weibo.com/",
  labShippingAddress: {
    zh: "江苏省南通市海门区临江新区生物医药产业园滨江大道 1288 号 3 号楼 检测中心 样品收发室（收）400-820-6688",
    en: "Sample Reception, Testing Centre, Building 3, No. 1288 Binjiang Avenue, Biomedical Industrial Park, Linjiang New Area, Haimen District, Nantong, Jiangsu 226100, China · Tel. +86 400-820-6688",
  },
  packingInstructions: {
    zh: "每个样品至少 50 g，装入密封容器并贴上送检编号；需冷藏的样品请用保温箱加冰袋寄送，并于工作日（周一至周四）发出，避免周末在途。",
    en: "Send at least 50 g of each sample in a sealed container labelled with its inspection number. Ship chilled samples in an insulated box with ice packs, Monday to Thursday, so they are not in transit over a weekend.",
  },
};

// ---------------------------------------------------------------------------
// News categories (only categories with a code are listed on the site)
// ---------------------------------------------------------------------------

const consultClasses: DemoContent["consultClasses"] = [
  { code: "company", name: "公司新闻", nameEn: "Company News", sort: 1 },
  { code: "industry", name: "行业动态", nameEn: "Industry News", sort: 2 },
  { code: "science", name: "科普知识", nameEn: "Lactoferrin Science", sort: 3 },
  { code: null, name: "内部公告", nameEn: "Internal Notices", sort: 4 },
];

// ---------------------------------------------------------------------------
// Banners
// ---------------------------------------------------------------------------

const banners: DemoContent["banners"] = [
  {
    position: "index",
    title: { zh: "高活性乳铁蛋白，源自天然牛乳", en: "High-Activity Lactoferrin, Naturally from Milk" },
    subtitle: {
      zh: "纯度 ≥95%，全程低温工艺，为婴幼儿配方食品、膳食补充剂与功能食品提供稳定可靠的原料。",
      en: "Purity of 95% or more and a fully low-temperature process: a dependable ingredient for infant formula, dietary supplements and functional foods.",
    },
    image: "/demo/banner-1.svg",
    link: "/protein/",
    sort: 1,
  },
  {
    position: "index",
    title: { zh: "专业乳铁蛋白样品检测", en: "Professional Lactoferrin Sample Testing" },
    subtitle: {
      zh: "HPLC 含量、SDS-PAGE 纯度、铁饱和度、抑菌活性等 8 大检测项目，在线提交，进度可查，报告可追溯。",
      en: "Eight test items including HPLC content, SDS-PAGE purity, iron saturation and antibacterial activity. Submit online, track progress and receive traceable reports.",
    },
    image: "/demo/banner-2.svg",
    link: "/testingServices/",
    sort: 2,
  },
  {
    position: "index",
    title: { zh: "从牧场到实验室，每一步都可追溯", en: "Traceable at Every Step, from Farm to Lab" },
    subtitle: {
      zh: "走进安乳生物的生产基地、质量体系与研发团队。",
      en: "Discover our production site, quality system and research team.",
    },
    image: "/demo/banner-3.svg",
    link: "/about/",
    sort: 3,
  },
  {
    position: "about",
    title: { zh: "关于安乳生物", en: "About Anru Biotech" },
    subtitle: {
      zh: "专注乳源功能蛋白的分离纯化与检测，让每一克乳铁蛋白都保持天然活性。",
      en: "Focused on isolating, purifying and testing milk-derived functional proteins, so every gram of lactoferrin keeps its natural activity.",
    },
    image: "/demo/banner-3.svg",
    link: "",
    sort: 1,
  },
  {
    position: "protein",
    title: { zh: "高活性牛乳铁蛋白", en: "High-Activity Bovine Lactoferrin" },
    subtitle: {
      zh: "阳离子交换层析与膜分离联用，全程低温，批批附检测报告。",
      en: "Cation-exchange chromatography combined with membrane separation, processed at low temperature throughout, with a test report for every batch.",
    },
    image: "/demo/banner-1.svg",
    link: "",
    sort: 1,
  },
  {
    position: "testingServices",
    title: { zh: "乳铁蛋白样品检测服务", en: "Lactoferrin Sample Testing Services" },
    subtitle: {
      zh: "面向原料企业、食品企业与科研机构，提供准确、及时、保密的第三方检测数据。",
      en: "Accurate, timely and confidential test data for ingredient suppliers, food manufacturers and research institutions.",
    },
    image: "/demo/banner-2.svg",
    link: "",
    sort: 1,
  },
];

// ---------------------------------------------------------------------------
// Columns (page titles, meta descriptions and SEO keywords)
// ---------------------------------------------------------------------------

const columns: DemoContent["columns"] = [
  {
    code: "index",
    title: { zh: "首页", en: "Home" },
    description: {
      zh: "安乳生物专注高活性牛乳铁蛋白原料的生产与乳铁蛋白样品检测服务，产品纯度 ≥95%，全程低温工艺，批批可追溯。",
      en: "Anru Biotech produces high-activity bovine lactoferrin with 95%+ purity using a fully low-temperature process, and offers lactoferrin sample testing services.",
    },
    keyword: {
      zh: "乳铁蛋白,牛乳铁蛋白,高活性乳铁蛋白,乳铁蛋白原料,乳铁蛋白检测,安乳生物",
      en: "lactoferrin,bovine lactoferrin,high-activity lactoferrin,lactoferrin ingredient,lactoferrin testing,Anru Biotech",
    },
    image: "/demo/banner-1.svg",
  },
  {
    code: "about",
    title: { zh: "关于我们", en: "About Us" },
    description: {
      zh: "了解安乳生物科技（江苏）有限公司的发展历程、生产基地、质量管理体系与研发检测能力。",
      en: "Learn about Anru Biotech (Jiangsu) Co., Ltd.: our history, production site, quality management system and R&D and testing capabilities.",
    },
    keyword: {
      zh: "安乳生物,公司简介,乳铁蛋白生产基地,质量管理体系,乳蛋白研发",
      en: "Anru Biotech,company profile,lactoferrin production site,quality management system,milk protein R&D",
    },
    image: "/demo/banner-3.svg",
  },
  {
    code: "protein",
    title: { zh: "产品介绍", en: "Products" },
    description: {
      zh: "安乳生物高活性牛乳铁蛋白：纯度 ≥95%，铁饱和度可控，适用于婴幼儿配方食品、膳食补充剂、功能食品与化妆品。",
      en: "Anru high-activity bovine lactoferrin: 95%+ purity and controlled iron saturation, suitable for infant formula, dietary supplements, functional foods and cosmetics.",
    },
    keyword: {
      zh: "乳铁蛋白粉,牛乳铁蛋白原料,乳铁蛋白纯度,铁饱和度,乳铁蛋白应用,乳铁蛋白规格",
      en: "lactoferrin powder,bovine lactoferrin ingredient,lactoferrin purity,iron saturation,lactoferrin applications,lactoferrin specification",
    },
    image: "/demo/banner-1.svg",
  },
  {
    code: "testingServices",
    title: { zh: "检测服务", en: "Testing Services" },
    description: {
      zh: "提供乳铁蛋白含量（HPLC）、纯度（SDS-PAGE）、铁饱和度、抑菌活性、蛋白质、水分、灰分与微生物等检测，在线送检，报告可追溯。",
      en: "Testing for lactoferrin content (HPLC), purity (SDS-PAGE), iron saturation, antibacterial activity, protein, moisture, ash and microbiology, with online submission and traceable reports.",
    },
    keyword: {
      zh: "乳铁蛋白检测,乳铁蛋白含量测定,HPLC,SDS-PAGE,铁饱和度,抑菌活性,样品送检",
      en: "lactoferrin testing,lactoferrin content,HPLC,SDS-PAGE,iron saturation,antibacterial activity,sample submission",
    },
    image: "/demo/banner-2.svg",
  },
  {
    code: "contact",
    title: { zh: "联系我们", en: "Contact Us" },
    description: {
      zh: "联系安乳生物，获取乳铁蛋白产品规格书、报价、样品或检测服务咨询。",
      en: "Contact Anru Biotech for lactoferrin specifications, quotations, product samples or testing enquiries.",
    },
    keyword: {
      zh: "联系安乳生物,乳铁蛋白报价,乳铁蛋白样品申请,检测咨询,客服电话",
      en: "contact Anru Biotech,lactoferrin quotation,lactoferrin sample request,testing enquiry,customer service",
    },
    image: "/demo/banner-7.svg",
  },
  {
    code: "consult",
    title: { zh: "新闻资讯", en: "News" },
    description: {
      zh: "安乳生物公司新闻、乳铁蛋白行业动态与科普知识，帮助您了解乳铁蛋白的科学与应用。",
      en: "Company news, lactoferrin industry updates and science articles from Anru Biotech, explaining the science and applications of lactoferrin.",
    },
    keyword: {
      zh: "乳铁蛋白新闻,乳铁蛋白行业动态,乳铁蛋白科普,安乳生物新闻",
      en: "lactoferrin news,lactoferrin industry,lactoferrin science,Anru Biotech news",
    },
    image: "/demo/banner-8.svg",
  },
];

// ---------------------------------------------------------------------------
// News (chronological; each item has its own cover, /demo/news-1.svg … /demo/news-19.svg except news-5)
// ---------------------------------------------------------------------------

const news: DemoContent["news"] = [
  {
    classCode: "science",
    title: {
      zh: "什么是乳铁蛋白？一文读懂乳汁中的“红色蛋白”",
      en: "What Is Lactoferrin? A Primer on Milk's “Red Protein”",
    },
    summary: {
      zh: "乳铁蛋白是一种天然存在于乳汁中的铁结合糖蛋白。本文从结构、来源和工业制备三个角度，带您快速认识这一功能性乳蛋白。",
      en: "Lactoferrin is an iron-binding glycoprotein found naturally in milk. This primer looks at its structure, its sources and how it is produced industrially.",
    },
    content: {
      zh: html(
        "<p>乳铁蛋白（Lactoferrin，简称 LF）属于转铁蛋白家族，分子量约 80 kDa，由一条约 690 个氨基酸的多肽链折叠成结构相似的 N 叶和 C 叶两个球状区域。每个叶都能可逆地结合一个三价铁离子，乳铁蛋白也因此得名。</p>",
        "<h2>它存在于哪里？</h2>",
        "<p>乳铁蛋白广泛存在于哺乳动物的乳汁以及泪液、唾液等外分泌液中，其中初乳含量最高。人乳中的乳铁蛋白含量明显高于牛乳，而常乳中的含量通常只有每升几十到数百毫克，因此从牛乳中规模化获得高纯度乳铁蛋白，需要专门的分离纯化工艺。</p>",
        "<h2>为什么乳铁蛋白粉呈淡粉色？</h2>",
        "<p>乳铁蛋白的颜色与其结合铁的多少有关：几乎不含铁的脱铁型（apo-LF）接近白色，铁饱和型（holo-LF）则呈鲑红色。商品牛乳铁蛋白的铁饱和度一般在 10%–20% 左右，所以粉末多呈淡粉色至浅橙红色。颜色本身并不代表品质优劣，但批次间颜色明显不同，往往提示铁饱和度存在差异。</p>",
        "<h2>工业上如何获得？</h2>",
        "<p>牛乳铁蛋白的等电点较高（约 8–9），在中性条件下带正电荷，而乳中大多数蛋白质带负电荷。利用这一差异，工业上通常以脱脂乳或乳清为原料，通过<strong>阳离子交换层析</strong>选择性吸附乳铁蛋白，再经洗脱、超滤浓缩、脱盐和低温干燥得到成品。整个过程都需要严格控制温度，以保持其天然构象与生物活性。</p>",
      ),
      en: html(
        "<p>Lactoferrin (LF) belongs to the transferrin family. It has a molecular weight of about 80 kDa and consists of a single polypeptide chain of roughly 690 amino acids, folded into two similar globular halves known as the N-lobe and the C-lobe. Each lobe can reversibly bind one ferric iron ion, which is where the name comes from.</p>",
        "<h2>Where is it found?</h2>",
        "<p>Lactoferrin occurs in the milk of mammals and in other secretions such as tears and saliva, with the highest levels in colostrum. Human milk contains considerably more lactoferrin than cow's milk; mature bovine milk usually holds only tens to a few hundred milligrams per litre. Producing high-purity lactoferrin from cow's milk at scale therefore requires a dedicated separation and purification process.</p>",
        "<h2>Why is lactoferrin powder pale pink?</h2>",
        "<p>The colour depends on how much iron the protein carries. Iron-free apo-lactoferrin is almost white, while fully iron-saturated holo-lactoferrin is salmon red. Commercial bovine lactoferrin typically has an iron saturation of around 10–20%, so the powder ranges from pale pink to light orange-red. Colour is not a quality grade in itself, but a clear colour difference between batches usually points to a difference in iron saturation.</p>",
        "<h2>How is it produced?</h2>",
        "<p>Bovine lactoferrin has a high isoelectric point (about 8 to 9), so it carries a positive charge at neutral pH, whereas most other milk proteins are negatively charged. Manufacturers exploit this difference: skim milk or whey is passed through a <strong>cation-exchange column</strong> that selectively captures lactoferrin, which is then eluted, concentrated by ultrafiltration, desalted and dried at low temperature. Temperature must be tightly controlled throughout to preserve the protein's native structure and biological activity.</p>",
      ),
    },
    cover: "/demo/news-3.svg",
    publishTime: "2025-01-16T02:00:00.000Z",
  },
  {
    classCode: "industry",
    title: {
      zh: "婴配粉新国标实施两年：乳铁蛋白应用趋势观察",
      en: "Two Years into China's New Infant Formula Standards: Trends in Lactoferrin Use",
    },
    summary: {
      zh: "婴幼儿配方食品系列新国标实施两年来，乳铁蛋白在配方中的应用更受关注，行业讨论的重点也从“是否添加”转向“实际含量与活性”。",
      en: "Two years after China's revised infant formula standards took effect, lactoferrin is attracting more attention, and the discussion has shifted from whether it is added to how much active lactoferrin the product actually contains.",
    },
    content: {
      zh: html(
        "<p>2023 年 2 月，婴幼儿配方食品系列食品安全国家标准（GB 10765-2021、GB 10766-2021、GB 10767-2021）正式实施。两年来，配方注册与产品升级持续推进，乳铁蛋白作为一种可选择性添加的乳源功能成分，受到越来越多品牌的关注。</p>",
        "<h2>关注点从“添加”转向“含量与活性”</h2>",
        "<p>从我们与客户的交流来看，配方企业对乳铁蛋白原料的要求正在细化：除了纯度和蛋白质含量，越来越多的企业开始关注原料的铁饱和度、热处理历史以及在终产品中的实际保留量。这也意味着，原料供应商需要提供更完整的检测数据，而不仅仅是一张合格证明。</p>",
        "<h2>标准依据要读原文</h2>",
        "<p>作为食品营养强化剂，乳铁蛋白的质量规格可参考 GB 1903.17《食品安全国家标准 食品营养强化剂 乳铁蛋白》，其使用范围与使用量则应遵循 GB 14880 以及国家卫生健康委员会的相关公告。不同标准版本和公告之间可能存在更新，具体限值与要求请以现行有效的标准原文为准。</p>",
        "<h2>我们的观察</h2>",
        "<ul><li>原料选择更看重批次一致性与可追溯性；</li><li>终产品中乳铁蛋白的检测需求明显增加，对检测方法的专属性提出了更高要求；</li><li>低温工艺、减少热损伤成为原料与配方工艺共同关注的话题。</li></ul>",
        "<p>安乳生物将继续以稳定的原料品质和透明的检测数据，支持配方企业的产品开发与合规工作。</p>",
      ),
      en: html(
        "<p>In February 2023 China's revised national food safety standards for infant and young child formula (GB 10765-2021, GB 10766-2021 and GB 10767-2021) came into force. Over the two years since, formula registration and product upgrades have moved steadily forward, and lactoferrin, an optional milk-derived functional ingredient, has drawn growing interest from brands.</p>",
        "<h2>From “is it added?” to “how much, and how active?”</h2>",
        "<p>Our conversations with customers show that formula manufacturers now set more detailed requirements for lactoferrin. Beyond purity and protein content, more of them ask about iron saturation, the heat history of the ingredient and how much lactoferrin actually survives in the finished product. Ingredient suppliers are therefore expected to provide fuller test data rather than a simple certificate of conformity.</p>",
        "<h2>Always read the standards themselves</h2>",
        "<p>As a nutritional fortifier, lactoferrin's quality specifications are set out in GB 1903.17, the national food safety standard for lactoferrin as a food nutritional fortifier, while its permitted uses and levels follow GB 14880 and the relevant announcements of the National Health Commission. Standards and announcements are revised from time to time, so always check the current official text for exact limits and requirements.</p>",
        "<h2>What we are seeing</h2>",
        "<ul><li>Ingredient selection puts more weight on batch-to-batch consistency and traceability.</li><li>Demand for lactoferrin testing in finished products has risen markedly, calling for more specific analytical methods.</li><li>Low-temperature processing and reducing heat damage have become shared concerns for ingredient makers and formulators alike.</li></ul>",
        "<p>Anru Biotech will continue to support formula development and compliance work with consistent ingredient quality and transparent test data.</p>",
      ),
    },
    cover: "/demo/news-7.svg",
    publishTime: "2025-02-20T02:00:00.000Z",
  },
  {
    classCode: "company",
    title: {
      zh: "安乳生物低温乳铁蛋白生产线正式投产",
      en: "Anru Biotech Commissions Its Low-Temperature Lactoferrin Production Line",
    },
    summary: {
      zh: "位于南通海门生产基地的乳铁蛋白生产线完成试生产并正式投产，设计年产能 60 吨，全流程物料温度控制在 45 ℃ 以下。",
      en: "The lactoferrin line at our Haimen, Nantong site has completed trial runs and entered full production, with a design capacity of 60 tonnes a year and product temperatures held below 45 °C throughout.",
    },
    content: {
      zh: html(
        "<p>3 月 18 日，安乳生物位于江苏南通海门生产基地的高活性乳铁蛋白生产线举行投产仪式。经过三个月的设备调试与连续试生产，该生产线各项工艺参数稳定，产品质量指标全部达到内控标准，正式进入商业化生产阶段。</p>",
        "<h2>为保护活性而设计</h2>",
        "<p>新生产线采用“阳离子交换层析 + 超滤/纳滤膜分离 + 冷冻干燥”的工艺路线。从原料乳清进入车间到成品包装，全流程物料温度控制在 45 ℃ 以下，最大程度减少热处理对乳铁蛋白天然构象的影响。</p>",
        "<ul><li><strong>设计产能：</strong>年产高纯度乳铁蛋白 60 吨；</li><li><strong>过程控制：</strong>DCS 集散控制系统，关键温度、压力、电导率实时记录；</li><li><strong>洁净环境：</strong>干燥与包装工序位于 D 级洁净区；</li><li><strong>在线检测：</strong>每个批次同步留样，由自有实验室完成放行检测。</li></ul>",
        "<h2>下一步</h2>",
        "<p>公司总经理在仪式上表示，新产线的投产使安乳生物具备了从原料到检测的完整服务能力。接下来，公司将推进质量管理体系审核，并逐步向国内外客户开放样品申请。</p>",
      ),
      en: html(
        "<p>On 18 March Anru Biotech held a commissioning ceremony for its high-activity lactoferrin production line at the Haimen site in Nantong, Jiangsu. After three months of equipment tuning and continuous trial runs, all process parameters were stable and every quality indicator met our internal specifications, and the line has now moved into commercial production.</p>",
        "<h2>Designed to protect activity</h2>",
        "<p>The new line combines cation-exchange chromatography, ultrafiltration and nanofiltration membranes, and freeze-drying. From the moment whey enters the plant to final packing, product temperature stays below 45 °C, minimising the effect of heat on lactoferrin's native structure.</p>",
        "<ul><li><strong>Design capacity:</strong> 60 tonnes of high-purity lactoferrin per year.</li><li><strong>Process control:</strong> a distributed control system (DCS) logs key temperatures, pressures and conductivity in real time.</li><li><strong>Clean environment:</strong> drying and packing take place in a Grade D clean area.</li><li><strong>Release testing:</strong> every batch is sampled and released by our in-house laboratory.</li></ul>",
        "<h2>Next steps</h2>",
        "<p>Speaking at the ceremony, our general manager said the new line gives Anru Biotech a complete capability from ingredient production to testing. The company will now proceed with quality management system audits and gradually open sample requests to customers in China and abroad.</p>",
      ),
    },
    cover: "/demo/news-1.svg",
    publishTime: "2025-03-18T02:00:00.000Z",
  },
  {
    classCode: "science",
    title: {
      zh: "铁结合与抑菌活性：乳铁蛋白是如何“工作”的？",
      en: "Iron Binding and Antibacterial Activity: How Does Lactoferrin Work?",
    },
    summary: {
      zh: "乳铁蛋白最受关注的两项特性是铁结合能力和抑菌活性。本文梳理实验室研究中提出的几种主要作用机制。",
      en: "Lactoferrin is best known for its iron-binding capacity and its antibacterial activity. This article summarises the main mechanisms proposed in laboratory research.",
    },
    content: {
      zh: html(
        "<p>乳铁蛋白的很多特性都与“铁”有关。它对三价铁离子具有很高的亲和力，并且在较低 pH 下仍能保持结合，这一点明显不同于血液中的转铁蛋白。理解铁结合，是理解乳铁蛋白抑菌活性的起点。</p>",
        "<h2>机制一：夺走细菌需要的铁</h2>",
        "<p>铁是大多数细菌生长繁殖所必需的元素。脱铁或低铁饱和度的乳铁蛋白能够与环境中的游离铁结合，使细菌难以获得铁，从而在体外实验中表现出<strong>抑菌</strong>（抑制生长）作用。这也是为什么铁饱和度是评价乳铁蛋白原料的重要指标之一。</p>",
        "<h2>机制二：与细菌表面直接作用</h2>",
        "<p>乳铁蛋白的 N 端区域富含带正电荷的氨基酸，可与革兰氏阴性菌外膜上的脂多糖等带负电荷的结构相互作用，影响细胞膜的完整性。这一作用与铁无关，在部分实验中表现为<strong>杀菌</strong>效果。</p>",
        "<h2>机制三：活性肽</h2>",
        "<p>乳铁蛋白经胃蛋白酶水解后可释放出乳铁蛋白肽（lactoferricin）等片段，这些多肽在体外研究中同样显示出抗菌活性。</p>",
        "<p><em>说明：</em>以上内容概述的是实验室研究中提出的作用机制，用于帮助理解原料特性与检测指标的意义，不构成任何产品功效或健康声称。</p>",
      ),
      en: html(
        "<p>Many of lactoferrin's properties come back to iron. It binds ferric iron with very high affinity and keeps hold of it even at fairly low pH, which sets it apart from transferrin in the blood. Understanding iron binding is the starting point for understanding its antibacterial activity.</p>",
        "<h2>Mechanism 1: withholding iron from bacteria</h2>",
        "<p>Most bacteria need iron to grow and multiply. Iron-free or low-saturation lactoferrin binds free iron in its surroundings and makes it unavailable to bacteria, which in laboratory tests shows up as a <strong>bacteriostatic</strong> (growth-inhibiting) effect. This is one reason iron saturation is a key quality indicator for lactoferrin ingredients.</p>",
        "<h2>Mechanism 2: direct action on the bacterial surface</h2>",
        "<p>The N-terminal region of lactoferrin is rich in positively charged amino acids. It can interact with negatively charged structures such as lipopolysaccharide on the outer membrane of Gram-negative bacteria and disturb membrane integrity. This action is independent of iron and in some experiments appears as a <strong>bactericidal</strong> effect.</p>",
        "<h2>Mechanism 3: active peptides</h2>",
        "<p>When lactoferrin is digested by pepsin it releases fragments such as lactoferricin, peptides that have also shown antibacterial activity in vitro.</p>",
        "<p><em>Note:</em> this article summarises mechanisms proposed in laboratory research to help explain ingredient properties and the meaning of test parameters. It does not constitute any product efficacy or health claim.</p>",
      ),
    },
    cover: "/demo/news-8.svg",
    publishTime: "2025-04-22T02:30:00.000Z",
  },
  {
    classCode: "company",
    title: {
      zh: "安乳生物亮相 2025 欧洲 Vitafoods 营养保健品展",
      en: "Anru Biotech Exhibits at Vitafoods Europe 2025",
    },
    summary: {
      zh: "安乳生物首次携高活性乳铁蛋白参加欧洲 Vitafoods 展，与来自二十多个国家和地区的客户围绕原料规格与应用开发展开交流。",
      en: "Anru Biotech made its debut at Vitafoods Europe with its high-activity lactoferrin, meeting visitors from more than twenty countries and regions to discuss specifications and applications.",
    },
    content: {
      zh: html(
        "<p>5 月下旬，2025 欧洲 Vitafoods 营养保健品展如期举行。安乳生物首次以独立展位参展，集中展示了高活性牛乳铁蛋白原料及配套检测服务。</p>",
        "<h2>展位亮点</h2>",
        "<ul><li>展出标准级与低铁饱和度两种规格的乳铁蛋白样品，并附完整批次检测报告；</li><li>现场展示从原料到成品的工艺流程图与关键质量控制点；</li><li>技术团队为来访客户解读 HPLC 含量、SDS-PAGE 纯度与铁饱和度等指标的含义。</li></ul>",
        "<p>三天展期内，展位共接待来自欧洲、东南亚、中东及大洋洲等二十多个国家和地区的访客。膳食补充剂企业最关心原料在片剂、胶囊中的稳定性，而婴配粉企业则更关注批次一致性与可追溯文件。</p>",
        "<p>展会结束后，销售与技术团队已对现场收集的需求逐一跟进，并为有意向的客户安排寄送评估样品。</p>",
      ),
      en: html(
        "<p>Vitafoods Europe 2025 took place in late May, and Anru Biotech attended with its own stand for the first time, presenting its high-activity bovine lactoferrin together with its testing services.</p>",
        "<h2>Stand highlights</h2>",
        "<ul><li>Samples of our standard grade and low-iron-saturation grade, each with a full batch test report.</li><li>A process flow chart from raw material to finished product, with the key quality control points marked.</li><li>Our technical team explained what HPLC content, SDS-PAGE purity and iron saturation mean in practice.</li></ul>",
        "<p>Over the three days the stand welcomed visitors from more than twenty countries and regions across Europe, Southeast Asia, the Middle East and Oceania. Supplement makers were most interested in stability in tablets and capsules, while infant formula producers focused on batch consistency and traceability documents.</p>",
        "<p>Since the show, our sales and technical teams have followed up on every enquiry, and evaluation samples are on their way to interested customers.</p>",
      ),
    },
    cover: "/demo/news-9.svg",
    publishTime: "2025-05-28T03:00:00.000Z",
  },
  {
    classCode: "industry",
    title: {
      zh: "全球乳铁蛋白供应观察：产能扩张与质量分化并存",
      en: "Global Lactoferrin Supply: Expanding Capacity, Diverging Quality",
    },
    summary: {
      zh: "近年来乳铁蛋白产能持续扩张，供应紧张有所缓解，但不同来源原料在纯度、铁饱和度和活性上的差异也更加明显。",
      en: "Lactoferrin capacity has kept growing and supply has eased, but differences in purity, iron saturation and activity between sources have become more visible.",
    },
    content: {
      zh: html(
        "<p>由于牛乳中乳铁蛋白含量很低，每生产 1 千克乳铁蛋白通常需要处理数吨至十余吨乳清或脱脂乳。长期以来，乳铁蛋白的供应集中在少数乳品加工规模大、乳清资源丰富的地区，价格也曾随需求变化出现明显波动。</p>",
        "<h2>产能扩张，供应趋于平衡</h2>",
        "<p>近几年，大洋洲、欧洲以及国内多家企业相继新建或扩建乳铁蛋白生产线，市场供应整体趋于宽松。对采购方而言，可选择的供应商更多了，但这也让“如何比较不同来源原料”成为新的课题。</p>",
        "<h2>质量差异更值得关注</h2>",
        "<p>不同工艺路线得到的乳铁蛋白，在纯度、铁饱和度、热损伤程度以及微生物指标上可能存在明显差异。仅凭“蛋白质含量”或“纯度”单一指标，很难全面评价原料质量。我们建议采购方至少综合以下几项数据进行比较：</p>",
        "<ul><li>HPLC 测定的乳铁蛋白含量与 SDS-PAGE 纯度；</li><li>铁含量及计算得到的铁饱和度；</li><li>抑菌活性等反映生物活性的指标；</li><li>水分、灰分与微生物等常规指标。</li></ul>",
        "<p>在供应充足的市场环境下，以数据说话、以活性为核心，将成为乳铁蛋白原料竞争的关键。</p>",
      ),
      en: html(
        "<p>Because cow's milk contains so little lactoferrin, producing one kilogram usually means processing several tonnes, sometimes more than ten tonnes, of whey or skim milk. For years supply was concentrated in a few regions with large dairy processing industries and plentiful whey, and prices swung noticeably with demand.</p>",
        "<h2>More capacity, more balanced supply</h2>",
        "<p>In recent years producers in Oceania, Europe and China have built or expanded lactoferrin lines, and the market as a whole has become less tight. Buyers now have more suppliers to choose from, which raises a new question: how to compare ingredients from different sources.</p>",
        "<h2>Quality differences matter more</h2>",
        "<p>Lactoferrin made by different processes can differ markedly in purity, iron saturation, degree of heat damage and microbiological quality. A single figure such as protein content or purity cannot capture overall quality. We recommend that buyers compare at least the following:</p>",
        "<ul><li>lactoferrin content by HPLC and purity by SDS-PAGE;</li><li>iron content and the resulting iron saturation;</li><li>indicators of biological activity, such as antibacterial activity;</li><li>routine parameters such as moisture, ash and microbiology.</li></ul>",
        "<p>With supply now plentiful, data-driven comparison centred on biological activity will be what sets lactoferrin ingredients apart.</p>",
      ),
    },
    cover: "/demo/news-2.svg",
    publishTime: "2025-06-12T02:00:00.000Z",
  },
  {
    classCode: "science",
    title: {
      zh: "HPLC 如何测定乳铁蛋白含量？",
      en: "How Does HPLC Measure Lactoferrin Content?",
    },
    summary: {
      zh: "高效液相色谱法（HPLC）是测定乳铁蛋白含量的常用方法。本文介绍其基本原理、样品前处理与结果解读要点。",
      en: "High-performance liquid chromatography (HPLC) is a widely used method for measuring lactoferrin content. Here we explain the principle, the sample preparation and how to read the result.",
    },
    content: {
      zh: html(
        "<p>凯氏定氮法测得的是样品中的总蛋白质，无法区分乳铁蛋白与其他乳蛋白。要准确回答“样品里到底有多少乳铁蛋白”，就需要一种能把乳铁蛋白单独分离出来再定量的方法，高效液相色谱法（HPLC）正是其中最常用的一种。</p>",
        "<h2>基本原理</h2>",
        "<p>样品溶液经色谱柱分离后，不同蛋白质在不同时间流出。常用的色谱模式包括反相色谱和肝素亲和色谱等。乳铁蛋白在特定保留时间出峰，检测器在 280 nm 附近记录紫外吸收，峰面积与乳铁蛋白的量成正比。</p>",
        "<h2>检测流程</h2>",
        "<ol><li><strong>样品前处理：</strong>称取样品，用缓冲液溶解，必要时离心，经 0.45 μm 滤膜过滤；</li><li><strong>标准曲线：</strong>用乳铁蛋白标准品配制系列浓度溶液，建立峰面积与浓度的线性关系；</li><li><strong>进样分析：</strong>样品与质控样同批次进样；</li><li><strong>计算结果：</strong>以外标法计算乳铁蛋白含量，通常以 g/100 g 或以干基计的百分比报告。</li></ol>",
        "<h2>读结果时要注意什么？</h2>",
        "<p>HPLC 测得的是色谱条件下可被识别为乳铁蛋白的部分。严重变性或聚集的乳铁蛋白可能出现峰形变化或回收率下降，因此 HPLC 含量与凯氏定氮蛋白质含量之间的差异，也能在一定程度上反映原料的加工状态。对于终产品等复杂基质，还需要针对基质进行方法验证。</p>",
      ),
      en: html(
        "<p>The Kjeldahl method measures total protein and cannot tell lactoferrin apart from other milk proteins. To answer the question “how much lactoferrin is really in this sample?”, you need a method that separates lactoferrin first and then quantifies it. High-performance liquid chromatography (HPLC) is the most common choice.</p>",
        "<h2>The principle</h2>",
        "<p>As the sample solution passes through the column, different proteins elute at different times. Common separation modes include reversed-phase and heparin-affinity chromatography. Lactoferrin elutes at a characteristic retention time, the detector records UV absorbance at around 280 nm, and the peak area is proportional to the amount of lactoferrin.</p>",
        "<h2>The workflow</h2>",
        "<ol><li><strong>Sample preparation:</strong> weigh the sample, dissolve it in buffer, centrifuge if needed and filter through a 0.45 μm membrane.</li><li><strong>Calibration:</strong> prepare a series of lactoferrin reference standard solutions and establish a linear relationship between peak area and concentration.</li><li><strong>Analysis:</strong> inject the samples together with quality control samples in the same run.</li><li><strong>Calculation:</strong> calculate the content by external standard and report it as g/100 g or as a percentage on a dry basis.</li></ol>",
        "<h2>What to keep in mind</h2>",
        "<p>HPLC measures the portion of the sample that the chromatographic system recognises as lactoferrin. Heavily denatured or aggregated lactoferrin may show distorted peaks or lower recovery, so the gap between HPLC content and Kjeldahl protein can also hint at how an ingredient has been processed. For complex matrices such as finished products, the method must be validated for that matrix.</p>",
      ),
    },
    cover: "/demo/news-4.svg",
    publishTime: "2025-07-15T02:00:00.000Z",
  },
  {
    classCode: "industry",
    title: {
      zh: "从胶囊到软糖：乳铁蛋白在膳食补充剂中的应用新趋势",
      en: "From Capsules to Gummies: New Trends for Lactoferrin in Dietary Supplements",
    },
    summary: {
      zh: "膳食补充剂正成为乳铁蛋白增长最快的应用领域之一，剂型创新也对原料的稳定性与加工适应性提出了新要求。",
      en: "Dietary supplements are one of the fastest-growing uses for lactoferrin, and new dosage forms are placing new demands on ingredient stability and processability.",
    },
    content: {
      zh: html(
        "<p>过去，乳铁蛋白在膳食补充剂中多以胶囊、片剂和粉剂形式出现。随着消费者对口感和便利性的要求提高，咀嚼片、软糖、固体饮料等新剂型不断涌现，乳铁蛋白的应用场景也随之拓宽。</p>",
        "<h2>不同剂型的工艺挑战</h2>",
        "<ul><li><strong>片剂：</strong>压片过程中的压力和摩擦热可能影响蛋白结构，需要关注辅料选择和压片参数；</li><li><strong>软糖：</strong>熬煮和浇注温度较高，通常需要在降温阶段添加乳铁蛋白；</li><li><strong>固体饮料：</strong>需关注溶解性、与其他成分（如矿物质、维生素）的相互作用；</li><li><strong>液体产品：</strong>杀菌工艺是影响乳铁蛋白保留率的关键环节。</li></ul>",
        "<h2>用检测数据验证工艺</h2>",
        "<p>无论哪种剂型，最终都要回答同一个问题：成品中还保留了多少乳铁蛋白？我们建议在配方开发阶段，对原料、关键中间品和成品分别进行 HPLC 含量检测，并结合加速稳定性试验评估货架期内的变化。</p>",
        "<p>同时，膳食补充剂在不同国家和地区的监管框架差异较大，产品标签与宣传用语应遵循目标市场的法规要求。</p>",
      ),
      en: html(
        "<p>Lactoferrin supplements used to come mostly as capsules, tablets and powders. As consumers ask for better taste and convenience, chewable tablets, gummies and powdered drink mixes keep appearing, widening the range of lactoferrin applications.</p>",
        "<h2>Processing challenges by format</h2>",
        "<ul><li><strong>Tablets:</strong> compression pressure and frictional heat can affect protein structure, so excipients and press settings need attention.</li><li><strong>Gummies:</strong> cooking and depositing temperatures are high, so lactoferrin is usually added during the cooling stage.</li><li><strong>Powdered drinks:</strong> solubility and interactions with other ingredients such as minerals and vitamins must be considered.</li><li><strong>Liquids:</strong> the heat treatment step is the main factor in how much lactoferrin is retained.</li></ul>",
        "<h2>Verify the process with data</h2>",
        "<p>Whatever the format, the question is the same: how much lactoferrin is left in the finished product? During development we recommend measuring HPLC content in the ingredient, key intermediates and the finished product, and running accelerated stability studies to assess changes over shelf life.</p>",
        "<p>Regulatory frameworks for supplements vary widely between countries and regions, so labels and marketing wording must follow the rules of each target market.</p>",
      ),
    },
    cover: "/demo/news-10.svg",
    publishTime: "2025-08-19T02:00:00.000Z",
  },
  {
    classCode: "company",
    title: {
      zh: "安乳生物乳铁蛋白车间通过 GMP 现场审核",
      en: "Anru Biotech's Lactoferrin Plant Passes GMP Audit",
    },
    summary: {
      zh: "安乳生物乳铁蛋白生产车间顺利通过第三方审核机构依据 GMP 要求开展的现场审核，质量管理体系建设迈出重要一步。",
      en: "Our lactoferrin plant has passed an on-site audit conducted by a third-party body against GMP requirements, an important milestone for our quality management system.",
    },
    content: {
      zh: html(
        "<p>9 月上旬，第三方审核机构专家组对安乳生物乳铁蛋白生产车间进行了为期三天的现场审核。审核组依据良好生产规范（GMP）的要求，对厂区布局、洁净区管理、设备维护、人员培训、批生产记录和实验室管理等方面进行了全面检查。</p>",
        "<h2>审核要点</h2>",
        "<ul><li>人流、物流分离及洁净区压差与环境监测记录；</li><li>层析介质与膜组件的清洗、再生和验证；</li><li>关键工艺参数的偏差处理与变更控制；</li><li>检验方法验证、仪器校准与检测数据完整性。</li></ul>",
        "<p>经过现场检查与文件审阅，审核组认为车间的质量管理体系运行有效，未发现严重不符合项。对于审核中提出的 3 项一般改进建议，公司已制定整改计划并在规定期限内完成关闭。</p>",
        "<p>质量负责人表示，通过审核只是起点。公司将持续完善质量体系，并计划在下一阶段引入更多国际客户的供应商审核，为全球客户提供稳定可信的乳铁蛋白原料。</p>",
      ),
      en: html(
        "<p>In early September a team of auditors from a third-party body spent three days on site at our lactoferrin plant. Working against good manufacturing practice (GMP) requirements, they examined the site layout, clean-area management, equipment maintenance, staff training, batch records and laboratory management.</p>",
        "<h2>Focus areas</h2>",
        "<ul><li>Separation of personnel and material flows, and pressure-differential and environmental monitoring records in clean areas.</li><li>Cleaning, regeneration and validation of chromatography resins and membrane modules.</li><li>Deviation handling and change control for critical process parameters.</li><li>Method validation, instrument calibration and data integrity in the laboratory.</li></ul>",
        "<p>After the site inspection and document review, the auditors concluded that the plant's quality management system operates effectively, with no major non-conformities. We drew up corrective actions for the three minor improvement points raised and closed them within the agreed time.</p>",
        "<p>Our head of quality said passing the audit is a starting point. We will keep strengthening the quality system and plan to host more supplier audits by international customers, so that customers around the world can count on a consistent, trustworthy lactoferrin supply.</p>",
      ),
    },
    cover: "/demo/news-11.svg",
    publishTime: "2025-09-09T02:00:00.000Z",
  },
  {
    classCode: "science",
    title: {
      zh: "怕热的蛋白：乳铁蛋白的热敏感性与低温工艺",
      en: "A Heat-Sensitive Protein: Lactoferrin and Low-Temperature Processing",
    },
    summary: {
      zh: "乳铁蛋白对热较为敏感，加工温度直接影响其结构与活性。了解热变性规律，是选择原料和设计工艺的基础。",
      en: "Lactoferrin is relatively sensitive to heat, and processing temperature directly affects its structure and activity. Understanding heat denaturation is the basis for choosing ingredients and designing processes.",
    },
    content: {
      zh: html(
        "<p>与乳清中的许多其他蛋白相比，乳铁蛋白的热稳定性较差。当温度升高时，它的三维结构会逐渐展开并可能发生聚集，随之而来的是铁结合能力和抑菌活性的下降。</p>",
        "<h2>影响热稳定性的因素</h2>",
        "<ul><li><strong>温度与时间：</strong>温度越高、保持时间越长，变性程度越大；</li><li><strong>铁饱和度：</strong>通常铁饱和型乳铁蛋白比脱铁型更耐热；</li><li><strong>pH 与基质：</strong>溶液的 pH、离子强度以及共存的其他蛋白都会影响变性行为。</li></ul>",
        "<h2>常见加工环节的影响</h2>",
        "<table><thead><tr><th>加工环节</th><th>对乳铁蛋白的影响（定性）</th></tr></thead><tbody><tr><td>巴氏杀菌（低温长时或高温短时）</td><td>部分变性，保留率相对较高</td></tr><tr><td>超高温瞬时灭菌（UHT）</td><td>变性明显，活性损失较大</td></tr><tr><td>常规喷雾干燥</td><td>取决于进出风温度，存在一定热损伤</td></tr><tr><td>冷冻干燥</td><td>热损伤最小</td></tr></tbody></table>",
        "<p>需要说明的是，上表仅为定性比较。实际损失程度与具体的温度、时间、pH 及产品基质密切相关，应以实测数据为准。</p>",
        "<h2>安乳生物的做法</h2>",
        "<p>我们的生产线全流程将物料温度控制在 45 ℃ 以下，采用膜过滤除菌替代热杀菌，并以冷冻干燥完成脱水。同时，我们建议下游客户在配方工艺中尽量后置乳铁蛋白的添加环节，并通过 HPLC 检测验证成品中的实际保留量。</p>",
      ),
      en: html(
        "<p>Compared with many other whey proteins, lactoferrin is not very heat-stable. As temperature rises its three-dimensional structure gradually unfolds and may aggregate, and its iron-binding capacity and antibacterial activity decline accordingly.</p>",
        "<h2>What affects heat stability</h2>",
        "<ul><li><strong>Temperature and time:</strong> the higher the temperature and the longer the hold, the greater the denaturation.</li><li><strong>Iron saturation:</strong> iron-saturated lactoferrin is generally more heat-resistant than the iron-free form.</li><li><strong>pH and matrix:</strong> pH, ionic strength and other proteins present all influence denaturation behaviour.</li></ul>",
        "<h2>Effect of common processing steps</h2>",
        "<table><thead><tr><th>Processing step</th><th>Effect on lactoferrin (qualitative)</th></tr></thead><tbody><tr><td>Pasteurisation (LTLT or HTST)</td><td>Partial denaturation; relatively high retention</td></tr><tr><td>Ultra-high-temperature (UHT) treatment</td><td>Marked denaturation; substantial loss of activity</td></tr><tr><td>Conventional spray drying</td><td>Depends on inlet and outlet temperatures; some heat damage</td></tr><tr><td>Freeze-drying</td><td>Least heat damage</td></tr></tbody></table>",
        "<p>The table is only a qualitative comparison. Actual losses depend closely on the specific temperature, time, pH and product matrix, and should be confirmed by measurement.</p>",
        "<h2>Our approach</h2>",
        "<p>Our line keeps product temperature below 45 °C at every stage, uses membrane filtration instead of heat to reduce microbial load, and removes water by freeze-drying. We also advise customers to add lactoferrin as late as possible in their own processes and to confirm the amount retained in the finished product by HPLC.</p>",
      ),
    },
    cover: "/demo/news-12.svg",
    publishTime: "2025-10-21T02:00:00.000Z",
  },
  {
    classCode: "industry",
    title: {
      zh: "护肤品中的乳铁蛋白：原料特性与合规要点",
      en: "Lactoferrin in Skin Care: Ingredient Properties and Compliance Basics",
    },
    summary: {
      zh: "乳铁蛋白正逐渐出现在洁面、精华和口腔护理等产品中。化妆品企业在选用时应同时关注原料质量与目标市场的合规要求。",
      en: "Lactoferrin is increasingly found in cleansers, serums and oral care products. Cosmetic brands should consider both ingredient quality and the rules of their target markets.",
    },
    content: {
      zh: html(
        "<p>除了食品领域，乳铁蛋白也受到日化与个人护理行业的关注。其天然来源、蛋白质属性以及在体外研究中表现出的抑菌特性，使其成为洁面、精华、面膜以及牙膏、漱口水等产品的配方研究对象。</p>",
        "<h2>配方中的注意事项</h2>",
        "<ul><li><strong>添加温度：</strong>乳化工艺常需加热，乳铁蛋白宜在降温至 40 ℃ 以下后加入；</li><li><strong>pH 与配伍：</strong>乳铁蛋白带正电荷，可能与阴离子表面活性剂、部分增稠剂发生相互作用，需做配伍与稳定性试验；</li><li><strong>防腐体系：</strong>蛋白类原料会影响防腐挑战试验结果，应结合整体配方评估。</li></ul>",
        "<h2>合规要点</h2>",
        "<p>不同国家和地区对化妆品原料的管理方式不同。在中国，企业应核实所用原料是否符合化妆品原料管理的相关规定；在其他市场，也需确认原料的 INCI 名称及当地法规状态。产品宣称应有相应依据，不得暗示医疗作用。</p>",
        "<p>安乳生物可为化妆品客户提供原料规格书、检测报告及微生物数据，协助完成原料评估。</p>",
      ),
      en: html(
        "<p>Beyond food, lactoferrin is attracting interest from the personal care industry. Its natural origin, its nature as a protein and the antibacterial properties seen in laboratory studies have made it a subject of formulation work in cleansers, serums, masks, toothpaste and mouthwash.</p>",
        "<h2>Formulation points</h2>",
        "<ul><li><strong>Addition temperature:</strong> emulsification often involves heating, so add lactoferrin after the batch has cooled below 40 °C.</li><li><strong>pH and compatibility:</strong> lactoferrin is positively charged and may interact with anionic surfactants and some thickeners; run compatibility and stability tests.</li><li><strong>Preservation:</strong> protein ingredients can affect preservative challenge test results and should be assessed as part of the whole formula.</li></ul>",
        "<h2>Compliance basics</h2>",
        "<p>Countries and regions regulate cosmetic ingredients differently. In China, companies should verify that the ingredient meets the applicable rules on cosmetic raw materials; in other markets, confirm the INCI name and the local regulatory status. Product claims must be substantiated and must not imply any medical effect.</p>",
        "<p>Anru Biotech can provide cosmetic customers with specifications, test reports and microbiological data to support ingredient evaluation.</p>",
      ),
    },
    cover: "/demo/news-13.svg",
    publishTime: "2025-11-13T02:00:00.000Z",
  },
  {
    classCode: "company",
    title: {
      zh: "安乳生物在线样品送检服务正式上线",
      en: "Anru Biotech Launches Online Sample Testing Service",
    },
    summary: {
      zh: "客户现可通过官网在线提交乳铁蛋白样品检测申请，实时查看样品状态并下载电子报告，送检流程更透明、更高效。",
      en: "Customers can now submit lactoferrin testing requests on our website, follow their samples in real time and download electronic reports, making testing more transparent and efficient.",
    },
    content: {
      zh: html(
        "<p>1 月 15 日，安乳生物在线样品送检服务正式上线。此前，客户送检需要通过电话或邮件沟通、填写纸质委托单，信息往返耗时较长。新服务将委托、寄样、进度查询和报告下载整合到官网，实现送检全流程线上化。</p>",
        "<h2>主要功能</h2>",
        "<ul><li><strong>在线委托：</strong>登录后选择检测项目，填写样品信息，系统自动生成送检编号；</li><li><strong>进度查询：</strong>样品签收、开始检测、报告签发等节点实时更新，实验室签收前可修改样品信息或取消送检；</li><li><strong>电子报告：</strong>报告签发后可在个人中心下载，任何人都可凭送检编号和报告上的核验码核验真伪；</li><li><strong>数据对比：</strong>同一客户的多批次检测结果可在线对比，便于跟踪原料稳定性。</li></ul>",
        "<h2>可检测项目</h2>",
        '<p>首批开放的检测项目包括乳铁蛋白含量（HPLC）、纯度（SDS-PAGE）、铁饱和度、抑菌活性、蛋白质（凯氏定氮）、水分、灰分及微生物指标，常规项目检测周期为样品签收后 5–7 个工作日。详细说明请访问 <a href="/testingServices/">检测服务</a> 页面。</p>',
        "<p>为庆祝服务上线，首次使用在线送检的新客户可享受首单检测费用优惠，具体以客服确认为准。</p>",
      ),
      en: html(
        "<p>On 15 January Anru Biotech launched its online sample testing service. Until now, customers arranged testing by phone or email and filled in paper request forms, which meant a lot of back and forth. The new service brings requests, sample shipping, progress tracking and report downloads together on our website, so the whole process runs online.</p>",
        "<h2>Key features</h2>",
        "<ul><li><strong>Online requests:</strong> sign in, choose the tests, enter the sample details and receive a submission number automatically.</li><li><strong>Progress tracking:</strong> see in real time when the sample is received, when testing starts and when the report is issued; until the lab receives the sample you can still correct its details or cancel it.</li><li><strong>Electronic reports:</strong> download issued reports from your account; anyone can verify a report with its inspection number and the code printed on it.</li><li><strong>Data comparison:</strong> compare results across batches online to monitor ingredient consistency.</li></ul>",
        "<h2>Available tests</h2>",
        '<p>The first tests available online are lactoferrin content (HPLC), purity (SDS-PAGE), iron saturation, antibacterial activity, protein (Kjeldahl), moisture, ash and microbiology. Routine tests are completed within 5 to 7 working days of sample receipt. See the <a href="/testingServices/">Testing Services</a> page for details.</p>',
        "<p>To mark the launch, new customers placing their first online request receive a discount on their first order, subject to confirmation by our service team.</p>",
      ),
    },
    cover: "/demo/news-14.svg",
    publishTime: "2026-01-15T02:00:00.000Z",
  },
  {
    classCode: "science",
    title: {
      zh: "如何读懂一份乳铁蛋白检测报告？",
      en: "How to Read a Lactoferrin Test Report",
    },
    summary: {
      zh: "含量、纯度、铁饱和度……一份乳铁蛋白检测报告里的指标各自代表什么？本文逐项说明，并提示常见的理解误区。",
      en: "Content, purity, iron saturation: what does each figure on a lactoferrin test report mean? We go through them one by one and point out common misunderstandings.",
    },
    content: {
      zh: html(
        "<p>拿到检测报告后，很多客户最先看“是否合格”。但要真正用好检测数据，还需要理解每个指标的含义及其相互关系。</p>",
        "<h2>含量与纯度不是一回事</h2>",
        "<p><strong>乳铁蛋白含量（HPLC）</strong>表示每 100 g 样品中乳铁蛋白的质量；<strong>纯度（SDS-PAGE）</strong>则表示在样品的蛋白质组分中，乳铁蛋白条带所占的比例。一个样品可能纯度很高，但由于水分或灰分偏高，含量反而不高。因此两项指标应结合起来看。</p>",
        "<h2>铁饱和度怎么算？</h2>",
        "<p>每个乳铁蛋白分子最多可结合 2 个铁离子，按分子量约 80 kDa 计算，完全饱和时每克乳铁蛋白约含 1.4 mg 铁。铁饱和度 = 实测铁含量 ÷ 理论最大结合量 × 100%。商品牛乳铁蛋白通常在 10%–20% 左右，具体要求应根据应用场景与客户规格确定。</p>",
        "<h2>常见误区</h2>",
        "<ul><li><strong>“蛋白质含量高就是乳铁蛋白含量高”：</strong>凯氏定氮测的是总蛋白，不能替代 HPLC；</li><li><strong>“颜色越红越好”：</strong>颜色反映铁饱和度，并非质量等级；</li><li><strong>“一份报告代表所有批次”：</strong>检测结果仅对所检样品负责，批次稳定性需要多批数据支撑。</li></ul>",
        "<p>如果对报告中的数据有疑问，欢迎联系我们的技术支持团队，我们将为您逐项解读。</p>",
      ),
      en: html(
        "<p>When a test report arrives, many customers look first at whether the sample passed. To get real value from the data, though, it helps to understand what each parameter means and how they relate to one another.</p>",
        "<h2>Content and purity are not the same</h2>",
        "<p><strong>Lactoferrin content (HPLC)</strong> is the mass of lactoferrin per 100 g of sample. <strong>Purity (SDS-PAGE)</strong> is the share of the lactoferrin band among the protein components of the sample. A sample can have high purity yet modest content if its moisture or ash is high, so the two should always be read together.</p>",
        "<h2>How is iron saturation calculated?</h2>",
        "<p>Each lactoferrin molecule can bind at most two iron ions. With a molecular weight of about 80 kDa, fully saturated lactoferrin contains roughly 1.4 mg of iron per gram. Iron saturation = measured iron content ÷ theoretical maximum × 100%. Commercial bovine lactoferrin is typically around 10–20%; the right target depends on the application and the customer's specification.</p>",
        "<h2>Common misunderstandings</h2>",
        "<ul><li><strong>“High protein means high lactoferrin.”</strong> Kjeldahl measures total protein and cannot replace HPLC.</li><li><strong>“The redder, the better.”</strong> Colour reflects iron saturation, not a quality grade.</li><li><strong>“One report covers every batch.”</strong> Results relate only to the sample tested; batch consistency needs data from several batches.</li></ul>",
        "<p>If you have questions about any figure in your report, our technical support team will be glad to walk you through it.</p>",
      ),
    },
    cover: "/demo/news-15.svg",
    publishTime: "2026-02-10T02:00:00.000Z",
  },
  {
    classCode: "company",
    title: {
      zh: "安乳生物参展 FIC 2026，发布低铁饱和度乳铁蛋白新规格",
      en: "Anru Biotech Unveils Low-Iron-Saturation Lactoferrin Grade at FIC 2026",
    },
    summary: {
      zh: "在上海举行的 FIC 2026 中国国际食品添加剂和配料展览会上，安乳生物发布颜色更浅的低铁饱和度乳铁蛋白新规格，并现场演示在线送检流程。",
      en: "At FIC 2026 in Shanghai, Anru Biotech introduced a paler, low-iron-saturation lactoferrin grade and demonstrated its online sample testing service.",
    },
    content: {
      zh: html(
        "<p>3 月中旬，FIC 2026 中国国际食品添加剂和配料展览会在上海举行。安乳生物携全系列乳铁蛋白产品与检测服务亮相，并在展会首日发布了低铁饱和度乳铁蛋白新规格。</p>",
        "<h2>新规格：低铁饱和度乳铁蛋白</h2>",
        "<p>新规格产品的铁饱和度控制在 10% 以下，纯度 ≥95%，粉末颜色更浅，适合对色泽敏感或需要自行调整铁含量的配方。该规格采用与标准级相同的低温工艺生产，每批次均附 HPLC 含量、SDS-PAGE 纯度与铁饱和度检测数据。</p>",
        "<h2>现场演示在线送检</h2>",
        "<p>展位设置了在线送检体验区。访客可在平板电脑上完成一次模拟委托，查看从提交申请到报告签发的各个环节。不少检测机构和原料贸易商对多批次数据在线对比功能表现出浓厚兴趣。</p>",
        "<p>展会期间，安乳生物还与多家国内婴配粉企业和营养品企业就联合开发与长期供应进行了深入交流。</p>",
      ),
      en: html(
        "<p>FIC 2026, the Food Ingredients China exhibition, took place in Shanghai in mid-March. Anru Biotech presented its full lactoferrin range and testing services, and on the opening day launched a new low-iron-saturation lactoferrin grade.</p>",
        "<h2>New grade: low iron saturation</h2>",
        "<p>The new grade has iron saturation below 10% and purity of 95% or more. Its lighter colour suits formulations that are sensitive to colour or that need to adjust iron content themselves. It is made with the same low-temperature process as our standard grade, and every batch comes with HPLC content, SDS-PAGE purity and iron saturation data.</p>",
        "<h2>Live demonstration of online testing</h2>",
        "<p>Our stand included an online testing area where visitors could place a mock request on a tablet and follow each step from submission to report issue. Many testing laboratories and ingredient traders showed strong interest in comparing results across batches online.</p>",
        "<p>During the show we also held in-depth talks with several Chinese infant formula and nutrition companies about joint development and long-term supply.</p>",
      ),
    },
    cover: "/demo/news-16.svg",
    publishTime: "2026-03-20T02:00:00.000Z",
  },
  {
    classCode: "industry",
    title: {
      zh: "宠物食品与动物营养：乳铁蛋白的新兴应用",
      en: "Pet Food and Animal Nutrition: Emerging Uses for Lactoferrin",
    },
    summary: {
      zh: "随着宠物食品高端化，乳铁蛋白开始出现在幼宠配方奶粉、营养补充剂等产品中，同时也带来了新的检测与合规需求。",
      en: "As pet food moves upmarket, lactoferrin is appearing in puppy and kitten milk replacers and pet supplements, bringing new testing and compliance needs.",
    },
    content: {
      zh: html(
        "<p>近年来，宠物食品行业持续向精细化、功能化方向发展。参照人类营养的思路，部分品牌开始在幼宠代乳粉、营养膏和零食中添加乳铁蛋白等乳源功能成分。</p>",
        "<h2>应用特点</h2>",
        "<ul><li><strong>幼宠代乳粉：</strong>配方思路与婴配粉相近，对原料纯度和微生物指标要求较高；</li><li><strong>营养补充剂：</strong>常与益生菌、牛初乳等成分复配；</li><li><strong>膨化粮与湿粮：</strong>挤压膨化和高温杀菌会显著影响乳铁蛋白保留率，通常更适合采用后喷涂或包被工艺。</li></ul>",
        "<h2>合规与检测</h2>",
        "<p>宠物饲料和饲料添加剂的管理要求与食品不同，企业在使用乳铁蛋白前应确认其在目标市场饲料领域的法规状态。从检测角度看，宠物产品基质复杂、脂肪含量高，对乳铁蛋白含量检测的前处理提出了更高要求。</p>",
        "<p>安乳生物检测中心已针对代乳粉类基质完成方法适用性验证，可为宠物食品企业提供原料及成品的乳铁蛋白含量检测服务。</p>",
      ),
      en: html(
        "<p>The pet food industry keeps moving towards more specialised, functional products. Borrowing ideas from human nutrition, some brands have begun adding milk-derived functional ingredients such as lactoferrin to puppy and kitten milk replacers, nutritional pastes and treats.</p>",
        "<h2>How it is used</h2>",
        "<ul><li><strong>Milk replacers:</strong> formulated much like infant formula, with strict requirements on ingredient purity and microbiology.</li><li><strong>Supplements:</strong> often combined with probiotics, bovine colostrum and similar ingredients.</li><li><strong>Kibble and wet food:</strong> extrusion and retort sterilisation strongly reduce lactoferrin retention, so post-extrusion coating or encapsulation is usually preferred.</li></ul>",
        "<h2>Compliance and testing</h2>",
        "<p>Pet food and feed additives are regulated differently from human food, so companies should confirm lactoferrin's status under the feed rules of each target market before use. Analytically, pet products are complex, high-fat matrices that make sample preparation for lactoferrin testing more demanding.</p>",
        "<p>Our testing centre has verified its method for milk-replacer matrices and can measure lactoferrin content in both ingredients and finished pet products.</p>",
      ),
    },
    cover: "/demo/news-17.svg",
    publishTime: "2026-04-16T02:00:00.000Z",
  },
  {
    classCode: "science",
    title: {
      zh: "乳铁蛋白原料的储存、运输与复配注意事项",
      en: "Storing, Shipping and Blending Lactoferrin: Practical Tips",
    },
    summary: {
      zh: "好的原料也需要正确的储存和使用方式。本文从温湿度、包装、复配顺序等方面，总结乳铁蛋白原料使用中的实用建议。",
      en: "Even the best ingredient needs proper handling. This article collects practical advice on temperature, humidity, packaging and blending order for lactoferrin.",
    },
    content: {
      zh: html(
        "<p>乳铁蛋白是一种对温度、湿度较为敏感的蛋白质原料。从出厂到投料，储存与运输条件都会影响其品质。以下建议供客户参考，具体以产品规格书为准。</p>",
        "<h2>储存</h2>",
        "<ul><li>未开封产品建议在阴凉干燥处储存，温度不超过 25 ℃，相对湿度不超过 65%；</li><li>避免阳光直射，远离有异味的物品；</li><li>开封后尽快使用，剩余原料应排出空气后密封，必要时加放干燥剂。</li></ul>",
        "<h2>运输</h2>",
        "<p>夏季或长途运输时，建议选择温控物流，并避免货物在高温环境中长时间滞留。收货时请检查包装完整性，如发现破损、受潮或结块，请及时拍照并联系我们。</p>",
        "<h2>复配</h2>",
        "<ol><li>尽量在热处理工序之后添加乳铁蛋白；</li><li>与高浓度矿物质（尤其是铁盐）复配时，注意可能对铁饱和度和颜色产生的影响；</li><li>避免在强酸或强碱条件下长时间保持；</li><li>复配后建议抽样检测乳铁蛋白含量，确认工艺保留率。</li></ol>",
        "<p>如需针对具体配方和工艺的使用建议，欢迎联系我们的技术支持团队。</p>",
      ),
      en: html(
        "<p>Lactoferrin is a protein ingredient that is sensitive to temperature and humidity. Storage and transport conditions between our plant and your production line both affect its quality. The advice below is for general reference; the product specification always takes precedence.</p>",
        "<h2>Storage</h2>",
        "<ul><li>Store unopened product in a cool, dry place at no more than 25 °C and 65% relative humidity.</li><li>Keep it out of direct sunlight and away from strong odours.</li><li>Use opened packs promptly; press out the air before resealing and add a desiccant if needed.</li></ul>",
        "<h2>Shipping</h2>",
        "<p>In summer or on long routes, use temperature-controlled logistics and avoid leaving goods in hot conditions for long periods. Check the packaging on arrival; if you find damage, moisture or caking, take photos and contact us promptly.</p>",
        "<h2>Blending</h2>",
        "<ol><li>Add lactoferrin after any heat treatment step wherever possible.</li><li>When blending with concentrated minerals, especially iron salts, watch for effects on iron saturation and colour.</li><li>Avoid prolonged exposure to strongly acidic or alkaline conditions.</li><li>After blending, test a sample for lactoferrin content to confirm how much the process retains.</li></ol>",
        "<p>For advice on a specific formulation or process, please contact our technical support team.</p>",
      ),
    },
    cover: "/demo/news-18.svg",
    publishTime: "2026-06-09T02:00:00.000Z",
  },
  {
    classCode: "company",
    title: {
      zh: "安乳生物与高校共建乳源功能蛋白联合实验室",
      en: "Anru Biotech Opens Joint Laboratory on Milk-Derived Functional Proteins with University Partner",
    },
    summary: {
      zh: "安乳生物与省内一所高校食品学院签署合作协议，共建乳源功能蛋白联合实验室，聚焦分离工艺优化与活性评价方法研究。",
      en: "Anru Biotech has signed an agreement with the food science school of a university in Jiangsu to set up a joint laboratory focused on separation process optimisation and activity assessment methods.",
    },
    content: {
      zh: html(
        "<p>7 月 8 日，安乳生物与江苏省内一所高校食品科学与工程学院签署战略合作协议，双方将共建“乳源功能蛋白联合实验室”，并举行了揭牌仪式。</p>",
        "<h2>三大研究方向</h2>",
        "<ol><li><strong>分离工艺优化：</strong>研究新型层析介质与膜材料在乳铁蛋白分离中的应用，提高收率并降低能耗；</li><li><strong>活性评价方法：</strong>建立更贴近应用场景的乳铁蛋白生物活性评价方法，完善抑菌活性检测体系；</li><li><strong>终产品检测：</strong>针对婴配粉、液态乳等复杂基质，开发并验证乳铁蛋白含量检测方法。</li></ol>",
        "<p>根据协议，公司将每年投入专项研发经费，并为研究生提供实习与联合培养岗位；高校方面将开放部分大型仪器平台，双方共享研究成果。</p>",
        "<p>公司研发负责人表示，联合实验室将把学术研究与产业需求更紧密地结合起来，为客户提供更可靠的原料和更有说服力的检测数据。</p>",
      ),
      en: html(
        "<p>On 8 July Anru Biotech signed a strategic cooperation agreement with the School of Food Science and Engineering of a university in Jiangsu Province. The two partners will jointly run a Joint Laboratory on Milk-Derived Functional Proteins, which was formally opened at a plaque-unveiling ceremony.</p>",
        "<h2>Three research areas</h2>",
        "<ol><li><strong>Separation process optimisation:</strong> applying new chromatography resins and membrane materials to lactoferrin isolation to raise yield and cut energy use.</li><li><strong>Activity assessment:</strong> developing bioactivity methods that better reflect real applications and strengthening antibacterial activity testing.</li><li><strong>Finished-product testing:</strong> developing and validating lactoferrin content methods for complex matrices such as infant formula and liquid milk.</li></ol>",
        "<p>Under the agreement, the company will provide dedicated annual research funding and offer internships and joint training places for graduate students, while the university will open parts of its major instrument platform. Research results will be shared by both parties.</p>",
        "<p>Our head of R&amp;D said the joint laboratory will tie academic research more closely to industry needs, giving customers more dependable ingredients and more convincing test data.</p>",
      ),
    },
    cover: "/demo/news-6.svg",
    publishTime: "2026-07-08T02:00:00.000Z",
  },
  {
    classCode: "industry",
    title: {
      zh: "乳铁蛋白检测方法走向标准化：行业需要统一的“度量衡”",
      en: "Towards Standardised Lactoferrin Testing: The Industry Needs a Common Yardstick",
    },
    summary: {
      zh: "不同实验室采用的检测方法和标准品不尽相同，导致同一样品结果存在差异。推动方法标准化与实验室间比对，正成为行业共识。",
      en: "Laboratories use different methods and reference standards, so the same sample can give different results. Standardising methods and comparing laboratories is becoming a shared industry goal.",
    },
    content: {
      zh: html(
        "<p>在乳铁蛋白贸易中，买卖双方对同一批原料的检测结果不一致，是时常发生的情况。造成差异的原因往往并不在于样品本身，而在于检测方法、标准品和计算方式的不同。</p>",
        "<h2>差异从哪里来？</h2>",
        "<ul><li><strong>方法原理不同：</strong>HPLC、ELISA、SDS-PAGE 光密度扫描等方法测定的对象并不完全相同；</li><li><strong>标准品不同：</strong>标准品的纯度赋值和来源会直接影响定量结果；</li><li><strong>表示方式不同：</strong>以样品计还是以干基计、以蛋白计还是以样品计，数值可能相差数个百分点。</li></ul>",
        "<h2>行业在做什么？</h2>",
        "<p>越来越多的企业和检测机构开始在报告中注明方法依据、标准品信息和结果表示方式，并参加实验室间比对和能力验证活动。对于婴配粉等终产品中的乳铁蛋白检测，方法的专属性和基质适用性也受到更多关注。</p>",
        "<h2>给采购方的建议</h2>",
        "<p>在签订采购合同时，建议双方事先约定检测方法、结果表示方式以及争议样品的复检规则。安乳生物的检测报告均注明方法依据与结果表示方式，并可应客户要求提供方法说明。</p>",
      ),
      en: html(
        "<p>In the lactoferrin trade it is not unusual for buyer and seller to get different results on the same batch. The cause is often not the sample itself but differences in methods, reference standards and how results are calculated.</p>",
        "<h2>Where do the differences come from?</h2>",
        "<ul><li><strong>Different principles:</strong> HPLC, ELISA and SDS-PAGE densitometry do not measure exactly the same thing.</li><li><strong>Different reference standards:</strong> the assigned purity and origin of the standard directly affect quantification.</li><li><strong>Different reporting bases:</strong> as-is versus dry basis, or per protein versus per sample, can shift values by several percentage points.</li></ul>",
        "<h2>What the industry is doing</h2>",
        "<p>More companies and laboratories now state the method, the reference standard and the reporting basis on their reports, and take part in inter-laboratory comparisons and proficiency testing. For lactoferrin in finished products such as infant formula, method specificity and matrix suitability are receiving more attention as well.</p>",
        "<h2>Advice for buyers</h2>",
        "<p>When signing a purchase contract, agree in advance on the test method, the reporting basis and the rules for retesting disputed samples. Every Anru Biotech report states the method and the reporting basis, and we can provide a method description on request.</p>",
      ),
    },
    cover: "/demo/news-19.svg",
    publishTime: "2026-09-17T02:00:00.000Z",
  },
];

// ---------------------------------------------------------------------------
// Column content records
// ---------------------------------------------------------------------------

/** Why choose us: product and company advantages, on the home page (column `advantage`). */
const advantages: DemoContent["contentData"] = [
  {
    columnCode: "advantage",
    title: { zh: "纯度 ≥95%", en: "Purity of 95% or More" },
    summary: {
      zh: "SDS-PAGE 纯度 ≥95%，HPLC 乳铁蛋白含量 ≥90%，杂蛋白含量低。",
      en: "SDS-PAGE purity of at least 95% and HPLC lactoferrin content of at least 90%, with minimal other proteins.",
    },
    content: {
      zh: "<p>通过阳离子交换层析对乳铁蛋白进行选择性捕获，配合多级膜分离去除乳糖、盐分及其他乳清蛋白。每批产品均以 SDS-PAGE 测定纯度、以 HPLC 测定含量，两项指标同时放行。</p>",
      en: "<p>Lactoferrin is captured selectively by cation-exchange chromatography, and multi-stage membrane separation removes lactose, salts and other whey proteins. Every batch is released only when both SDS-PAGE purity and HPLC content meet specification.</p>",
    },
    image: "",
    link: "",
    sort: 1,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "advantage",
    title: { zh: "铁饱和度可控", en: "Controlled Iron Saturation" },
    summary: {
      zh: "标准级铁饱和度 10%–20%，低铁级 ≤10%，满足不同配方需求。",
      en: "10–20% iron saturation for the standard grade and 10% or less for the low-iron grade, to suit different formulations.",
    },
    content: {
      zh: "<p>铁饱和度影响乳铁蛋白的颜色、热稳定性与铁结合能力。我们通过控制原料与洗脱条件，使铁饱和度稳定在规格范围内，并在每批检测报告中列出铁含量和铁饱和度计算结果。</p>",
      en: "<p>Iron saturation affects lactoferrin's colour, heat stability and iron-binding capacity. By controlling the raw material and elution conditions we keep it within specification, and every batch report lists the iron content and the calculated saturation.</p>",
    },
    image: "",
    link: "",
    sort: 2,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "advantage",
    title: { zh: "全程低温工艺", en: "Low-Temperature Process Throughout" },
    summary: {
      zh: "从原料到成品，物料温度始终低于 45 ℃，以冷冻干燥保留天然活性。",
      en: "Product temperature stays below 45 °C from raw material to finished powder, and freeze-drying preserves native activity.",
    },
    content: {
      zh: "<p>乳铁蛋白对热敏感。我们以膜过滤除菌替代热杀菌，并采用冷冻干燥完成脱水，最大程度减少热变性，使产品保持良好的铁结合能力和抑菌活性。</p>",
      en: "<p>Lactoferrin is heat-sensitive. We reduce microbial load by membrane filtration rather than heat and remove water by freeze-drying, minimising denaturation so the product keeps its iron-binding capacity and antibacterial activity.</p>",
    },
    image: "",
    link: "",
    sort: 3,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "advantage",
    title: { zh: "全程可追溯", en: "Full Traceability" },
    summary: {
      zh: "原料来源、批生产记录与检测数据一一对应，凭批号即可追溯。",
      en: "Raw material origin, batch records and test data are linked, so every batch can be traced by its lot number.",
    },
    content: {
      zh: "<p>每一批乳清原料都记录来源牧场与收奶日期；生产过程中的关键参数由 DCS 系统自动记录；成品留样保存至保质期后一年。客户可凭批号申请完整的追溯资料。</p>",
      en: "<p>Every lot of whey is recorded with its source farms and collection dates, key process parameters are logged automatically by the DCS, and retained samples are kept until one year after the best-before date. Customers can request the full traceability file for any lot number.</p>",
    },
    image: "",
    link: "",
    sort: 4,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "advantage",
    title: { zh: "自有检测实验室", en: "In-House Testing Laboratory" },
    summary: {
      zh: "配备 HPLC、原子吸收、凯氏定氮与微生物实验室，8 大项目自主检测。",
      en: "HPLC, atomic absorption, Kjeldahl and microbiology facilities cover all eight test items in-house.",
    },
    content: {
      zh: "<p>检测中心独立于生产部门运行，负责原料、中间品和成品的全部放行检测，同时面向外部客户提供乳铁蛋白样品检测服务。实验室定期参加能力验证与实验室间比对。</p>",
      en: "<p>Our testing centre operates independently of production. It carries out all release testing of raw materials, intermediates and finished products, and also offers lactoferrin sample testing to external customers. The laboratory takes part in proficiency testing and inter-laboratory comparisons regularly.</p>",
    },
    image: "",
    link: "/testingServices/",
    sort: 5,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
];

/** Company strengths, on the about page (column `strength`). */
const strengths: DemoContent["contentData"] = [
  {
    columnCode: "strength",
    title: { zh: "十余年专注一种原料", en: "One Ingredient for More Than a Decade" },
    summary: {
      zh: "自 2013 年起只做乳铁蛋白，研发、生产与检测团队 120 余人。",
      en: "Lactoferrin alone since 2013, with a research, production and testing team of more than 120 people.",
    },
    content: {
      zh: "<p>专注让我们把一条工艺做深：从乳清来源、层析介质到冻干曲线，每一个环节都有多年积累的数据。研发中心与江南大学等高校合作，持续改进分离效率与活性评价方法。</p>",
      en: "<p>Focus lets us go deep on one process: from whey sourcing and chromatography media to freeze-drying curves, every step rests on years of data. Our R&amp;D centre works with universities such as Jiangnan University to keep improving separation yield and activity methods.</p>",
    },
    image: "",
    link: "",
    sort: 1,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "strength",
    title: { zh: "年产 60 吨低温生产线", en: "A 60-Tonne Cold-Process Line" },
    summary: {
      zh: "两条独立生产线，旺季也能按约定的交期供货。",
      en: "Two independent lines, so delivery dates hold even in the busy season.",
    },
    content: {
      zh: "<p>南通基地拥有两条独立的层析—冻干生产线，年产能 60 吨，并保有三个月的安全库存。长期客户可签订年度供货协议，锁定批次规格与交付计划。</p>",
      en: "<p>Our Nantong site runs two independent chromatography and freeze-drying lines with a combined capacity of 60 tonnes a year, and keeps three months of safety stock. Long-term customers can sign annual supply agreements that fix batch specifications and delivery schedules.</p>",
    },
    image: "",
    link: "",
    sort: 2,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "strength",
    title: { zh: "经认证的质量体系", en: "A Certified Quality System" },
    summary: {
      zh: "ISO 22000、FSSC 22000、HACCP 认证，提供清真与犹太认证批次。",
      en: "ISO 22000, FSSC 22000 and HACCP certified, with halal and kosher certified batches available.",
    },
    content: {
      zh: "<p>质量体系每年接受第三方审核，也欢迎客户到厂审计。认证证书、工艺流程图和过敏原声明可在签署保密协议后提供。</p>",
      en: "<p>Our quality system is audited by third parties every year, and customers are welcome to audit the plant themselves. Certificates, the process flow chart and the allergen statement are available under a non-disclosure agreement.</p>",
    },
    image: "",
    link: "",
    sort: 3,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "strength",
    title: { zh: "懂配方的技术支持", en: "Technical Support That Knows Formulation" },
    summary: {
      zh: "应用工程师协助选型、添加工艺与成品保留率评估。",
      en: "Application engineers help you choose a grade, add it to your process and check how much survives in the finished product.",
    },
    content: {
      zh: "<p>从小试到量产，我们的应用工程师可以到现场或远程支持：推荐合适的铁饱和度规格，设计添加时机，并用我们的实验室检测成品中乳铁蛋白的保留量。</p>",
      en: "<p>From bench trials to full production, our application engineers support you on site or remotely: they recommend an iron-saturation grade, plan when to add the ingredient, and use our laboratory to measure how much lactoferrin remains in the finished product.</p>",
    },
    image: "",
    link: "",
    sort: 4,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
];

/** What the product does in a formulation, on the product page (column `productAdvantage`). */
const productAdvantages: DemoContent["contentData"] = [
  {
    columnCode: "productAdvantage",
    title: { zh: "溶解快、溶液澄清", en: "Dissolves Fast and Clear" },
    summary: {
      zh: "25 ℃ 水中 30 秒内完全溶解，1% 溶液澄清透明。",
      en: "Dissolves fully in water at 25 °C within 30 seconds; a 1% solution is clear.",
    },
    content: {
      zh: "<p>冻干粉颗粒疏松、比表面积大，适合直接干混，也适合先配成溶液后无菌添加。1% 水溶液在 600 nm 下的浊度低于 0.05。</p>",
      en: "<p>The freeze-dried powder is light and porous, suited both to dry blending and to dissolving first for aseptic addition. A 1% solution in water has a turbidity below 0.05 at 600 nm.</p>",
    },
    image: "",
    link: "",
    sort: 1,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "productAdvantage",
    title: { zh: "颜色与风味温和", en: "Mild Colour and Taste" },
    summary: {
      zh: "浅粉红至淡黄色，几乎无异味，不影响成品的色泽与口感。",
      en: "Pale pink to light yellow with almost no flavour, so it leaves the finished product's colour and taste alone.",
    },
    content: {
      zh: "<p>乳铁蛋白的颜色随铁饱和度变化。我们按批次测定色度并控制在规格范围内，浅色产品可选择低铁级。</p>",
      en: "<p>Lactoferrin's colour follows its iron saturation. We measure the colour of every batch and keep it within specification; for light-coloured products choose the low-iron grade.</p>",
    },
    image: "",
    link: "",
    sort: 2,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "productAdvantage",
    title: { zh: "微生物指标严格", en: "Tight Microbiological Limits" },
    summary: {
      zh: "菌落总数 ≤1000 CFU/g，阪崎克罗诺杆菌与沙门氏菌均未检出。",
      en: "Total plate count of 1000 CFU/g or less, with Cronobacter and Salmonella not detected.",
    },
    content: {
      zh: "<p>每批产品按婴幼儿配方食品原料的要求检测微生物，并在检测报告中逐项列出结果，便于客户直接用于来料验收。</p>",
      en: "<p>Every batch is tested for microbiology to the requirements for infant-formula ingredients, and each result is listed in the batch report so it can be used directly for incoming inspection.</p>",
    },
    image: "",
    link: "",
    sort: 3,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "productAdvantage",
    title: { zh: "24 个月保质期", en: "A 24-Month Shelf Life" },
    summary: {
      zh: "铝箔袋充氮包装，常温避光储存 24 个月，1 kg 与 10 kg 两种规格。",
      en: "Nitrogen-flushed foil bags keep it for 24 months at room temperature away from light, in 1 kg and 10 kg packs.",
    },
    content: {
      zh: "<p>我们对留样进行长期稳定性考察，按季度检测含量、铁饱和度与水分。开封后请尽快使用，并在干燥处密封保存。</p>",
      en: "<p>We follow retained samples in a long-term stability study, testing content, iron saturation and moisture every quarter. Once opened, use the powder promptly and keep it sealed in a dry place.</p>",
    },
    image: "",
    link: "",
    sort: 4,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
];

/** Questions about the product and ordering, on the product page (column `productFaq`). */
const productFaqs: DemoContent["contentData"] = [
  {
    columnCode: "productFaq",
    title: { zh: "你们提供哪些规格？", en: "Which grades do you offer?" },
    summary: {
      zh: "标准级、低铁级与高铁级，也可按客户指标定制。",
      en: "Standard, low-iron and high-iron grades, and custom specifications on request.",
    },
    content: {
      zh: "<p>标准级铁饱和度 10%–20%，低铁级 ≤10%，高铁级 ≥80%。纯度、含量与微生物指标相同。定制规格需评估工艺可行性，通常在两周内答复。</p>",
      en: "<p>The standard grade has 10–20% iron saturation, the low-iron grade 10% or less and the high-iron grade 80% or more; purity, content and microbiological limits are the same. Custom specifications need a feasibility check, usually answered within two weeks.</p>",
    },
    image: "",
    link: "",
    sort: 1,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "productFaq",
    title: { zh: "每批货附带哪些文件？", en: "Which documents come with each batch?" },
    summary: {
      zh: "批次检测报告（COA）、规格书，以及按需提供的认证证书。",
      en: "The batch test report (COA), the specification sheet and, on request, our certificates.",
    },
    content: {
      zh: "<p>每批货随附批次检测报告，报告上的二维码可在线核验真伪。规格书、过敏原声明、非转基因声明和认证证书可在首单前提供。</p>",
      en: "<p>Every batch ships with its test report; the QR code on the report lets anyone check it online. The specification sheet, allergen and non-GMO statements and our certificates are available before your first order.</p>",
    },
    image: "",
    link: "",
    sort: 2,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "productFaq",
    title: { zh: "最小起订量和交期是多少？", en: "What are the minimum order and lead time?" },
    summary: {
      zh: "最小起订量 1 kg，现货 3 个工作日内发货。",
      en: "From 1 kg; stock ships within three working days.",
    },
    content: {
      zh: "<p>现货规格 1 kg 起订，3 个工作日内发货；定制规格通常需要 4–6 周。出口订单可提供 FOB 上海或 CIF 报价，冷链与常温运输均可。</p>",
      en: "<p>Stock grades can be ordered from 1 kg and ship within three working days; custom grades usually take 4 to 6 weeks. For export we quote FOB Shanghai or CIF, by cold chain or at ambient temperature.</p>",
    },
    image: "",
    link: "",
    sort: 3,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "productFaq",
    title: { zh: "如何申请乳铁蛋白产品样品？", en: "How can I request a product sample of your lactoferrin?" },
    summary: {
      zh: "通过联系我们页面或客服电话提交需求，我们将在 2 个工作日内回复。",
      en: "Contact us through the Contact page or our hotline and we will reply within two working days.",
    },
    content: {
      zh: '<p>请通过 <a href="/contact/">联系我们</a> 页面留言，或拨打客服电话 400-820-6688，告知公司名称、应用领域和所需规格。我们将在 2 个工作日内与您联系，并随样品提供规格书和批次检测报告。</p>',
      en: '<p>Leave a message on our <a href="/contact/">Contact</a> page or call 400-820-6688, telling us your company name, application and the grade you need. We will get back to you within two working days and send the specification and batch test report with the sample.</p>',
    },
    image: "",
    link: "",
    sort: 4,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
];

/** Questions about working with the company, on the about page (column `companyFaq`). */
const companyFaqs: DemoContent["contentData"] = [
  {
    columnCode: "companyFaq",
    title: { zh: "可以到工厂审计吗？", en: "Can we audit your plant?" },
    summary: {
      zh: "可以，请提前两周预约，现场审计与远程审计均可。",
      en: "Yes. Book two weeks ahead; on-site and remote audits are both possible.",
    },
    content: {
      zh: "<p>我们每年接待数十次客户审计。请通过联系我们页面预约，告知审计范围与人数，我们会安排质量负责人全程陪同，并提前提供审计所需的文件清单。</p>",
      en: "<p>We host dozens of customer audits every year. Book through the Contact page with the scope and the number of auditors; our head of quality will accompany you throughout and send the list of documents beforehand.</p>",
    },
    image: "",
    link: "",
    sort: 1,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "companyFaq",
    title: { zh: "你们的产品销往哪些市场？", en: "Which markets do you supply?" },
    summary: {
      zh: "中国大陆、东南亚、日韩、欧洲与大洋洲。",
      en: "Mainland China, South-East Asia, Japan and Korea, Europe and Oceania.",
    },
    content: {
      zh: "<p>我们的产品已进入二十多个国家和地区。不同市场对乳铁蛋白的法规状态不同，我们可以提供目标市场所需的注册与合规资料，协助您完成申报。</p>",
      en: "<p>Our lactoferrin is sold in more than twenty countries and regions. Its regulatory status differs from market to market; we provide the registration and compliance documents your target market needs and help you through the filing.</p>",
    },
    image: "",
    link: "",
    sort: 2,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "companyFaq",
    title: { zh: "如何成为长期合作伙伴？", en: "How do we become a long-term partner?" },
    summary: {
      zh: "从样品评估和小批量试产开始，再签订年度供货协议。",
      en: "Start with a sample evaluation and a pilot batch, then sign an annual supply agreement.",
    },
    content: {
      zh: "<p>通常的合作路径是：提供样品与文件 → 客户小试与审计 → 小批量试产 → 年度供货协议。年度协议客户享有锁定的批次规格、优先排产和免费的成品检测额度。</p>",
      en: "<p>Partnerships usually go: samples and documents, your bench trials and audit, a pilot batch, then an annual supply agreement. Annual customers get fixed batch specifications, priority in production planning and a free allowance of finished-product tests.</p>",
    },
    image: "",
    link: "",
    sort: 3,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
];

/** Application fields (column `application`). */
const applications: DemoContent["contentData"] = [
  {
    columnCode: "application",
    title: { zh: "婴幼儿配方食品", en: "Infant Formula" },
    summary: {
      zh: "为婴幼儿配方乳粉提供高纯度、低微生物、批次稳定的乳铁蛋白原料。",
      en: "High-purity, low-microbial-count lactoferrin with consistent quality for infant formula.",
    },
    content: {
      zh: "<p>婴幼儿配方食品对原料的纯度、微生物指标和批次一致性要求严格。我们可提供完整的质量文件和追溯资料，协助客户开展配方注册与供应商审核。使用范围与使用量应符合 GB 14880 等相关标准和公告的规定。</p>",
      en: "<p>Infant formula places strict demands on ingredient purity, microbiology and batch consistency. We provide full quality documentation and traceability records to support formula registration and supplier audits. Use and dosage must comply with GB 14880 and related standards and announcements.</p>",
    },
    image: "/demo/news-7.svg",
    link: "",
    sort: 1,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "application",
    title: { zh: "膳食补充剂", en: "Dietary Supplements" },
    summary: {
      zh: "适用于胶囊、片剂、粉剂、咀嚼片及软糖等多种剂型。",
      en: "Suitable for capsules, tablets, powders, chewable tablets, gummies and other formats.",
    },
    content: {
      zh: "<p>乳铁蛋白粉流动性良好、溶解性高，可单独使用，也可与益生菌、维生素、矿物质等成分复配。我们可根据剂型提供添加工艺建议，并检测成品中的乳铁蛋白保留量。</p>",
      en: "<p>Our lactoferrin powder flows well and dissolves readily. It can be used on its own or combined with probiotics, vitamins and minerals. We offer processing advice for each format and can measure how much lactoferrin remains in the finished product.</p>",
    },
    image: "/demo/news-10.svg",
    link: "",
    sort: 2,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "application",
    title: { zh: "功能食品与饮料", en: "Functional Foods and Beverages" },
    summary: {
      zh: "用于调制乳粉、乳饮料、固体饮料等产品，建议在热处理后添加。",
      en: "For formulated milk powders, dairy drinks and powdered beverages; best added after heat treatment.",
    },
    content: {
      zh: "<p>在乳粉、固体饮料和发酵乳制品中，乳铁蛋白可通过干混或无菌添加等方式加入，以减少热损失。针对液态产品，我们建议结合杀菌条件进行保留率评估。</p>",
      en: "<p>In milk powders, powdered drinks and fermented dairy products, lactoferrin can be dry-blended or added aseptically to limit heat loss. For liquid products we recommend assessing retention under the intended heat treatment.</p>",
    },
    image: "/demo/news-5.svg",
    link: "",
    sort: 3,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "application",
    title: { zh: "化妆品与个人护理", en: "Cosmetics and Personal Care" },
    summary: {
      zh: "可用于洁面、精华、面膜及口腔护理产品的配方研究。",
      en: "Used in formulation work on cleansers, serums, masks and oral care products.",
    },
    content: {
      zh: "<p>乳铁蛋白来源天然，配方中宜在 40 ℃ 以下加入，并注意与阴离子表面活性剂的配伍。我们可提供规格书、检测报告及微生物数据，支持客户完成原料评估；产品宣称须符合目标市场法规。</p>",
      en: "<p>Lactoferrin is of natural origin. Add it below 40 °C and check compatibility with anionic surfactants. We provide specifications, test reports and microbiological data for ingredient assessment; product claims must follow the rules of the target market.</p>",
    },
    image: "/demo/news-13.svg",
    link: "",
    sort: 4,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "application",
    title: { zh: "动物营养", en: "Animal Nutrition" },
    summary: {
      zh: "用于幼宠代乳粉、宠物营养补充剂及幼畜饲喂产品。",
      en: "For puppy and kitten milk replacers, pet supplements and young-animal feeding products.",
    },
    content: {
      zh: "<p>在宠物和幼畜营养领域，乳铁蛋白常用于代乳粉和营养补充剂。使用前请确认其在目标市场饲料法规中的状态；对于膨化和高温杀菌产品，建议采用后喷涂或包被工艺。</p>",
      en: "<p>In pet and young-animal nutrition, lactoferrin is mainly used in milk replacers and supplements. Confirm its status under the feed regulations of the target market before use; for extruded or retorted products, post-process coating or encapsulation is recommended.</p>",
    },
    image: "/demo/news-17.svg",
    link: "",
    sort: 5,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
];

/** Test items offered by the testing service (column `testingItem`). */
const testingItems: DemoContent["contentData"] = [
  {
    columnCode: "testingItem",
    title: { zh: "乳铁蛋白含量", en: "Lactoferrin Content" },
    summary: {
      zh: "高效液相色谱法（HPLC），标准品外标法定量。",
      en: "High-performance liquid chromatography (HPLC), quantified against a reference standard.",
    },
    content: {
      zh: "<p>样品经缓冲液溶解、过滤后进样，在 280 nm 附近检测，以乳铁蛋白标准品建立标准曲线计算含量。结果以 g/100 g 报告，可按要求换算为干基。建议送样量不少于 10 g。</p>",
      en: "<p>The sample is dissolved in buffer, filtered and injected, with detection at around 280 nm. Content is calculated from a calibration curve prepared with lactoferrin reference standard and reported in g/100 g, or on a dry basis on request. Please send at least 10 g.</p>",
    },
    image: "",
    link: "",
    sort: 1,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "testingItem",
    title: { zh: "纯度", en: "Purity" },
    summary: {
      zh: "SDS-PAGE 凝胶电泳，光密度扫描计算乳铁蛋白条带占比。",
      en: "SDS-PAGE gel electrophoresis, with densitometry to calculate the share of the lactoferrin band.",
    },
    content: {
      zh: "<p>样品在还原条件下进行十二烷基硫酸钠-聚丙烯酰胺凝胶电泳，考马斯亮蓝染色后进行光密度扫描，以约 80 kDa 处乳铁蛋白条带占全部蛋白条带的百分比表示纯度。报告附电泳图谱。</p>",
      en: "<p>The sample is run on sodium dodecyl sulfate–polyacrylamide gel electrophoresis under reducing conditions and stained with Coomassie blue. Densitometry gives purity as the percentage of the lactoferrin band at about 80 kDa relative to all protein bands. The gel image is included in the report.</p>",
    },
    image: "",
    link: "",
    sort: 2,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "testingItem",
    title: { zh: "铁饱和度", en: "Iron Saturation" },
    summary: {
      zh: "原子吸收光谱法测定铁含量，结合乳铁蛋白含量计算饱和度。",
      en: "Iron measured by atomic absorption spectrometry, with saturation calculated from the lactoferrin content.",
    },
    content: {
      zh: "<p>样品经消解后以原子吸收光谱法测定铁含量，再根据 HPLC 测得的乳铁蛋白含量计算理论最大结合铁量，二者之比即为铁饱和度。单独送检本项目时，需同时检测乳铁蛋白含量。</p>",
      en: "<p>After digestion, iron is measured by atomic absorption spectrometry. The theoretical maximum iron binding is calculated from the HPLC lactoferrin content, and the ratio of the two gives the iron saturation. If this item is ordered on its own, lactoferrin content is tested as well.</p>",
    },
    image: "",
    link: "",
    sort: 3,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "testingItem",
    title: { zh: "抑菌活性", en: "Antibacterial Activity" },
    summary: {
      zh: "以标准菌株进行微量肉汤稀释试验，测定抑菌率或最低抑菌浓度。",
      en: "Broth microdilution with reference strains to determine inhibition rate or minimum inhibitory concentration.",
    },
    content: {
      zh: "<p>以大肠埃希氏菌等标准菌株为试验菌，在规定条件下与系列浓度的样品溶液共培养，通过测定吸光度计算抑菌率或最低抑菌浓度（MIC），用于比较不同批次或不同来源原料的生物活性。结果仅反映体外试验条件下的活性。</p>",
      en: "<p>Reference strains such as <em>Escherichia coli</em> are cultured with a dilution series of the sample under defined conditions. Optical density readings give the inhibition rate or minimum inhibitory concentration (MIC), which is used to compare the biological activity of batches or sources. Results reflect activity under in vitro test conditions only.</p>",
    },
    image: "",
    link: "",
    sort: 4,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "testingItem",
    title: { zh: "蛋白质", en: "Protein" },
    summary: {
      zh: "凯氏定氮法测定总氮，按乳蛋白换算系数 6.38 计算蛋白质含量。",
      en: "Total nitrogen by the Kjeldahl method, converted to protein with the milk protein factor of 6.38.",
    },
    content: {
      zh: "<p>参照 GB 5009.5 中的凯氏定氮法，样品经硫酸消化、蒸馏和滴定测得总氮含量，乘以换算系数得到蛋白质含量。该结果为总蛋白，需与 HPLC 乳铁蛋白含量结合解读。</p>",
      en: "<p>Following the Kjeldahl method in GB 5009.5, the sample is digested in sulfuric acid, distilled and titrated to determine total nitrogen, which is multiplied by the conversion factor to give protein. The result is total protein and should be read together with the HPLC lactoferrin content.</p>",
    },
    image: "",
    link: "",
    sort: 5,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "testingItem",
    title: { zh: "水分", en: "Moisture" },
    summary: {
      zh: "直接干燥法，恒温干燥至恒重后计算失重。",
      en: "Oven drying to constant weight, with moisture calculated from the weight loss.",
    },
    content: {
      zh: "<p>参照 GB 5009.3 中的直接干燥法，样品在 101–105 ℃ 下干燥至恒重，以干燥前后的质量差计算水分含量。水分是干基换算和储存稳定性评估的基础数据。</p>",
      en: "<p>Following the oven-drying method in GB 5009.3, the sample is dried at 101–105 °C to constant weight and moisture is calculated from the loss in mass. Moisture is the basis for dry-basis conversions and storage stability assessment.</p>",
    },
    image: "",
    link: "",
    sort: 6,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "testingItem",
    title: { zh: "灰分", en: "Ash" },
    summary: {
      zh: "高温灼烧法，550 ℃ 灰化至恒重后称量残留物。",
      en: "Incineration at 550 °C to constant weight, then weighing the residue.",
    },
    content: {
      zh: "<p>参照 GB 5009.4，样品经炭化后在 550 ℃ 马弗炉中灰化至恒重，以残留无机物质量计算灰分。灰分偏高通常提示脱盐不充分。</p>",
      en: "<p>Following GB 5009.4, the sample is charred and then ashed in a muffle furnace at 550 °C to constant weight, and ash is calculated from the mass of the inorganic residue. High ash usually indicates incomplete desalting.</p>",
    },
    image: "",
    link: "",
    sort: 7,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "testingItem",
    title: { zh: "微生物", en: "Microbiology" },
    summary: {
      zh: "依据 GB 4789 系列标准检测菌落总数、大肠菌群、霉菌酵母及致病菌。",
      en: "Total plate count, coliforms, yeasts and moulds, and pathogens according to the GB 4789 series.",
    },
    content: {
      zh: "<p>常规检测项目包括菌落总数、大肠菌群、霉菌和酵母，可选检测沙门氏菌、金黄色葡萄球菌及克罗诺杆菌属（阪崎肠杆菌）等致病菌。微生物样品请使用无菌容器密封，并在采样后尽快寄送。</p>",
      en: "<p>Routine tests cover total plate count, coliforms, and yeasts and moulds, with optional tests for pathogens such as <em>Salmonella</em>, <em>Staphylococcus aureus</em> and <em>Cronobacter</em> spp. Please seal microbiology samples in sterile containers and ship them as soon as possible after sampling.</p>",
    },
    image: "",
    link: "",
    sort: 8,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
];

/** Steps of the sample testing process (column `detectionStep`). */
const detectionSteps: DemoContent["contentData"] = [
  {
    columnCode: "detectionStep",
    title: { zh: "在线提交", en: "Submit Online" },
    summary: {
      zh: "登录官网，选择检测项目并填写样品信息，获取送检编号。",
      en: "Sign in, choose your tests, enter the sample details and receive a submission number.",
    },
    content: {
      zh: html(
        "<p>登录后进入“样品送检”页面，选择需要的检测项目，填写样品名称、批号、数量、储存条件以及报告抬头等信息。提交后系统将生成唯一的送检编号，并发送确认邮件。</p>",
        "<p>如对检测项目的选择有疑问，可在提交前联系客服，我们会根据您的用途给出建议。</p>",
      ),
      en: html(
        "<p>After signing in, open the Sample Testing page, choose the tests you need and enter the sample name, lot number, quantity, storage conditions and the name to appear on the report. On submission the system generates a unique submission number and sends a confirmation email.</p>",
        "<p>If you are unsure which tests to choose, contact our service team before submitting and we will recommend tests for your purpose.</p>",
      ),
    },
    image: "",
    link: "",
    sort: 1,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "detectionStep",
    title: { zh: "寄送样品", en: "Ship the Sample" },
    summary: {
      zh: "按要求包装样品，注明送检编号后寄至检测中心。",
      en: "Pack the sample as instructed, mark it with the submission number and send it to our testing centre.",
    },
    content: {
      zh: html(
        "<p>请将样品装入洁净、密封的容器中，常规理化项目每个样品建议不少于 20 g，含微生物项目时请另附无菌包装样品。在外包装上清晰注明送检编号，并将快递单号填写到送检记录中。</p>",
        "<p>夏季或对温度敏感的样品，建议使用冰袋或冷链寄送。</p>",
      ),
      en: html(
        "<p>Place the sample in a clean, sealed container. For routine physicochemical tests we recommend at least 20 g per sample; if microbiology is included, please add a separate sample in sterile packaging. Write the submission number clearly on the outer packaging and enter the courier tracking number in your submission record.</p>",
        "<p>In summer, or for temperature-sensitive samples, ship with ice packs or by cold chain.</p>",
      ),
    },
    image: "",
    link: "",
    sort: 2,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "detectionStep",
    title: { zh: "样品接收", en: "Sample Received" },
    summary: {
      zh: "检测中心核对样品信息与状态，确认后正式受理。",
      en: "Our testing centre checks the sample and its details, then formally accepts it.",
    },
    content: {
      zh: html(
        "<p>样品到达后，样品管理员会核对送检编号、样品数量与包装状态，并拍照存档。确认无误后系统状态更新为“已签收”，检测周期自此开始计算。</p>",
        "<p>如样品出现破损、数量不足或信息不符，我们会第一时间与您联系。</p>",
      ),
      en: html(
        "<p>When the sample arrives, our sample coordinator checks the submission number, quantity and packaging condition and photographs the sample for the record. Once everything is confirmed the status changes to Received, and the turnaround time starts from that point.</p>",
        "<p>If a sample is damaged, insufficient or does not match its details, we will contact you straight away.</p>",
      ),
    },
    image: "",
    link: "",
    sort: 3,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "detectionStep",
    title: { zh: "实验检测", en: "Laboratory Testing" },
    summary: {
      zh: "按确认的方法开展检测，全程质控，数据双人复核。",
      en: "Testing by the agreed methods with quality control throughout and independent double-checking of data.",
    },
    content: {
      zh: html(
        "<p>检测人员按照送检项目对应的方法开展实验，每批次同步检测质控样品，确保结果准确可靠。原始数据由另一名检测人员独立复核。</p>",
        "<p>常规项目一般在样品签收后 5–7 个工作日内完成；抑菌活性和致病菌等项目周期稍长，具体以受理时告知为准。</p>",
      ),
      en: html(
        "<p>Our analysts test each sample using the methods for the requested items, running quality control samples in every batch to ensure accurate, reliable results. Raw data are reviewed independently by a second analyst.</p>",
        "<p>Routine tests are usually completed within 5 to 7 working days of receipt. Antibacterial activity and pathogen tests take a little longer; we will confirm the timing when we accept your sample.</p>",
      ),
    },
    image: "",
    link: "",
    sort: 4,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "detectionStep",
    title: { zh: "出具报告", en: "Report Issued" },
    summary: {
      zh: "报告经审核签发后可在线下载，支持按编号核验。",
      en: "After review and approval the report can be downloaded online and verified by its number.",
    },
    content: {
      zh: html(
        "<p>检测完成后，报告由技术负责人审核签发。您可以在个人中心下载电子版报告（PDF）。每份报告印有唯一编号、核验码和二维码，任何人都可以在官网核验真伪。</p>",
        "<p>如对结果有疑问，可在收到报告后 15 日内申请复核；余样通常保留 30 日，有特殊要求请在送检时注明。</p>",
      ),
      en: html(
        "<p>When testing is complete, the report is reviewed and signed off by our technical manager. You can download the electronic report (PDF) from your account. Each report carries a unique number, a verification code and a QR code, so anyone can check it on our website.</p>",
        "<p>If you have questions about the results, you may request a review within 15 days of receiving the report. Remaining sample material is normally kept for 30 days; please note any special requirements when you submit.</p>",
      ),
    },
    image: "",
    link: "",
    sort: 5,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
];

/** Questions about testing (column `faq`), on the testing services page: title is the question, content the answer. */
const faqs: DemoContent["contentData"] = [
  {
    columnCode: "faq",
    title: { zh: "送检需要准备多少样品？", en: "How much sample do I need to send?" },
    summary: {
      zh: "常规理化项目每个样品不少于 20 g，含微生物项目需另附无菌样品。",
      en: "At least 20 g per sample for routine tests, plus a separate sterile sample for microbiology.",
    },
    content: {
      zh: "<p>常规理化项目（含量、纯度、铁饱和度、蛋白质、水分、灰分）每个样品建议不少于 20 g；如需检测微生物，请另外提供不少于 50 g 的无菌包装样品。终产品等复杂基质的用量可能不同，请在提交前咨询客服。</p>",
      en: "<p>For routine physicochemical tests (content, purity, iron saturation, protein, moisture and ash) we recommend at least 20 g per sample. For microbiology, please provide an additional 50 g or more in sterile packaging. Requirements may differ for complex matrices such as finished products, so please ask our service team before submitting.</p>",
    },
    image: "",
    link: "",
    sort: 1,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "faq",
    title: { zh: "检测周期是多久？", en: "How long does testing take?" },
    summary: {
      zh: "常规项目 5–7 个工作日，部分项目可加急。",
      en: "5 to 7 working days for routine tests; some tests can be expedited.",
    },
    content: {
      zh: "<p>检测周期从样品签收之日起计算。常规项目一般为 5–7 个工作日；抑菌活性约 10 个工作日；致病菌项目视检测结果而定。部分项目支持加急服务，请在提交时选择并等待客服确认。</p>",
      en: "<p>Turnaround starts from the day the sample is received. Routine tests normally take 5 to 7 working days, antibacterial activity about 10 working days, and pathogen tests depend on the results. Some tests can be expedited; select this when submitting and wait for confirmation from our service team.</p>",
    },
    image: "",
    link: "",
    sort: 2,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "faq",
    title: { zh: "可以检测终产品中的乳铁蛋白吗？", en: "Can you test lactoferrin in finished products?" },
    summary: {
      zh: "可以，但需先评估基质适用性。",
      en: "Yes, after assessing whether the method suits the matrix.",
    },
    content: {
      zh: "<p>可以。我们已针对婴配粉、调制乳粉和代乳粉等基质完成方法适用性验证。对于液态乳、片剂、软糖等其他基质，需要先进行前处理和回收率评估，可能产生额外的方法开发费用，请提前与我们沟通。</p>",
      en: "<p>Yes. We have verified our method for matrices such as infant formula, formulated milk powder and milk replacers. Other matrices, including liquid milk, tablets and gummies, first need sample preparation and recovery studies, which may involve an additional method development fee. Please contact us in advance.</p>",
    },
    image: "",
    link: "",
    sort: 3,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "faq",
    title: { zh: "检测报告可以用于哪些用途？", en: "What can the test report be used for?" },
    summary: {
      zh: "可用于内部质量控制、供应商评估与研发参考。",
      en: "Internal quality control, supplier evaluation and R&D reference.",
    },
    content: {
      zh: "<p>报告可用于企业内部质量控制、来料验收、供应商评估和研发参考。检测结果仅对所检样品负责。如需用于行政监管、司法鉴定等特定用途，请选择具备相应资质的检测机构。</p>",
      en: "<p>Reports can be used for internal quality control, incoming inspection, supplier evaluation and R&amp;D reference. Results relate only to the sample tested. If you need results for regulatory, legal or other specific purposes, please use a testing body holding the relevant accreditation.</p>",
    },
    image: "",
    link: "",
    sort: 4,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
  {
    columnCode: "faq",
    title: { zh: "样品和检测数据会保密吗？", en: "Are my samples and data kept confidential?" },
    summary: {
      zh: "会，样品信息与检测数据仅用于完成您的委托。",
      en: "Yes. Sample information and results are used only to carry out your request.",
    },
    content: {
      zh: '<p>我们对所有送检样品信息和检测数据严格保密，仅授权人员可以访问，未经您书面同意不会向任何第三方披露，法律法规另有规定的除外。详情请参阅我们的 <a href="/privacy/">隐私政策</a>。</p>',
      en: '<p>We treat all sample information and test data as strictly confidential. Only authorised staff can access them, and we will not disclose them to any third party without your written consent unless required by law. See our <a href="/privacy/">Privacy Policy</a> for details.</p>',
    },
    image: "",
    link: "",
    sort: 5,
    publishTime: "2026-01-05T00:00:00.000Z",
  },
];

const contentData: DemoContent["contentData"] = [
  ...advantages,
  ...strengths,
  ...productAdvantages,
  ...applications,
  ...testingItems,
  ...detectionSteps,
  ...faqs,
  ...productFaqs,
  ...companyFaqs,
];

// ---------------------------------------------------------------------------
// Policies
// ---------------------------------------------------------------------------

const privacyZh = html(
  "<p>安乳生物科技（江苏）有限公司（以下简称“安乳生物”或“我们”）深知个人信息对您的重要性。本隐私政策说明我们在您访问本网站、注册账号、咨询产品以及使用样品送检服务时，如何收集、使用、存储、共享和保护您的信息，以及您享有的权利。请在使用我们的服务前仔细阅读本政策。</p>",
  "<h2>一、适用范围</h2>",
  "<p>本政策适用于安乳生物官方网站及其提供的在线咨询、账号管理、样品送检、进度查询和报告下载等服务。本政策不适用于第三方网站或服务，即使您通过本网站的链接访问它们。</p>",
  "<h2>二、我们收集的信息</h2>",
  "<h3>1. 您主动提供的信息</h3>",
  "<ul><li><strong>账号信息：</strong>注册或登录时提供的手机号码、电子邮箱、昵称及密码（以加密形式存储）；</li><li><strong>联系人信息：</strong>姓名、所在单位、职务、联系电话、电子邮箱及所在省份或国家/地区；</li><li><strong>送检委托信息：</strong>样品名称、批号、数量、生产日期、储存条件、检测项目、报告抬头、地址、寄样的快递公司与运单号以及您上传的附件；</li><li><strong>咨询内容：</strong>您通过留言、邮件或电话向我们提出的问题及相关附件。</li></ul>",
  "<h3>2. 提供服务过程中产生的信息</h3>",
  "<ul><li><strong>检测记录：</strong>样品签收照片、检测原始数据、检测结果及报告；</li><li><strong>物流信息：</strong>快递单号及签收状态；</li><li><strong>技术信息：</strong>访问时间、IP 地址、浏览器类型、设备信息及操作日志，用于保障网站安全和排查故障。</li></ul>",
  "<p>送检样品本身及其检测数据通常属于您所在单位的商业信息，我们同样按照本政策及相关保密约定予以保护。</p>",
  "<h2>三、我们如何使用信息</h2>",
  "<ul><li>创建和管理您的账号，验证您的身份；</li><li>受理送检委托、安排样品接收、开展检测并出具报告；</li><li>向您发送送检进度、报告签发、开票及服务变更等通知；</li><li>回复您的咨询，提供产品资料、报价或技术支持；</li><li>维护网站安全，预防和处置欺诈、攻击等安全事件；</li><li>在去除身份识别信息后进行统计分析，以改进服务质量。</li></ul>",
  "<p>未经您的单独同意，我们不会将您的信息用于营销推广，也不会将检测数据用于与您的委托无关的目的。</p>",
  "<h2>四、Cookie 及类似技术</h2>",
  "<p>我们使用必要的 Cookie 来保持您的登录状态和语言偏好。您可以通过浏览器设置清除或拒绝 Cookie，但这可能导致部分功能（如登录、送检）无法正常使用。</p>",
  "<h2>五、信息的共享、转让与公开披露</h2>",
  "<p>我们不会出售您的个人信息。仅在以下情形中，我们会在必要范围内共享信息：</p>",
  "<ul><li><strong>物流服务商：</strong>为退还样品，向快递公司提供收件人姓名、电话和地址；</li><li><strong>技术服务商：</strong>为本网站提供云服务器、短信或邮件发送服务的合作方，我们会与其签订数据处理协议并要求其采取同等保护措施；</li><li><strong>分包检测：</strong>如个别项目需委托其他实验室完成，我们会事先征得您的同意，并仅提供完成检测所需的信息；</li><li><strong>法律要求：</strong>根据法律法规、诉讼程序或政府主管部门的强制性要求。</li></ul>",
  "<h2>六、信息的存储与保留期限</h2>",
  "<p>我们在中华人民共和国境内收集和产生的信息存储于境内。我们仅在实现本政策所述目的所需的最短期限内保留您的信息：</p>",
  "<ul><li>账号信息在您注销账号前保留，注销后 30 日内删除或匿名化处理；</li><li>送检委托记录、检测原始数据及报告副本为满足质量追溯要求保留 6 年；</li><li>检测余样一般在报告签发后保留 30 日，之后按实验室废弃物管理规定处置；</li><li>网站日志保留不超过 6 个月。</li></ul>",
  "<p>法律法规对保留期限另有规定的，从其规定。</p>",
  "<h2>七、信息安全</h2>",
  "<p>我们采取加密传输（HTTPS）、密码加密存储、访问权限控制和操作日志审计等措施保护您的信息，并定期对员工进行数据安全与保密培训。如发生个人信息安全事件，我们将按照法律法规的要求及时告知您并采取补救措施。</p>",
  "<h2>八、您的权利</h2>",
  "<p>依据《中华人民共和国个人信息保护法》等适用法律，您享有以下权利：</p>",
  "<ul><li>查阅、复制您的个人信息；</li><li>更正或补充不准确、不完整的信息；</li><li>在法定情形下要求删除您的个人信息；</li><li>撤回您此前作出的同意（撤回不影响撤回前基于同意已进行的处理）；</li><li>注销您的账号；</li><li>要求我们对个人信息处理规则作出解释说明。</li></ul>",
  "<p>您可以在个人中心行使部分权利，也可以通过本政策末尾的方式联系我们。我们将在验证您的身份后 15 个工作日内答复。</p>",
  "<h2>九、未成年人保护</h2>",
  "<p>我们的服务面向企业和科研机构用户，不面向未满 14 周岁的未成年人。如我们发现在未获监护人同意的情况下收集了未成年人的个人信息，将尽快删除。</p>",
  "<h2>十、本政策的更新</h2>",
  "<p>我们可能根据业务调整或法律法规变化更新本政策。更新后的政策将在本页面发布并注明更新日期；如变更涉及您的权利实质性减少，我们将通过站内通知或邮件等显著方式提示您。</p>",
  "<h2>十一、联系我们</h2>",
  "<p>如您对本政策或个人信息处理有任何疑问、意见或投诉，请通过以下方式联系我们的个人信息保护负责人：</p>",
  "<ul><li>电子邮箱：privacy@anru-bio.example</li><li>客服电话：400-820-6688（工作日 9:00–17:30）</li><li>通信地址：江苏省南通市海门区临江新区生物医药产业园滨江大道 1288 号 安乳生物 法务部（收）</li></ul>",
);

const privacyEn = html(
  "<p>Anru Biotech (Jiangsu) Co., Ltd. (“Anru Biotech”, “we” or “us”) recognises how important your personal information is to you. This Privacy Policy explains how we collect, use, store, share and protect your information when you visit this website, create an account, make product enquiries or use our sample testing service, and describes the rights you have. Please read it carefully before using our services.</p>",
  "<h2>1. Scope</h2>",
  "<p>This policy applies to the official Anru Biotech website and the services it provides, including online enquiries, account management, sample submission, progress tracking and report downloads. It does not apply to third-party websites or services, even if you reach them through links on this site.</p>",
  "<h2>2. Information we collect</h2>",
  "<h3>2.1 Information you provide</h3>",
  "<ul><li><strong>Account information:</strong> the mobile number, email address, nickname and password (stored in encrypted form) you provide when registering or signing in.</li><li><strong>Contact details:</strong> your name, organisation, job title, telephone number, email address and province or country/region.</li><li><strong>Testing request details:</strong> sample name, lot number, quantity, production date, storage conditions, requested tests, the name to appear on the report, your address, the courier and tracking number of the shipment, and the documents you attach.</li><li><strong>Enquiries:</strong> questions and attachments you send us through messages, email or phone.</li></ul>",
  "<h3>2.2 Information generated while we provide our services</h3>",
  "<ul><li><strong>Testing records:</strong> sample receipt photos, raw data, results and reports.</li><li><strong>Shipping information:</strong> courier tracking numbers and delivery status.</li><li><strong>Technical information:</strong> access times, IP address, browser type, device information and activity logs, used to keep the site secure and to troubleshoot problems.</li></ul>",
  "<p>Submitted samples and their test data are usually your organisation's commercial information. We protect them under this policy and any confidentiality terms agreed with you.</p>",
  "<h2>3. How we use information</h2>",
  "<ul><li>To create and manage your account and verify your identity.</li><li>To accept testing requests, receive samples, carry out tests and issue reports.</li><li>To notify you about progress, report issue, invoicing and changes to our services.</li><li>To answer your enquiries and provide product documents, quotations or technical support.</li><li>To keep the website secure and to prevent and respond to fraud, attacks and other security incidents.</li><li>To produce statistics from de-identified data so that we can improve our services.</li></ul>",
  "<p>Without your separate consent, we will not use your information for marketing, and we will not use test data for any purpose unrelated to your request.</p>",
  "<h2>4. Cookies and similar technologies</h2>",
  "<p>We use essential cookies to keep you signed in and to remember your language preference. You can clear or block cookies in your browser settings, but some features, such as signing in and submitting samples, may then stop working.</p>",
  "<h2>5. Sharing, transfer and disclosure</h2>",
  "<p>We do not sell your personal information. We share information only as far as necessary in the following cases:</p>",
  "<ul><li><strong>Couriers:</strong> to return samples, we give the courier the recipient's name, telephone number and address.</li><li><strong>Technical service providers:</strong> partners that provide cloud hosting, SMS or email services for this website. We sign data processing agreements with them and require equivalent protection.</li><li><strong>Subcontracted testing:</strong> if a particular test must be performed by another laboratory, we will ask for your consent first and share only the information needed to perform the test.</li><li><strong>Legal requirements:</strong> where required by law, legal proceedings or a mandatory request from a competent authority.</li></ul>",
  "<h2>6. Storage and retention</h2>",
  "<p>Information collected and generated within the People's Republic of China is stored in China. We keep your information only for as long as needed for the purposes described in this policy:</p>",
  "<ul><li>Account information is kept until you close your account and is deleted or anonymised within 30 days afterwards.</li><li>Testing requests, raw data and copies of reports are kept for six years to meet quality traceability requirements.</li><li>Remaining sample material is normally kept for 30 days after the report is issued and then disposed of under our laboratory waste procedures.</li><li>Website logs are kept for no more than six months.</li></ul>",
  "<p>Where laws or regulations require a different retention period, that period applies.</p>",
  "<h2>7. Security</h2>",
  "<p>We protect your information with encrypted transmission (HTTPS), encrypted password storage, access controls and audit logs, and we train our staff regularly in data security and confidentiality. If a personal information security incident occurs, we will inform you promptly and take remedial action as required by law.</p>",
  "<h2>8. Your rights</h2>",
  "<p>Under the Personal Information Protection Law of the People's Republic of China and other applicable laws, you have the right to:</p>",
  "<ul><li>access and obtain a copy of your personal information;</li><li>correct or complete information that is inaccurate or incomplete;</li><li>request deletion of your personal information where the law provides;</li><li>withdraw consent you have given (this does not affect processing carried out before withdrawal);</li><li>close your account;</li><li>ask us to explain our rules for processing personal information.</li></ul>",
  "<p>You can exercise some of these rights in your account, or contact us as described below. We will respond within 15 working days after verifying your identity.</p>",
  "<h2>9. Minors</h2>",
  "<p>Our services are intended for businesses and research institutions and are not directed at children under 14. If we learn that we have collected a minor's personal information without a guardian's consent, we will delete it as soon as possible.</p>",
  "<h2>10. Changes to this policy</h2>",
  "<p>We may update this policy when our business or the applicable laws change. The updated policy will be published on this page with its effective date. If a change materially reduces your rights, we will also notify you prominently, for example by a site notice or email.</p>",
  "<h2>11. Contact us</h2>",
  "<p>If you have questions, comments or complaints about this policy or how we handle personal information, please contact our personal information protection officer:</p>",
  "<ul><li>Email: privacy@anru-bio.example</li><li>Hotline: 400-820-6688 (working days, 9:00–17:30 China Standard Time)</li><li>Post: Legal Department, Anru Biotech, No. 1288 Binjiang Avenue, Biomedical Industrial Park, Linjiang New Area, Haimen District, Nantong, Jiangsu, China</li></ul>",
);

const disclaimerZh = html(
  "<p>欢迎访问安乳生物科技（江苏）有限公司（以下简称“安乳生物”）官方网站。在使用本网站及其提供的信息和服务之前，请仔细阅读以下声明。访问或使用本网站，即表示您已阅读并同意本声明的全部内容。</p>",
  "<h2>一、信息仅供参考</h2>",
  "<p>本网站发布的公司介绍、产品资料、新闻资讯和科普文章仅供一般信息参考之用。我们会尽合理努力确保内容准确和及时，但不对其完整性、准确性或适用于特定目的作出任何明示或默示的保证。产品规格以双方确认的规格书和合同为准，如有变更恕不另行通知。</p>",
  "<h2>二、不构成医疗或健康建议</h2>",
  "<ul><li>安乳生物提供的乳铁蛋白为食品及相关行业使用的原料，不是药品，不用于诊断、治疗或预防任何疾病；</li><li>本网站关于乳铁蛋白结构、铁结合和抑菌活性等内容，系对公开科学研究的概述，不构成任何产品功效或健康声称；</li><li>如有健康方面的问题，请咨询医生或其他专业人士。</li></ul>",
  "<h2>三、关于检测结果</h2>",
  "<ul><li>检测结果<strong>仅对所接收的样品负责</strong>，不代表同批次或其他批次产品的整体质量；</li><li>样品的采集、代表性、包装和运输条件由委托方负责，我们不对送达前样品状态的变化承担责任；</li><li>检测结果基于报告中注明的检测方法和条件；采用不同方法、标准品或结果表示方式，结果可能存在差异；</li><li>抑菌活性等生物活性检测结果仅反映体外试验条件下的表现，不得引申为对人体或动物的作用；</li><li>未经书面许可，不得部分复制报告，不得将报告或本公司名称用于广告宣传或产品标签。</li></ul>",
  "<h2>四、产品使用与合规责任</h2>",
  "<p>不同国家和地区对食品、膳食补充剂、化妆品和饲料中乳铁蛋白的使用范围、用量和标签宣称有不同规定。客户应自行确认终产品符合目标市场的法律法规要求。本网站提供的应用建议不构成法律或法规意见。</p>",
  "<h2>五、第三方链接</h2>",
  "<p>本网站可能包含指向第三方网站的链接，这些链接仅为方便用户而提供。我们不控制也不对第三方网站的内容、隐私做法或可用性负责。</p>",
  "<h2>六、知识产权</h2>",
  "<p>本网站的文字、图片、标志、页面设计及其他内容的知识产权归安乳生物或相关权利人所有。未经书面许可，任何人不得复制、修改、转载或用于商业目的；合理引用时请注明出处。</p>",
  "<h2>七、责任限制</h2>",
  "<p>在法律允许的最大范围内，安乳生物不对因使用或无法使用本网站、依赖本网站信息作出的决定，或因网络故障、黑客攻击、不可抗力等原因导致的任何间接或附带损失承担责任。因检测服务产生的责任，以双方签订的委托协议约定为准。</p>",
  "<h2>八、法律适用与争议解决</h2>",
  "<p>本声明的订立、解释和争议解决适用中华人民共和国法律（不包括港澳台地区法律）。因本声明产生的争议，双方应首先友好协商；协商不成的，任何一方可向安乳生物住所地有管辖权的人民法院提起诉讼。</p>",
  "<h2>九、声明的更新</h2>",
  "<p>我们可能不时更新本声明，更新后的版本自发布于本页面之日起生效。如您对本声明有任何疑问，请发送邮件至 service@anru-bio.example。</p>",
);

const disclaimerEn = html(
  "<p>Welcome to the official website of Anru Biotech (Jiangsu) Co., Ltd. (“Anru Biotech”). Please read this disclaimer carefully before using the website and the information and services it provides. By accessing or using this website you confirm that you have read and accept it in full.</p>",
  "<h2>1. Information only</h2>",
  "<p>The company information, product materials, news and science articles on this website are provided for general information only. We make reasonable efforts to keep them accurate and up to date, but we give no express or implied warranty as to their completeness, accuracy or fitness for a particular purpose. Product specifications are those set out in the specification sheet and contract agreed between the parties and may change without notice.</p>",
  "<h2>2. No medical or health advice</h2>",
  "<ul><li>The lactoferrin supplied by Anru Biotech is an ingredient for use in food and related industries. It is not a medicine and is not intended to diagnose, treat or prevent any disease.</li><li>Content on this website about lactoferrin's structure, iron binding and antibacterial activity summarises published scientific research and does not constitute any product efficacy or health claim.</li><li>For health questions, please consult a doctor or other qualified professional.</li></ul>",
  "<h2>3. Test results</h2>",
  "<ul><li>Test results <strong>relate only to the sample received</strong> and do not represent the overall quality of the same or any other batch.</li><li>The client is responsible for sampling, sample representativeness, packaging and transport. We accept no responsibility for changes in a sample before it reaches us.</li><li>Results are based on the methods and conditions stated in the report. Different methods, reference standards or reporting bases may give different results.</li><li>Antibacterial and other bioactivity results reflect performance under in vitro test conditions only and must not be presented as effects in humans or animals.</li><li>Reports may not be reproduced in part without written permission, and neither the report nor our company name may be used in advertising or on product labels.</li></ul>",
  "<h2>4. Product use and compliance</h2>",
  "<p>Countries and regions regulate the use, dosage and labelling of lactoferrin in foods, dietary supplements, cosmetics and feed differently. Customers are responsible for ensuring that their finished products comply with the laws and regulations of their target markets. Application suggestions on this website do not constitute legal or regulatory advice.</p>",
  "<h2>5. Third-party links</h2>",
  "<p>This website may contain links to third-party websites, provided for convenience only. We do not control and are not responsible for the content, privacy practices or availability of those sites.</p>",
  "<h2>6. Intellectual property</h2>",
  "<p>Intellectual property in the text, images, logos, page design and other content of this website belongs to Anru Biotech or the relevant rights holders. No part may be copied, modified, republished or used commercially without written permission; when quoting within fair use, please credit the source.</p>",
  "<h2>7. Limitation of liability</h2>",
  "<p>To the fullest extent permitted by law, Anru Biotech is not liable for any indirect or incidental loss arising from the use of or inability to use this website, from decisions made in reliance on its information, or from network failures, hacking, force majeure or similar causes. Liability in connection with testing services is governed by the testing agreement between the parties.</p>",
  "<h2>8. Governing law and disputes</h2>",
  "<p>This disclaimer is governed by the laws of the People's Republic of China (excluding the laws of Hong Kong, Macao and Taiwan). The parties shall first try to resolve any dispute arising from it through friendly negotiation; failing that, either party may bring proceedings before the competent people's court at Anru Biotech's place of domicile.</p>",
  "<h2>9. Updates</h2>",
  "<p>We may update this disclaimer from time to time. The updated version takes effect when it is published on this page. If you have any questions about it, please email service@anru-bio.example.</p>",
);

const policies: DemoContent["policies"] = [
  {
    code: "privacy",
    title: { zh: "隐私政策", en: "Privacy Policy" },
    content: { zh: privacyZh, en: privacyEn },
    updatedAt: "2026-01-10T00:00:00.000Z",
  },
  {
    code: "disclaimer",
    title: { zh: "免责声明", en: "Disclaimer" },
    content: { zh: disclaimerZh, en: disclaimerEn },
    updatedAt: "2026-01-10T00:00:00.000Z",
  },
];

// ---------------------------------------------------------------------------
// Regions
// ---------------------------------------------------------------------------

/** China's 34 provincial-level divisions, GB/T 2260 codes. */
const provinces: DemoContent["provinces"] = [
  { code: "110000", name: "北京市", nameEn: "Beijing" },
  { code: "120000", name: "天津市", nameEn: "Tianjin" },
  { code: "130000", name: "河北省", nameEn: "Hebei" },
  { code: "140000", name: "山西省", nameEn: "Shanxi" },
  { code: "150000", name: "内蒙古自治区", nameEn: "Inner Mongolia" },
  { code: "210000", name: "辽宁省", nameEn: "Liaoning" },
  { code: "220000", name: "吉林省", nameEn: "Jilin" },
  { code: "230000", name: "黑龙江省", nameEn: "Heilongjiang" },
  { code: "310000", name: "上海市", nameEn: "Shanghai" },
  { code: "320000", name: "江苏省", nameEn: "Jiangsu" },
  { code: "330000", name: "浙江省", nameEn: "Zhejiang" },
  { code: "340000", name: "安徽省", nameEn: "Anhui" },
  { code: "350000", name: "福建省", nameEn: "Fujian" },
  { code: "360000", name: "江西省", nameEn: "Jiangxi" },
  { code: "370000", name: "山东省", nameEn: "Shandong" },
  { code: "410000", name: "河南省", nameEn: "Henan" },
  { code: "420000", name: "湖北省", nameEn: "Hubei" },
  { code: "430000", name: "湖南省", nameEn: "Hunan" },
  { code: "440000", name: "广东省", nameEn: "Guangdong" },
  { code: "450000", name: "广西壮族自治区", nameEn: "Guangxi" },
  { code: "460000", name: "海南省", nameEn: "Hainan" },
  { code: "500000", name: "重庆市", nameEn: "Chongqing" },
  { code: "510000", name: "四川省", nameEn: "Sichuan" },
  { code: "520000", name: "贵州省", nameEn: "Guizhou" },
  { code: "530000", name: "云南省", nameEn: "Yunnan" },
  { code: "540000", name: "西藏自治区", nameEn: "Xizang" },
  { code: "610000", name: "陕西省", nameEn: "Shaanxi" },
  { code: "620000", name: "甘肃省", nameEn: "Gansu" },
  { code: "630000", name: "青海省", nameEn: "Qinghai" },
  { code: "640000", name: "宁夏回族自治区", nameEn: "Ningxia" },
  { code: "650000", name: "新疆维吾尔自治区", nameEn: "Xinjiang" },
  { code: "710000", name: "台湾省", nameEn: "Taiwan" },
  { code: "810000", name: "香港特别行政区", nameEn: "Hong Kong" },
  { code: "820000", name: "澳门特别行政区", nameEn: "Macao" },
];

/** Countries and areas of typical customers, ISO 3166-1 alpha-2 codes. */
const countries: DemoContent["countries"] = [
  { code: "CN", name: "中国", nameEn: "China" },
  { code: "US", name: "美国", nameEn: "United States" },
  { code: "JP", name: "日本", nameEn: "Japan" },
  { code: "KR", name: "韩国", nameEn: "South Korea" },
  { code: "DE", name: "德国", nameEn: "Germany" },
  { code: "FR", name: "法国", nameEn: "France" },
  { code: "NL", name: "荷兰", nameEn: "Netherlands" },
  { code: "GB", name: "英国", nameEn: "United Kingdom" },
  { code: "IT", name: "意大利", nameEn: "Italy" },
  { code: "ES", name: "西班牙", nameEn: "Spain" },
  { code: "NZ", name: "新西兰", nameEn: "New Zealand" },
  { code: "AU", name: "澳大利亚", nameEn: "Australia" },
  { code: "SG", name: "新加坡", nameEn: "Singapore" },
  { code: "MY", name: "马来西亚", nameEn: "Malaysia" },
  { code: "VN", name: "越南", nameEn: "Vietnam" },
  { code: "TH", name: "泰国", nameEn: "Thailand" },
  { code: "ID", name: "印度尼西亚", nameEn: "Indonesia" },
  { code: "PH", name: "菲律宾", nameEn: "Philippines" },
  { code: "IN", name: "印度", nameEn: "India" },
  { code: "CA", name: "加拿大", nameEn: "Canada" },
  { code: "BR", name: "巴西", nameEn: "Brazil" },
  { code: "MX", name: "墨西哥", nameEn: "Mexico" },
  { code: "SA", name: "沙特阿拉伯", nameEn: "Saudi Arabia" },
  { code: "AE", name: "阿联酋", nameEn: "United Arab Emirates" },
  { code: "RU", name: "俄罗斯", nameEn: "Russia" },
  { code: "ZA", name: "南非", nameEn: "South Africa" },
];

// ---------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------

export const demoContent: DemoContent = {
  siteSettings,
  consultClasses,
  news,
  banners,
  columns,
  contentData,
  policies,
  provinces,
  countries,
};
