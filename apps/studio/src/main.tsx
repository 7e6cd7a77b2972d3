import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { changeLanguage, startLanguage } from "./lib/i18n.ts";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
// The first screen waits for its language's texts, so it never shows English first and then switches.
void changeLanguage(startLanguage(), false)
  .catch(() => undefined)
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
