import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLocale } from "./i18n/locales";
import { loadMessagesForDocument } from "./i18n/messages";

const lang = document.documentElement.lang;
// The formatter needs the messages before the first render; without them the page stays as the
// server sent it (links and forms keep working), so hydrating half-translated is never tried.
loadMessagesForDocument(isLocale(lang) ? lang : "nl").then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error(error),
);
