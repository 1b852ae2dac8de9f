import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, errorKeyOf } from "../api/api-error";
import { showAlert } from "../dialogs/dialog-store";
import { smsCountdownSeconds, throttleAllows } from "../hooks/countdown";
import { useCountdown } from "../hooks/use-countdown";
import { Button } from "./button";

export interface SmsSendButtonProps {
  /** Sends the code and answers its lifetime; null when the form refused to send (e.g. no number yet). */
  send: () => Promise<{ expiredMinutes: number } | null>;
  disabled?: boolean;
}

/**
 * "Send code": at most one request per second; then a countdown of expiredMinutes x 60 s
 * during which it is disabled. A failure shows a warning with the server's message.
 */
export function SmsSendButton({ send, disabled = false }: SmsSendButtonProps) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const [busy, setBusy] = useState(false);
  const lastAt = useRef<number | null>(null);

  const click = async () => {
    const now = Date.now();
    if (busy || !throttleAllows(lastAt.current, now)) return;
    lastAt.current = now;
    setBusy(true);
    try {
      const sent = await send();
      if (sent) start(smsCountdownSeconds(sent.expiredMinutes));
    } catch (error) {
      const message = error instanceof ApiError && error.message && error.message !== error.code ? error.message : "";
      void showAlert(message || t(errorKeyOf(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" disabled={disabled || busy || remaining > 0} onClick={() => void click()}>
      {remaining > 0 ? t("sms.resendIn", { seconds: remaining }) : busy ? t("sms.sending") : t("sms.send")}
    </Button>
  );
}
