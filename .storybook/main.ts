import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../src/**/*.stories.@(ts|tsx)", "../blocks/**/*.stories.@(ts|tsx)"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: ["../public"],
  async viteFinal(viteConfig) {
    // React Router's plugin builds the app, not stories.
    viteConfig.plugins = (viteConfig.plugins ?? [])
      .flat()
      .filter((p) => !(p && typeof p === "object" && "name" in p && String(p.name).startsWith("react-router")));
    return viteConfig;
  },
};
export default config;
