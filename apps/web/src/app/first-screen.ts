import type { QueryClient } from "@tanstack/react-query";
import { LAYOUT_PARTS, ROUTE, ROUTES } from "@portal/contract/routes";
import { CATEGORY_ART } from "@portal/contract/artwork";
import { announcementsQuery } from "../features/announcements/api/announcements";
import { vendorLanesQuery } from "../features/games/api/games";
import { GAME_PAGE_SIZE, gameListQuery } from "../features/games/api/player-games";
import { categoryCards, rngGamesFilter, selectRngVendor } from "../features/games/hooks/category-nav";
import { currentLanguage } from "../shared/i18n/i18n";
import { getCurrentVendor } from "../shared/storage/session";
import { loadPage } from "./page-loader";
import { PAGE_LOADERS } from "./router";

/** Hints the browser to fetch an image now, with high priority (an image `<link rel=preload>`). */
export function preloadImage(url: string): void {
  const links = document.head.querySelectorAll('link[rel="preload"][as="image"]');
  if ([...links].some((link) => link.getAttribute("href") === url)) return;
  const link = document.createElement("link");
  link.setAttribute("rel", "preload");
  link.setAttribute("as", "image");
  link.setAttribute("href", url);
  link.setAttribute("fetchpriority", "high");
  document.head.append(link);
}

/**
 * Starts what the first screen of `pathname` needs at once, in parallel with the status call,
 * instead of one after another (status, then the route chunk, then its data, then the banner
 * image): the page's chunk, the vendor lanes the header's category bar is built from, and on pages
 * with the full layout the announcements (notice bar and home banners) with the first banner
 * image (on /promotions, the first promotion's picture, and the offers its tabs wait for); on /rng the selected vendor's first page of games as soon as the lanes name it, then
 * its first game's picture (the game's own, else its category's drawing, as GameCard shows). Each
 * result lands where the page looks for it (the module cache, the query cache, the image cache),
 * so what users see does not change; only sooner.
 * A chunk that fails here is imported again, with its error page, when the page renders.
 */
export function startFirstScreen(
  client: QueryClient,
  { pathname, search }: Pick<Location, "pathname" | "search">,
  loaders = PAGE_LOADERS,
): void {
  const path = pathname === ROUTE.root ? ROUTE.index : pathname;
  const entry = ROUTES.find((route) => route.path === path);
  if (!entry) return;
  loadPage(loaders[entry.area]).catch(() => {});
  const language = currentLanguage();
  // Failures are left to the components, which ask again and show their own error states.
  if (LAYOUT_PARTS[entry.layout].header) {
    const lanes = client.fetchQuery(vendorLanesQuery(language));
    if (entry.area === "egame") {
      // /rng lists the selected slots vendor's games (rng-vendor-tabs.tsx), known once the lanes are.
      const page = new URLSearchParams(search).get("page");
      lanes
        .then((list) => {
          const vendors = categoryCards(list, "RNG").map((card) => card.vassalage);
          const vendor = selectRngVendor(vendors, page, getCurrentVendor());
          if (vendor === null) return;
          // The list, then the first game's picture: the largest paint of /rng.
          return client
            .fetchInfiniteQuery(gameListQuery(language, rngGamesFilter(vendor), GAME_PAGE_SIZE.page))
            .then((list) => {
              const first = list.pages[0]?.list[0];
              if (first) preloadImage(first.icon !== "" ? first.icon : CATEGORY_ART[first.category]);
            });
        })
        .catch(() => {});
    } else lanes.catch(() => {});
  }
  if (entry.area === "promo") {
    // The offers' tabs hold the list back until the offers come: ask for them with the chunk, not
    // after it rendered. Their module comes with the page anyway (a chunk of its own, not the entry's).
    import("../features/promotions/api/promotions-api")
      .then(({ offersQuery }) => client.prefetchQuery(offersQuery()))
      .catch(() => {});
  }
  if (entry.layout !== "full") return;
  client
    .fetchQuery(announcementsQuery(language))
    .then((content) => {
      // The largest paint: /index's first banner, /promotions' first promotion card's picture.
      const first =
        entry.area === "index" ? content.banners : entry.area === "promo" ? content.promotion : ([] as const);
      const image = first.find((a) => a.imageUrl !== "");
      if (image) preloadImage(image.imageUrl);
    })
    .catch(() => {});
}
