import { useT } from "~/hooks/use-t";
import { Page } from "../layout/page";
import { ButtonLink } from "../ui/button";
import styles from "./error-page.module.css";

// How browsers word a failed dynamic import of a page chunk.
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === "ChunkLoadError" || CHUNK_ERROR.test(error.message))
  );
}

/** Spec §2: a 404-style page with a link home when a page chunk could not be loaded. */
export function ChunkLoadErrorPage() {
  const t = useT();
  return (
    <Page className={styles.root}>
      <title>{t("ChunkLoadError.title")}</title>
      <div className={styles.content}>
        <h1>{t("ChunkLoadError.heading")}</h1>
        <p>{t("ChunkLoadError.description")}</p>
        <ButtonLink to="/" reloadDocument>
          {t("ChunkLoadError.toLanding")}
        </ButtonLink>
      </div>
    </Page>
  );
}
