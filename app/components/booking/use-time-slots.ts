import { useEffect, useState } from "react";
import { BOOKABLE_DAYS, type FreeSlot } from "#modules/bookings";
import { timeSlotWindows } from "#modules/listings";

export type TimeSlotsState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ok"; slots: FreeSlot[] };

const DAY_MS = 86_400_000;
// One load per listing and page view, shared by the booking form and the availability list.
const loads = new Map<string, Promise<FreeSlot[]>>();

async function fetchWindow(listingId: string, start: Date, end: Date): Promise<FreeSlot[]> {
  const query = new URLSearchParams({
    listingId,
    start: start.toISOString(),
    end: end.toISOString(),
  });
  const res = await fetch(`/api/timeslots/query?${query}`);
  if (!res.ok) throw new Error(`timeslots ${res.status}`);
  const body = (await res.json()) as { data: Array<{ start: string; end: string; seats: number }> };
  return body.data.map((s) => ({ start: new Date(s.start), end: new Date(s.end), seats: s.seats }));
}

/** Every free slot from now to the last bookable day (spec §9: 365), in the API's 90-day windows. */
function loadSlots(listingId: string): Promise<FreeSlot[]> {
  let load = loads.get(listingId);
  if (!load) {
    const start = new Date();
    const end = new Date(start.getTime() + (BOOKABLE_DAYS + 1) * DAY_MS);
    load = Promise.all(
      timeSlotWindows(start, end).map((w) => fetchWindow(listingId, w.start, w.end)),
    ).then((parts) => parts.flat());
    // A failure is not remembered: the next mount tries again.
    load.catch(() => loads.delete(listingId));
    loads.set(listingId, load);
  }
  return load;
}

/** The listing's free time slots, loaded in the browser (spec §7 timeslots.query). */
export function useTimeSlots(listingId: string): TimeSlotsState {
  const [state, setState] = useState<TimeSlotsState>({ status: "loading" });
  useEffect(() => {
    let live = true;
    loadSlots(listingId).then(
      (slots) => live && setState({ status: "ok", slots }),
      () => live && setState({ status: "error" }),
    );
    return () => {
      live = false;
    };
  }, [listingId]);
  return state;
}
