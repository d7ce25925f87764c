import { type ComponentProps, lazy, Suspense } from "react";
import type { EmailReminder as Reminder } from "./email-reminder-banner";

/*
 * The reminder shows only to a signed-in user who has not verified their e-mail address yet,
 * so every other page view does not download it (decision 090). The server renders it in
 * full; React keeps that HTML and hydrates it once the chunk has arrived (decision 060).
 */
const ReminderChunk = lazy(() =>
  import("./email-reminder-banner").then((module) => ({ default: module.EmailReminder })),
);

export function EmailReminder(props: ComponentProps<typeof Reminder>) {
  return (
    <Suspense fallback={null}>
      <ReminderChunk {...props} />
    </Suspense>
  );
}
