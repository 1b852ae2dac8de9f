import { isoDateTime } from "../format/date-time";
import { useDateTime } from "../format/use-date-time";

/** A moment as the member's date and time, machine-readable in its dateTime. */
export function When({ at }: { at: number }) {
  const dateTime = useDateTime();
  return <time dateTime={isoDateTime(at)}>{dateTime(at)}</time>;
}
