import { type ComponentProps, lazy, Suspense } from "react";
import type { BookingForm } from "./booking-form";
import type { ListingAvailability } from "./listing-availability";

/*
 * The booking form and the availability list are only on listings managed by availability, so
 * product listings do not download them (~3.5 KB gzip, decision 060). The server renders them in
 * full; on a booking listing React keeps that HTML and hydrates it once the chunk has arrived.
 */
const BookingFormChunk = lazy(() =>
  import("./booking-form").then((module) => ({ default: module.BookingForm })),
);
const ListingAvailabilityChunk = lazy(() =>
  import("./listing-availability").then((module) => ({ default: module.ListingAvailability })),
);

export function LazyBookingForm(props: ComponentProps<typeof BookingForm>) {
  return (
    <Suspense fallback={null}>
      <BookingFormChunk {...props} />
    </Suspense>
  );
}

export function LazyListingAvailability(props: ComponentProps<typeof ListingAvailability>) {
  return (
    <Suspense fallback={null}>
      <ListingAvailabilityChunk {...props} />
    </Suspense>
  );
}
