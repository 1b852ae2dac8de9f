import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { setNonce } from "get-nonce";
import { pageStyleNonce } from "@portal/contract/csp-nonce";
import { App, createQueryClient } from "./app/app";
import { initI18n } from "./shared/i18n/i18n";
import "./app/global.css";

// The scroll lock of modal dialogs writes a style element: the CSP lets it in under this nonce.
setNonce(pageStyleNonce(document) ?? "");
void initI18n();
const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
createRoot(container).render(
  <StrictMode>
    <App client={createQueryClient()} />
  </StrictMode>,
);
