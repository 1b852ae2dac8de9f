import { useCallback, useRef, useState } from "react";
import { CAPTCHA_REFRESH_MIN_MS } from "@portal/contract/constants";
import { throttleAllows } from "../../../shared/hooks/countdown";
import { fetchCaptcha, type CaptchaImage } from "../api/auth-api";

/** The image captcha: `refresh()` at most once per CAPTCHA_REFRESH_MIN_MS (a forced one always). */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null);
  const lastAt = useRef<number | null>(null);
  const refresh = useCallback(async (force = false) => {
    const now = Date.now();
    if (!force && !throttleAllows(lastAt.current, now, CAPTCHA_REFRESH_MIN_MS)) return;
    lastAt.current = now;
    try {
      setCaptcha(await fetchCaptcha());
    } catch {
      // The image stays; a click tries again.
    }
  }, []);
  return { captcha, refresh };
}
