import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { compileCatalogue } from "~/i18n/compile.server";
import { IntlProvider } from "~/i18n/intl-context";
import en from "../../i18n/en.json";
import { ListingPhotosField } from "./listing-photos-field";

const render = (props: Parameters<typeof ListingPhotosField>[0]) =>
  renderToString(
    <IntlProvider locale="en" messages={compileCatalogue(en)}>
      <ListingPhotosField {...props} />
    </IntlProvider>,
  );

describe("ListingPhotosField", () => {
  it("submits the photos' ids in their order as hidden inputs", () => {
    const html = render({
      initialImages: [
        { id: "b2", url: "/images/listings/b2/square-small2x.webp" },
        { id: "a1", url: "/images/listings/a1/square-small2x.webp" },
      ],
    });
    const ids = [...html.matchAll(/<input type="hidden" name="images" value="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(ids).toEqual(["b2", "a1"]);
    expect(html).toContain("Cover photo");
    expect(html).toContain('src="/images/listings/b2/square-small2x.webp"');
  });

  it("offers a multiple file picker for JPG, PNG and GIF, and labelled move and remove buttons", () => {
    const html = render({ initialImages: [{ id: "a1", url: "/x.webp" }], name: "photos" });
    expect(html).toMatch(
      /<input[^>]*type="file"[^>]*accept="image\/jpeg,image\/png,image\/gif"[^>]*multiple/,
    );
    expect(html).toContain('name="photos" value="a1"');
    expect(html).toContain('aria-label="Move photo 1 one place to the left"');
    expect(html).toContain('aria-label="Remove photo 1"');
    // One photo: it can move neither way.
    expect(html.match(/disabled=""/g)).toHaveLength(2);
  });

  it("shows the form's error for the field", () => {
    const html = render({ initialImages: [], error: "You need to add at least one image." });
    expect(html).toContain('role="alert">You need to add at least one image.</p>');
    expect(html).not.toContain('type="hidden"');
  });
});
