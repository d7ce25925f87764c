import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLocale } from "./i18n/locales";
import { readMessagesFromDocument } from "./i18n/messages";

const lang = document.documentElement.lang;
readMessagesFromDocument(isLocale(lang) ? lang : "nl");

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
