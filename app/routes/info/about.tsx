import { useLoaderData } from "react-router";
import { ContentPageView } from "~/components/content/content-page-view";
import { aboutEn } from "~/content/about.en";
import { aboutNl } from "~/content/about.nl";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/about";

export function loader({ context, request }: Route.LoaderArgs) {
  const page = context.locale === "en" ? aboutEn : aboutNl;
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

export default function AboutPage() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} />;
}
