import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { compileCatalogue } from "~/i18n/compile.server";
import { IntlProvider } from "~/i18n/intl-context";
import en from "../../i18n/en.json";
import { ProfileImageUpload } from "./profile-image-upload";

type Image = Parameters<typeof ProfileImageUpload>[0]["image"];
let shown: Image = null;
function Host() {
  return (
    <ProfileImageUpload image={shown} firstName="Jan" lastName="Bakker" displayName="Jan Bakker" />
  );
}
// The component revalidates the page after an upload, so it needs a data router around it.
const Stub = createRoutesStub([{ path: "/", Component: Host }]);

function render(image: Image) {
  shown = image;
  return renderToString(
    <IntlProvider locale="en" messages={compileCatalogue(en)}>
      <Stub />
    </IntlProvider>,
  );
}

describe("ProfileImageUpload", () => {
  it("shows the initials and an add button without a picture", () => {
    const html = render(null);
    expect(html).toContain(">JB<");
    expect(html).toContain("Add a profile photo");
    expect(html).toMatch(/type="file"[^>]*accept="image\/jpeg,image\/png,image\/gif"/);
  });

  it("shows the picture at 80 px with a high-density source", () => {
    const html = render({
      id: "p1",
      variants: {
        "square-xsmall": "/images/profiles/p1/square-xsmall.webp",
        "square-xsmall2x": "/images/profiles/p1/square-xsmall2x.webp",
        "square-small": "/images/profiles/p1/square-small.webp",
      },
    });
    expect(html).toContain('src="/images/profiles/p1/square-xsmall2x.webp"');
    expect(html).toContain(
      'srcSet="/images/profiles/p1/square-xsmall2x.webp 80w, /images/profiles/p1/square-small.webp 240w"',
    );
    expect(html).toContain("Change profile photo");
  });
});
