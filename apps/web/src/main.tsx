import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { setNonce } from "get-nonce";
import { pageStyleNonce } from "@portal/contract/csp-nonce";
import { initMerchantCode } from "./shared/storage/merchant";
import { initI18n } from "./shared/i18n/i18n";
import { App, createQueryClient } from "./app/app";
import { systemStatusQuery } from "./shared/system/system-status";
import { startFirstScreen } from "./app/first-screen";
import "./app/global.css";

// The scroll lock of modal dialogs writes a style element: the CSP lets it in under this nonce.
setNonce(pageStyleNonce(document) ?? "");
initMerchantCode();
void initI18n();
// The status call starts now, in parallel with the locale file and what the first screen needs.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(systemStatusQuery());
startFirstScreen(queryClient, window.location);

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

createRoot(container).render(
  <StrictMode>
    <App client={queryClient} />
  </StrictMode>,
);
