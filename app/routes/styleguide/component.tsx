import { data, useParams } from "react-router";
import type { Route } from "./+types/component";
import { STYLEGUIDE } from "./examples";
import { ComponentExamples, StyleguideLayout } from "./styleguide-layout";

export function loader({ params }: Route.LoaderArgs) {
  const entry = STYLEGUIDE.find((c) => c.id === params.component);
  const example = "example" in params ? params.example : undefined;
  if (!entry || (example && !entry.examples.some((e) => e.id === example)))
    throw data(null, { status: 404 });
  return null;
}

export const meta = () => [
  { title: "Styleguide | Buurtoogst" },
  { name: "robots", content: "noindex" },
];

export default function StyleguideComponent() {
  const params = useParams();
  return (
    <StyleguideLayout>
      <ComponentExamples componentId={params.component ?? ""} exampleId={params.example} />
    </StyleguideLayout>
  );
}
