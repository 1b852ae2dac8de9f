import { useId, type ReactNode } from "react";
import { Badge, type BadgeTone } from "./badge";
import cardStyles from "./card.module.css";

export interface StatusCardProps {
  /** The card's box and layout (with card.module.css), which its `data-status` may style too. */
  className: string | undefined;
  title: ReactNode;
  headingLevel: 4 | 5 | 6;
  /** The status as data-status (for the styles) and, told by `statusText`, as a tag beside the title. */
  status: string;
  statusText: string;
  tone: BadgeTone;
  children: ReactNode;
}

/**
 * A card that is an article named by its title (a mission, a reward, a bonus): the title and its
 * status as a tag on its first row, then the card's own parts.
 */
export function StatusCard({ className, title, headingLevel, status, statusText, tone, children }: StatusCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 4 ? "h4" : headingLevel === 5 ? "h5" : "h6";
  return (
    <article className={className} aria-labelledby={titleId} data-status={status}>
      <div className={cardStyles.head}>
        <Heading id={titleId} className={cardStyles.title}>
          {title}
        </Heading>
        <Badge tone={tone}>{statusText}</Badge>
      </div>
      {children}
    </article>
  );
}
