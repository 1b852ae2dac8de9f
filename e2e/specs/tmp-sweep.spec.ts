// TEMPORARY visual sweep (to be deleted): full-page screenshots of the portal in every language at
// a phone and a laptop size, saved under /tmp/sweep, with a JSON of automatic findings per shot.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { launchHouseGame, spinSlot } from "../fixtures/house-games";
import { createMember, fundMember, login } from "../fixtures/members";
import { test } from "../fixtures/portal";
import { SLOT_GAME_CODE } from "../fixtures/server";

const OUT = "/tmp/sweep";
mkdirSync(OUT, { recursive: true });

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "apps", "web", "src", "locales");

function flatten(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (value && typeof value === "object") for (const v of Object.values(value)) flatten(v, out);
  return out;
}
function localeFiles(lang: string): string[] {
  const files = [path.join(LOCALES_DIR, `${lang}.json`)];
  for (const entry of readdirSync(LOCALES_DIR)) {
    const dir = path.join(LOCALES_DIR, entry);
    if (statSync(dir).isDirectory()) files.push(path.join(dir, `${lang}.json`));
  }
  return files;
}
function strings(lang: string): string[] {
  return localeFiles(lang).flatMap((f) => {
    try {
      return flatten(JSON.parse(readFileSync(f, "utf8")));
    } catch {
      return [];
    }
  });
}
const EN = strings("en");
const LOCALE_TEXTS: Record<string, any> = {};
for (const lang of ["cn", "en", "ja", "th", "vi"])
  LOCALE_TEXTS[lang] = JSON.parse(readFileSync(path.join(LOCALES_DIR, `${lang}.json`), "utf8"));
/** English strings that are not also the language's own text (so showing them is untranslated). */
function englishOnly(lang: string): string[] {
  if (lang === "en") return [];
  const own = new Set(strings(lang));
  return [...new Set(EN)].filter((s) => !own.has(s) && /[A-Za-z]{3,}/.test(s) && !s.includes("{{") && s.length >= 4);
}

const LANGS = ["cn", "en", "ja", "th", "vi"] as const;
const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 768 },
] as const;

async function settle(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 6000 }).catch(() => {});
  await page
    .evaluate(async () => {
      await document.fonts.ready;
      const imgs = [...document.images].filter((i) => !i.complete);
      await Promise.race([
        Promise.all(imgs.map((i) => new Promise((r) => i.addEventListener("load", r) || i.addEventListener("error", r)))),
        new Promise((r) => setTimeout(r, 3000)),
      ]);
    })
    .catch(() => {});
  await page.waitForTimeout(700);
}

/** Automatic findings of the page as it is now. */
async function diagnose(page: Page, lang: string) {
  const english = englishOnly(lang);
  return page.evaluate(
    ({ english, lang }) => {
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && s.visibility !== "hidden" && s.display !== "none" && s.opacity !== "0";
      };
      const desc = (el: Element) =>
        `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${(el.textContent ?? "").trim().slice(0, 60)}"`;
      const out: Record<string, unknown> = {};
      out.sideways = { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth };
      out.brokenImages = [...document.images]
        .filter((i) => i.complete && i.naturalWidth === 0 && visible(i))
        .map((i) => `${i.currentSrc || i.src} alt="${i.alt}"`);
      const clipped: string[] = [];
      const offscreen: string[] = [];
      const untranslated = new Set<string>();
      const latin = new Set<string>();
      const englishSet = new Set(english);
      for (const el of document.querySelectorAll("body *")) {
        if (!visible(el)) continue;
        const s = getComputedStyle(el);
        const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? "").trim() !== "");
        if (hasText) {
          const clipsX = s.overflowX !== "visible" || s.textOverflow === "ellipsis";
          const clipsY = s.overflowY !== "visible" || Number(s.webkitLineClamp) > 0;
          if (clipsX && el.scrollWidth > el.clientWidth + 1 && s.overflowX !== "auto" && s.overflowX !== "scroll")
            clipped.push(`X ${el.scrollWidth}>${el.clientWidth} ${desc(el)}`);
          if (clipsY && el.scrollHeight > el.clientHeight + 2 && s.overflowY !== "auto" && s.overflowY !== "scroll")
            clipped.push(`Y ${el.scrollHeight}>${el.clientHeight} ${desc(el)}`);
          const r = el.getBoundingClientRect();
          if (r.right > window.innerWidth + 1 || r.left < -1) {
            let p: Element | null = el.parentElement;
            let scrolled = false;
            while (p && p !== document.body) {
              const ps = getComputedStyle(p);
              if (ps.overflowX !== "visible") {
                scrolled = true;
                break;
              }
              p = p.parentElement;
            }
            if (!scrolled) offscreen.push(`${Math.round(r.left)}..${Math.round(r.right)} ${desc(el)}`);
          }
          for (const n of el.childNodes) {
            if (n.nodeType !== 3) continue;
            const t = (n.textContent ?? "").trim();
            if (!t) continue;
            if (englishSet.has(t)) untranslated.add(t);
            else if (lang !== "en" && lang !== "vi" && /[A-Za-z]{3,}\s+[A-Za-z]{3,}/.test(t)) latin.add(t.slice(0, 80));
          }
        }
        for (const attr of ["placeholder", "aria-label", "title", "alt"]) {
          const v = el.getAttribute(attr);
          if (v && englishSet.has(v.trim())) untranslated.add(`[${attr}] ${v}`);
        }
      }
      out.clipped = clipped.slice(0, 40);
      out.offscreen = offscreen.slice(0, 40);
      out.untranslated = [...untranslated];
      out.latinText = [...latin].slice(0, 60);
      return out;
    },
    { english, lang },
  );
}

async function shot(page: Page, lang: string, size: string, name: string, findings: Record<string, unknown>) {
  await settle(page);
  const file = `${OUT}/${lang}-${size}-${name}.png`;
  await page.screenshot({ path: file, fullPage: true }).catch(async () => {
    await page.screenshot({ path: file });
  });
  findings[name] = await diagnose(page, lang).catch((e) => ({ error: String(e) }));
}

/** Screenshots the inner scroller of the open dialog, screen by screen (a modal scrolls inside). */
async function dialogScrollShots(page: Page, lang: string, size: string, name: string, findings: Record<string, unknown>) {
  const steps = await page.evaluate(() => {
    const dialogs = [...document.querySelectorAll('[role="dialog"]')];
    const dialog = dialogs[dialogs.length - 1];
    if (!dialog) return 0;
    let best: HTMLElement | null = null;
    for (const el of [dialog, ...dialog.querySelectorAll("*")] as HTMLElement[]) {
      const s = getComputedStyle(el);
      if ((s.overflowY === "auto" || s.overflowY === "scroll") && el.scrollHeight > el.clientHeight + 20)
        if (!best || el.scrollHeight - el.clientHeight > best.scrollHeight - best.clientHeight) best = el;
    }
    if (!best) return 0;
    best.setAttribute("data-sweep-scroller", "1");
    return Math.min(6, Math.ceil((best.scrollHeight - best.clientHeight) / (best.clientHeight * 0.85)));
  });
  for (let i = 1; i <= steps; i++) {
    await page.evaluate((i) => {
      const el = document.querySelector<HTMLElement>("[data-sweep-scroller]")!;
      el.scrollTop = Math.round(el.clientHeight * 0.85 * i);
    }, i);
    await page.waitForTimeout(300);
    await shot(page, lang, size, `${name}-scroll${i}`, findings);
  }
}

async function setLanguage(page: Page, lang: string) {
  await page.evaluate((lang) => {
    localStorage.setItem("hisLang", lang);
    localStorage.setItem("lang", lang);
  }, lang);
}

for (const size of SIZES) {
  for (const lang of LANGS) {
    test.describe(`${lang} ${size.name}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test(`visitor pages`, async ({ page }) => {
        test.setTimeout(300_000);
        const findings: Record<string, unknown> = {};
        const texts = LOCALE_TEXTS[lang];
        await page.goto("/index");
        await setLanguage(page, lang);
        await page.goto("/index");
        await shot(page, lang, size.name, "index-visitor", findings);
        // The login modal, from the header.
        await page.getByRole("banner").getByRole("button", { name: texts.header.login, exact: true }).first().click();
        await page.getByRole("dialog").last().waitFor();
        await shot(page, lang, size.name, "login-modal", findings);
        await page.keyboard.press("Escape");
        // The register modal, from the header.
        await page.goto("/index");
        await settle(page);
        await page.getByRole("banner").getByRole("button", { name: texts.header.register, exact: true }).first().click();
        await page.getByRole("dialog").last().waitFor();
        await shot(page, lang, size.name, "register-modal", findings);
        await dialogScrollShots(page, lang, size.name, "register-modal", findings);
        for (const [p, name] of [
          ["/rng", "rng-visitor"],
          ["/promotions", "promotions-visitor"],
          ["/vip", "vip-visitor"],
        ] as const) {
          try {
            await page.goto(p);
            await shot(page, lang, size.name, name, findings);
          } catch (e) {
            findings[name] = { error: String(e) };
          }
        }
        writeFileSync(`${OUT}/${lang}-${size.name}-visitor.json`, JSON.stringify(findings, null, 2));
      });

      test(`member pages`, async ({ page, portal }) => {
        test.setTimeout(420_000);
        const findings: Record<string, unknown> = {};
        const member = await createMember(portal, { paymentPassword: true });
        await fundMember(portal, member.id, "100");
        const token = await login(page, member.account);
        // Some rounds of the house slot, for the records.
        const { gameUrl, gameToken } = await launchHouseGame(portal, token, SLOT_GAME_CODE);
        for (let i = 0; i < 3; i++) await spinSlot(portal, gameToken, 100);
        await setLanguage(page, lang);
        const pages: [string, string][] = [
          ["/index", "index-member"],
          ["/rng", "rng"],
          ["/elott", "elott"],
          ["/Vnlottery", "vnlottery"],
          ["/promotions", "promotions"],
          ["/vip", "vip"],
        ];
        for (const [p, name] of pages) {
          try {
            await page.goto(p);
            await shot(page, lang, size.name, name, findings);
          } catch (e) {
            findings[name] = { error: String(e) };
          }
        }
        // The tab bar's Me sheet (phone) or the account menu (desktop).
        try {
          await page.goto("/index");
          await settle(page);
          if (size.name === "phone") {
            await page
              .getByRole("navigation", { name: LOCALE_TEXTS[lang].tabBar.label })
              .getByRole("button", { name: LOCALE_TEXTS[lang].tabBar.me, exact: true })
              .click();
            await shot(page, lang, size.name, "me-sheet", findings);
          } else {
            await page.getByRole("banner").getByRole("button", { name: LOCALE_TEXTS[lang].header.accountMenu }).click();
            await shot(page, lang, size.name, "account-menu", findings);
          }
        } catch (e) {
          findings["menu"] = { error: String(e) };
        }
        for (const centrePage of ["depositv2", "withdraw", "transactionHistory", "personalHistoryCopy", "securityCenter"]) {
          try {
            await page.goto(`/index?member=${centrePage}`);
            await page.getByRole("dialog").last().waitFor();
            await shot(page, lang, size.name, `centre-${centrePage}`, findings);
            await dialogScrollShots(page, lang, size.name, `centre-${centrePage}`, findings);
          } catch (e) {
            findings[`centre-${centrePage}`] = { error: String(e) };
          }
        }
        try {
          await page.goto(gameUrl);
          await shot(page, lang, size.name, "house-slot", findings);
        } catch (e) {
          findings["house-slot"] = { error: String(e) };
        }
        writeFileSync(`${OUT}/${lang}-${size.name}-member.json`, JSON.stringify(findings, null, 2));
      });
    });
  }
}
