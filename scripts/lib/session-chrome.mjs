// A headless Chromium with a remote-debugging port, for `npm run lighthouse`'s personal pages: the
// lighthouse CLI cannot put a session in localStorage, so this Chrome is started here; before each
// run Playwright (`chromium.connectOverCDP` of @playwright/test, which package.json declares;
// playwright-core is its dependency) writes the session into the site's origin and disconnects,
// and the CLI is pointed at the same Chrome with `--port`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

// chrome-launcher's default flags: what the lighthouse CLI starts Chrome with for the other pages.
const LAUNCHER_FLAGS = [
  "--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,CalculateNativeWinOcclusion,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument",
  "--disable-extensions",
  "--disable-component-extensions-with-background-pages",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-client-side-phishing-detection",
  "--disable-sync",
  "--metrics-recording-only",
  "--disable-default-apps",
  "--mute-audio",
  "--no-default-browser-check",
  "--no-first-run",
  "--disable-backgrounding-occluded-windows",
  "--disable-renderer-backgrounding",
  "--disable-background-timer-throttling",
  "--disable-ipc-flooding-protection",
  "--password-store=basic",
  "--use-mock-keychain",
  "--force-fieldtrials=*BackgroundTracing/default/",
  "--disable-hang-monitor",
  "--disable-prompt-on-repost",
  "--disable-domain-reliability",
  "--propagate-iph-for-testing",
];

async function answers(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/json/version`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts Chromium (`chromePath`, with `flags` besides chrome-launcher's) on `port` with a fresh
 * profile. `signIn()` leaves exactly the session (`token`, `userInfo`) in the origin's localStorage
 * and no cookies, so every run starts as a customer who has just logged in; Lighthouse itself
 * empties the HTTP cache before each run, as for the other pages.
 */
export async function startSessionChrome({ chromePath, flags, port, origin, session }) {
  const profile = path.resolve(`.tmp/lighthouse-chrome-${port}`);
  fs.rmSync(profile, { recursive: true, force: true });
  const child = spawn(
    chromePath,
    [...LAUNCHER_FLAGS, ...flags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: "ignore",
    },
  );
  const deadline = Date.now() + 30_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`${chromePath} exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${chromePath} did not open port ${port} within 30 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    async signIn() {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      try {
        const context = browser.contexts()[0];
        await context.clearCookies();
        const page = await context.newPage();
        // A plain-text page of the origin: localStorage without running the site's scripts.
        await page.goto(`${origin}/robots.txt`);
        await page.evaluate(({ token, userInfo }) => {
          localStorage.clear();
          localStorage.setItem("token", token);
          localStorage.setItem("userInfo", JSON.stringify(userInfo));
        }, session);
        await page.close();
      } finally {
        // Over CDP this only disconnects: the Chrome stays for Lighthouse, without Playwright attached.
        await browser.close();
      }
      if (!(await answers(port))) throw new Error("Chromium ended when Playwright disconnected");
    },
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          fs.rmSync(profile, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        const kill = setTimeout(() => child.kill("SIGKILL"), 5_000);
        child.once("exit", () => {
          clearTimeout(kill);
          done();
        });
        child.kill("SIGTERM");
      }),
  };
}
