import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LayoutSideNavigation } from "./layout-side-navigation";
import { LayoutSingleColumn } from "./layout-single-column";

const part = (name: string) => <div key={name}>{name}</div>;

describe("layout child-count rules (spec §2)", () => {
  it("single column takes 2 or 3 children", () => {
    expect(
      renderToString(<LayoutSingleColumn>{[part("top"), part("main")]}</LayoutSingleColumn>),
    ).toContain("main");
    expect(
      renderToString(
        <LayoutSingleColumn>{[part("top"), part("main"), part("foot")]}</LayoutSingleColumn>,
      ),
    ).toContain("foot");
    expect(() => renderToString(<LayoutSingleColumn>{[part("top")]}</LayoutSingleColumn>)).toThrow(
      /2 to 3/,
    );
    expect(() =>
      renderToString(
        <LayoutSingleColumn>{[part("a"), part("b"), part("c"), part("d")]}</LayoutSingleColumn>,
      ),
    ).toThrow(/2 to 3/);
  });

  it("side navigation takes 3 or 4 children", () => {
    expect(
      renderToString(
        <LayoutSideNavigation>{[part("top"), part("nav"), part("main")]}</LayoutSideNavigation>,
      ),
    ).toContain("nav");
    expect(() =>
      renderToString(<LayoutSideNavigation>{[part("top"), part("main")]}</LayoutSideNavigation>),
    ).toThrow(/3 to 4/);
    expect(() =>
      renderToString(
        <LayoutSideNavigation>
          {[part("a"), part("b"), part("c"), part("d"), part("e")]}
        </LayoutSideNavigation>,
      ),
    ).toThrow(/3 to 4/);
  });
});
