import { useEffect, useState } from "react";
import { CLOCK_TICK_MS } from "@portal/contract/constants";
import { isoDateTime } from "../../shared/format/date-time";
import { useDateTime } from "../../shared/format/use-date-time";

/** GMT+8 in the language's date format (DD/MM/YYYY HH:mm:ss in English), refreshed every CLOCK_TICK_MS. */
export function HeaderClock() {
  const dateTime = useDateTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return <time dateTime={isoDateTime(now)}>{dateTime(now)}</time>;
}
