import { useLoaderData } from "react-router";
import { CompanyDetails } from "~/components/content/company-details";
import { ContentPageView } from "~/components/content/content-page-view";
import { aboutEn } from "~/content/about.en";
import { aboutNl } from "~/content/about.nl";
import { pageMeta } from "~/seo/page-meta";
import { companyDetails } from "../../../server/company-env";
import type { Route } from "./+types/about";

export function loader({ context, request }: Route.LoaderArgs) {
  const page = context.locale === "en" ? aboutEn : aboutNl;
  return {
    page,
    company: companyDetails(context.services.env),
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
  const { page, company } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} aside={<CompanyDetails company={company} />} />;
}
