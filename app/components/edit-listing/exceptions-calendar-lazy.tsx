import { type ComponentProps, lazy, Suspense } from "react";
import type { ExceptionsCalendar } from "../availability/exceptions-calendar";

/*
 * The availability tab's exceptions calendar (a listing managed by availability) is the
 * wizard's largest part and sits beside the tab's form, not in it: a chunk of its own,
 * downloaded only on that tab. The server renders it in full; React keeps that HTML and
 * hydrates it once the chunk has arrived (as the listing page's booking form, decision 060).
 * The tabs' form fields stay in the page: lazy, a tab reached by a link showed its form
 * without them until the chunk came, and a quick "save" posted it empty (decision 090).
 */
const CalendarChunk = lazy(() =>
  import("../availability/exceptions-calendar").then((module) => ({
    default: module.ExceptionsCalendar,
  })),
);

export function LazyExceptionsCalendar(props: ComponentProps<typeof ExceptionsCalendar>) {
  return (
    <Suspense fallback={null}>
      <CalendarChunk {...props} />
    </Suspense>
  );
}
