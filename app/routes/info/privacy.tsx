import { useLoaderData } from "react-router";
import { ContentPageView } from "~/components/content/content-page-view";
import { privacyEn } from "~/content/privacy.en";
import { privacyNl } from "~/content/privacy.nl";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/privacy";

export function loader({ context, request }: Route.LoaderArgs) {
  const page = context.locale === "en" ? privacyEn : privacyNl;
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

export default function PrivacyPage() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} />;
}
