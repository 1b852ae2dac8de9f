import { useLayoutEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Announcement } from "@portal/contract/api/content";
import { usePrefersReducedMotion } from "../../../shared/hooks/use-reduced-motion";
import { LazyImage } from "../../../shared/ui/lazy-image";
import { useAnnouncements } from "../hooks/use-announcements";
import styles from "./banner-carousel.module.css";

const ROTATE_MS = 6000;

function BannerLink({ banner, children }: { banner: Announcement; children: ReactNode }) {
  const link = banner.link.trim();
  if (link.startsWith("/") && !link.startsWith("//")) {
    return (
      <Link to={link} className={styles.link}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(link)) {
    return (
      <a href={link} className={styles.link} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <div className={styles.link}>{children}</div>;
}

/**
 * Home banners (the `banners` group), one at a time. The title is real text over the banner's
 * drawn background (in the player's language, from the banner's own language fields), never
 * text baked into the picture: it translates, scales and is read out. The banner is the largest paint of /index: its
 * image is requested at once with high priority, and its box is reserved while the list loads so
 * the lanes below do not jump when it arrives.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const query = useAnnouncements();
  const banners = (query.data?.banners ?? []).filter((b) => b.imageUrl !== "");
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  // Followed live: reduced motion turned on while the page is open stops the rotation at once.
  const still = usePrefersReducedMotion();

  const rotating = count >= 2 && !paused && !still;

  // A layout effect: the rotation stops in the very commit that tells assistive technology it has
  // (the slide's aria-live below), so no turn can come after the page says it is still.
  useLayoutEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  if (query.isPending) {
    return <div className={`${styles.carousel} ${styles.slide}`} aria-hidden="true" />;
  }
  if (count === 0) return null;
  const index = active % count;
  const banner = banners[index];
  if (!banner) return null;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t("home.banners")}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* While it rotates the slide is not read out at every turn (aria-live off); once it stands
          still (hovered, focused, reduced motion), a banner the player picks is (WAI-ARIA carousel). */}
      <div
        className={styles.slide}
        role="group"
        aria-roledescription="slide"
        aria-label={banner.title}
        aria-live={rotating ? "off" : "polite"}
      >
        <BannerLink banner={banner}>
          <LazyImage className={styles.image} src={banner.imageUrl} alt="" width={1200} height={360} priority />
          <span className={styles.caption}>
            <span className={styles.title}>{banner.title}</span>
          </span>
        </BannerLink>
      </div>
      {count > 1 ? (
        <div className={styles.dots}>
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className={i === index ? `${styles.dot} ${styles.current}` : styles.dot}
              aria-label={t("home.bannerN", { n: i + 1, total: count })}
              aria-pressed={i === index}
              onClick={() => setActive(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
