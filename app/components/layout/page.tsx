import type { ReactNode } from "react";
import { Footer } from "../footer/footer";
import { Topbar } from "../topbar/topbar";
import { LayoutSingleColumn } from "./layout-single-column";

/** The common page: top bar, main content, footer. */
export function Page({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <LayoutSingleColumn>
      <Topbar />
      <main className={className}>{children}</main>
      <Footer />
    </LayoutSingleColumn>
  );
}
