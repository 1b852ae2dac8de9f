import { useEffect } from "react";
import { loadBaccaratTexts } from "../shared/i18n/baccarat-texts";
import { loadPointsTexts } from "../shared/i18n/points-texts";
import { loadPromotionTexts } from "../shared/i18n/promotion-texts";
import { loadVipTexts } from "../shared/i18n/vip-texts";
import { Navigate, Outlet, Route, Routes, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { GUARD_FREE_PATHS, ROUTE, ROUTES, type Layout, type PageArea, type RouteEntry } from "@portal/contract/routes";
import { useSystemStatus } from "../shared/system/system-status";
import { useSession } from "../shared/storage/session";
import { openModal } from "../shared/modals/modal-store";
import { ModalHost } from "./modals/modal-host";
import { DialogHost } from "./modals/dialog-host";
import { SessionSync } from "./session-sync";
import { PushSync } from "./push-sync";
import { AppLayout } from "./layout/app-layout";
import { PageLoader, type PageLoad } from "./page-loader";
import { NotFoundPage } from "./pages/not-found-page";
import * as homePage from "./pages/home-page";
import { RouteErrorBoundary } from "./route-error-boundary";
import { ScrollRestoration } from "./scroll-restoration";

/**
 * Every page area is its own lazy chunk (the category pages share one), except the home page: the
 * first screen of most visitors ships in the entry chunk, with the dozen small shared modules it
 * uses, instead of as that many requests queued on a phone's few connections (decision 0029).
 */
const categoryPages = () => import("./pages/category-pages");

export const PAGE_LOADERS: Record<PageArea, PageLoad> = {
  index: () => Promise.resolve(homePage),
  noticePage: () => import("./pages/notice-page"),
  Vip: () => Promise.all([import("./pages/vip-page"), loadVipTexts()]).then(([page]) => page),
  egame: () => import("./pages/rng-page"),
  live: () => categoryPages().then((m) => ({ default: m.LivePage })),
  fish: () => categoryPages().then((m) => ({ default: m.FishPage })),
  pvp: () => categoryPages().then((m) => ({ default: m.PvpPage })),
  sports: () => categoryPages().then((m) => ({ default: m.SportsPage })),
  esports: () => categoryPages().then((m) => ({ default: m.EsportsPage })),
  elott: () => categoryPages().then((m) => ({ default: m.ElottPage })),
  vnLottery: () => categoryPages().then((m) => ({ default: m.VnLotteryPage })),
  promo: () => Promise.all([import("./pages/promotions-page"), loadPromotionTexts()]).then(([page]) => page),
  promoDetail: () => Promise.all([import("./pages/promo-detail-page"), loadPromotionTexts()]).then(([page]) => page),
  help: () => import("./pages/help-page"),
  helpmc: () => import("./pages/helpmc-page"),
  download: () => import("./pages/download-page"),
  joinus: () => import("./pages/join-page"),
  pointMall: () => Promise.all([import("./pages/point-mall-page"), loadPointsTexts()]).then(([page]) => page),
  seamless: () => import("./pages/seamless-page"),
  byIframe: () => import("./pages/game-page"),
  login: () => import("./pages/login-page"),
  houseSlot: () => import("./pages/house-slot-page"),
  houseBaccarat: () => Promise.all([import("./pages/house-baccarat-page"), loadBaccaratTexts()]).then(([page]) => page),
  houseLottery: () => import("./pages/house-lottery-page"),
  fairVerify: () => Promise.all([import("./pages/fair-verify-page"), loadBaccaratTexts()]).then(([page]) => page),
};

/** Every primitive on one page (docs/design.md); development builds only: production leaves it out. */
const STYLEGUIDE: PageLoad = () => import("./pages/styleguide-page");

/** loginedToHomePage: a visitor without a token goes to /login, except on the guard-free paths. */
export function guardRedirect(pathname: string, loginedToHomePage: boolean, tokenPresent: boolean): string | null {
  if (!loginedToHomePage || tokenPresent) return null;
  return GUARD_FREE_PATHS.includes(pathname) ? null : ROUTE.login;
}

function RootRoute() {
  const location = useLocation();
  const status = useSystemStatus();
  const { token } = useSession();
  const target = guardRedirect(location.pathname, status?.info.site.loginedToHomePage ?? false, token !== null);
  if (target !== null) return <Navigate to={target} replace />;
  return (
    <>
      <Outlet />
      <SessionSync />
      <PushSync />
      <ModalHost />
      <DialogHost />
      <ScrollRestoration />
    </>
  );
}

/** "/" answers with /index, keeping the query string (affiliate codes and the like). */
function RootRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: ROUTE.index, search, hash }} replace />;
}

function RoutePage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation();
  const brand = useSystemStatus()?.info.site.brandName ?? "";
  // A page whose texts live under its own top-level key (the house games' pages) keeps its title there.
  const title = t([`pages.${entry.area}`, `${entry.area}.title`]);

  useEffect(() => {
    if (entry.opensRegister) openModal("register");
  }, [entry.opensRegister]);

  useEffect(() => {
    document.title = brand ? `${title} | ${brand}` : title;
  }, [title, brand]);

  return <PageLoader load={PAGE_LOADERS[entry.area]} />;
}

const LAYOUTS: readonly Layout[] = ["full", "headerFooter", "headerOnly", "none"];

/**
 * The route table of spec section 2, built from the contract's ROUTES, for a BrowserRouter
 * (history mode). Declarative rather than createBrowserRouter: the portal uses no loaders or
 * actions, and the data router's code is about 14 KB gzip of the /index budget.
 */
export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Routes>
        <Route element={<RootRoute />}>
          <Route path={ROUTE.root} element={<RootRedirect />} />
          {LAYOUTS.map((layout) => (
            <Route key={layout} element={<AppLayout layout={layout} />}>
              {ROUTES.filter((entry) => entry.layout === layout).map((entry) => (
                <Route key={entry.path} path={entry.path} element={<RoutePage key={entry.path} entry={entry} />} />
              ))}
              {layout === "full" && import.meta.env.DEV ? (
                <Route path="/styleguide" element={<PageLoader load={STYLEGUIDE} />} />
              ) : null}
              {layout === "full" ? <Route path="*" element={<NotFoundPage />} /> : null}
            </Route>
          ))}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
