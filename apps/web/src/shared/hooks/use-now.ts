import { useEffect, useState } from "react";

/** The current time, ticking every `tickMs` (Playwright's clock drives it in the browser tests). */
export function useNow(tickMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
