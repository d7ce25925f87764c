import type { AppLoadContext } from "react-router";
import { translate } from "../i18n/translate.server";
import type { PageMetaInput } from "./page-meta";

/** Translated meta input for a page; `meta` turns it into tags with pageMeta(). */
export function seo(
  context: AppLoadContext,
  request: Request,
  titleId: string,
  descriptionId: string,
  extra: Partial<PageMetaInput> = {},
): PageMetaInput {
  return {
    title: translate(context.locale, titleId),
    description: translate(context.locale, descriptionId),
    path: new URL(request.url).pathname,
    appUrl: context.services.env.APP_URL,
    locale: context.locale,
    ...extra,
  };
}
