import { useLoaderData } from "react-router";
import { toListingCard } from "#modules/listings";
import { Page } from "~/components/layout/page";
import { FormSuccess } from "~/components/ui/field";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import type { Route } from "./+types/route";
import { AreasSection } from "./sections/areas-section";
import { CommunitySection } from "./sections/community-section";
import { HeroSection } from "./sections/hero-section";
import { HowItWorksSection } from "./sections/how-it-works-section";
import { NewListingsSection } from "./sections/new-listings-section";

export async function loader({ context, request }: Route.LoaderArgs) {
  const listings = await context.services.listings.newest();
  return {
    // Where a deleted account lands (decision 083): the page says it is done.
    accountDeleted: new URL(request.url).searchParams.get("account") === "deleted",
    listings: listings.map(toListingCard),
    seo: seo(context, request, "LandingPage.schemaTitle", "LandingPage.schemaDescription"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function LandingPage() {
  const { listings, accountDeleted } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <Page>
      {accountDeleted ? (
        <div className="container">
          <FormSuccess>{t("DeleteAccountPage.done")}</FormSuccess>
        </div>
      ) : null}
      <HeroSection />
      <HowItWorksSection />
      <NewListingsSection listings={listings} />
      <AreasSection />
      <CommunitySection />
    </Page>
  );
}
