import { type ComponentProps, lazy, Suspense } from "react";
import type { LimitedAccessBanner as Banner } from "./limited-access-banner-body";

/*
 * Only an operator's login-as session shows this banner (decision 085), so nobody else
 * downloads it or its read-only marking of the buttons (decision 090). The server renders it in
 * full; React keeps that HTML and hydrates it once the chunk has arrived (decision 060).
 */
const BannerChunk = lazy(() =>
  import("./limited-access-banner-body").then((module) => ({
    default: module.LimitedAccessBanner,
  })),
);

export function LimitedAccessBanner(props: ComponentProps<typeof Banner>) {
  return (
    <Suspense fallback={null}>
      <BannerChunk {...props} />
    </Suspense>
  );
}
