import { useLoaderData } from "react-router";
import { ContentPageView } from "~/components/content/content-page-view";
import { termsEn } from "~/content/terms.en";
import { termsNl } from "~/content/terms.nl";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/terms";

export function loader({ context, request }: Route.LoaderArgs) {
  const page = context.locale === "en" ? termsEn : termsNl;
  return {
    page,
    seo: {
      title: page.title,
      description: page.description,
      path: new URL(request.url).pathname,
      appUrl: context.services.env.APP_URL,
      locale: context.locale,
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function TermsPage() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} />;
}
