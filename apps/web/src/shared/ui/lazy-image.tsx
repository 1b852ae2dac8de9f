import { useEffect, useRef, useState } from "react";
import { LAZY_IMAGE_ATTEMPTS } from "@portal/contract/constants";
import { loadedImages } from "./image-cache";
import { observeVisible } from "./viewport-observer";
import styles from "./lazy-image.module.css";

export const DEFAULT_GAME_ICON = `${import.meta.env.BASE_URL}img/default-game.svg`;

export interface LazyImageProps {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  /**
   * The largest image of the first screen (the home banner): requested at once with high fetch
   * priority instead of waiting for the viewport observer, so the largest paint is not delayed.
   */
  priority?: boolean;
  /** What shows when there is no picture or it failed to load: a drawn illustration of the
      vendor's or game's category (shared/art), else the default game icon. */
  fallback?: string;
}

/**
 * An image that loads when it nears the viewport (or at once with `priority`), retries up to
 * LAZY_IMAGE_ATTEMPTS times, then shows its fallback (by default the default game icon). URLs loaded before render at once.
 */
export function LazyImage(props: LazyImageProps) {
  // A new source starts a fresh life cycle.
  return <LazyImageOnce key={props.src} {...props} />;
}

function LazyImageOnce({
  src,
  alt,
  width,
  height,
  className,
  priority = false,
  fallback = DEFAULT_GAME_ICON,
}: LazyImageProps) {
  const [visible, setVisible] = useState(() => src !== "" && (priority || loadedImages.has(src)));
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(src === "");
  const holder = useRef<HTMLSpanElement>(null);
  const classes = className ? `${styles.image} ${className}` : styles.image;

  useEffect(() => {
    const element = holder.current;
    if (visible || failed || !element) return;
    return observeVisible(element, () => setVisible(true));
  }, [visible, failed]);

  if (failed) {
    return <img className={classes} src={fallback} alt={alt} width={width} height={height} />;
  }
  if (!visible) {
    return <span ref={holder} className={`${classes} ${styles.placeholder}`} aria-hidden="true" />;
  }
  return (
    <img
      // Remounting the element makes the browser request the image again.
      key={attempt}
      className={classes}
      src={src}
      alt={alt}
      width={width}
      height={height}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      onLoad={() => loadedImages.add(src)}
      onError={() => {
        if (attempt + 1 < LAZY_IMAGE_ATTEMPTS) setAttempt(attempt + 1);
        else setFailed(true);
      }}
    />
  );
}
