import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { i18nReady } from "./lib/i18n.ts";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
// A Norwegian visitor's texts are fetched first, so the first screen is already in Norwegian.
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
