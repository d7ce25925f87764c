import { data, useParams } from "react-router";
import type { Route } from "./+types/group";
import { GROUPS, STYLEGUIDE } from "./examples";
import { ComponentExamples, StyleguideLayout } from "./styleguide-layout";

export function loader({ params }: Route.LoaderArgs) {
  if (!GROUPS.includes(params.group)) throw data(null, { status: 404 });
  return null;
}

export const meta = () => [
  { title: "Styleguide | Buurtoogst" },
  { name: "robots", content: "noindex" },
];

export default function StyleguideGroup() {
  const { group } = useParams();
  return (
    <StyleguideLayout>
      <h1 style={{ textTransform: "capitalize" }}>{group}</h1>
      {STYLEGUIDE.filter((c) => c.group === group).map((c) => (
        <ComponentExamples key={c.id} componentId={c.id} />
      ))}
    </StyleguideLayout>
  );
}
