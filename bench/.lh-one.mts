import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltPortal } from "/work/wt-webperf/apps/web/scripts/built-portal.mjs";
const portal = await startBuiltPortal();
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu"] });
try {
  for (const page of (process.env.PAGES ?? "/index").split(",")) {
    const r = await lighthouse(portal.url + page, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const a = r!.lhr.audits;
    console.log(page, "score", r!.lhr.categories.performance.score, "LCP", a["largest-contentful-paint"].numericValue, "CLS", a["cumulative-layout-shift"].numericValue, "TBT", a["total-blocking-time"].numericValue, "FCP", a["first-contentful-paint"].numericValue, "SI", a["speed-index"].numericValue);
    for (const id of ["largest-contentful-paint-element", "layout-shifts", "lcp-breakdown-insight", "lcp-discovery-insight", "network-dependency-tree-insight", "render-blocking-insight", "document-latency-insight"]) {
      const d = a[id]; if (!d) continue;
      console.log("==", id, d.displayValue ?? "", JSON.stringify(d.details)?.slice(0, 2500));
    }
  }
} finally { chrome.kill(); await portal.stop(); }
