import { STYLEGUIDE } from "./examples";
import { ComponentExamples, StyleguideLayout } from "./styleguide-layout";

export const meta = () => [
  { title: "Styleguide | Buurtoogst" },
  { name: "robots", content: "noindex" },
];

export default function StyleguideIndex() {
  return (
    <StyleguideLayout>
      <h1>Styleguide</h1>
      {STYLEGUIDE.map((c) => (
        <ComponentExamples key={c.id} componentId={c.id} />
      ))}
    </StyleguideLayout>
  );
}
