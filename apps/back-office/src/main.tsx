import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, createQueryClient } from "./app/app";
import { initI18n } from "./shared/i18n/i18n";
import "./app/global.css";

void initI18n();
const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
createRoot(container).render(
  <StrictMode>
    <App client={createQueryClient()} />
  </StrictMode>,
);
