import { useId, useState } from "react";
import { Button, type ButtonProps } from "./button";

export interface CopyButtonProps {
  text: string;
  /** The id of the label of what it copies: the button is named by its own text, then that label. */
  labelledBy: string;
  /** The button's text ("Copy"), and what it says once it copied or could not. */
  labels: { copy: string; copied: string; failed: string };
  size?: ButtonProps["size"];
  /** The class of what it says. */
  statusClassName: string | undefined;
}

/**
 * Copies `text` to the clipboard and says whether it worked, in a polite live region. Its name is
 * "Copy" followed by the label of what it copies, so two copy buttons on one page are told apart by
 * a screen reader ("Copy Order number", "Copy Account number").
 */
export function CopyButton({ text, labelledBy, labels, size, statusClassName }: CopyButtonProps) {
  const id = useId();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <>
      <Button type="button" size={size} id={id} aria-labelledby={`${id} ${labelledBy}`} onClick={() => void copy()}>
        {labels.copy}
      </Button>
      <span className={statusClassName} role="status">
        {state === "copied" ? labels.copied : state === "failed" ? labels.failed : ""}
      </span>
    </>
  );
}
