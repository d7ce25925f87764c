import { type ComponentProps, lazy, Suspense } from "react";
import type { AvailabilityPlanFields } from "~/components/availability/plan-fields";
import type { ExceptionsCalendar } from "../availability/exceptions-calendar";
import type { DeliveryFields } from "./delivery-form";
import type { PhotosFields } from "./photos-form";

/*
 * The wizard shows one tab at a time, so each of the larger tabs is its own chunk: the
 * availability plan and its calendar, the place search of delivery and the photo uploader are
 * downloaded only on their own tab (a new listing opens on details). The server renders the
 * tab in full; React keeps that HTML and hydrates it once the chunk has arrived (as the
 * listing page's booking form, decision 060). Decision 090 has the figures.
 */
const DeliveryChunk = lazy(() =>
  import("./delivery-form").then((module) => ({ default: module.DeliveryFields })),
);
const PhotosChunk = lazy(() =>
  import("./photos-form").then((module) => ({ default: module.PhotosFields })),
);
const PlanFieldsChunk = lazy(() =>
  import("../availability/plan-fields").then((module) => ({
    default: module.AvailabilityPlanFields,
  })),
);
const CalendarChunk = lazy(() =>
  import("../availability/exceptions-calendar").then((module) => ({
    default: module.ExceptionsCalendar,
  })),
);

export function LazyDeliveryFields(props: ComponentProps<typeof DeliveryFields>) {
  return (
    <Suspense fallback={null}>
      <DeliveryChunk {...props} />
    </Suspense>
  );
}

export function LazyPhotosFields(props: ComponentProps<typeof PhotosFields>) {
  return (
    <Suspense fallback={null}>
      <PhotosChunk {...props} />
    </Suspense>
  );
}

export function LazyPlanFields(props: ComponentProps<typeof AvailabilityPlanFields>) {
  return (
    <Suspense fallback={null}>
      <PlanFieldsChunk {...props} />
    </Suspense>
  );
}

export function LazyExceptionsCalendar(props: ComponentProps<typeof ExceptionsCalendar>) {
  return (
    <Suspense fallback={null}>
      <CalendarChunk {...props} />
    </Suspense>
  );
}
