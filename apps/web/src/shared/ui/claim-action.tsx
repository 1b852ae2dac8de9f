import actionRowStyles from "./action-row.module.css";
import { Button } from "./button";
import { FormError } from "./form-error";
import textStyles from "./text.module.css";

export interface ClaimActionProps {
  /** The button's text ("Claim"). */
  label: string;
  /** Whether there is something to claim: the button shows only then. */
  claimable: boolean;
  /** The claim is running: the button is busy. */
  busy: boolean;
  onClaim: () => void;
  /** What the claim gave, once it worked (a polite status). */
  done?: string;
  /** Why the claim was refused (an alert). */
  refusal?: string;
}

/**
 * A card's Claim: the button, across the card on a phone, while there is something to claim; then
 * what the claim gave or why it was refused.
 */
export function ClaimAction({ label, claimable, busy, onClaim, done, refusal }: ClaimActionProps) {
  return (
    <>
      {claimable ? (
        <div className={actionRowStyles.row}>
          <Button variant="primary" busy={busy} onClick={onClaim}>
            {label}
          </Button>
        </div>
      ) : null}
      {done ? (
        <p className={textStyles.success} role="status">
          {done}
        </p>
      ) : null}
      <FormError message={refusal} />
    </>
  );
}
