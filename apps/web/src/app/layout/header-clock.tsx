import { useEffect, useState } from "react";
import { CLOCK_TICK_MS } from "@portal/contract/constants";
import { formatClock } from "../../shared/format/clock";
import { isoDateTime } from "../../shared/format/date-time";

/** GMT+8 as DD/MM/YYYY HH:mm:ss, refreshed every CLOCK_TICK_MS. */
export function HeaderClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time data-testid="header-clock" dateTime={isoDateTime(now)}>
      {formatClock(now)}
    </time>
  );
}
