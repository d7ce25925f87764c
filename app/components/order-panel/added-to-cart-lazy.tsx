import { type ComponentProps, lazy, Suspense } from "react";
import type { AddedToCartDialog } from "./added-to-cart-dialog";

/*
 * The dialog shows only once something was added: a visitor who only looks does not download it.
 * After a post without JavaScript the server renders it in full, and React keeps that HTML until
 * the chunk has arrived (as the booking form, decision 060).
 */
const AddedToCartChunk = lazy(() =>
  import("./added-to-cart-dialog").then((module) => ({ default: module.AddedToCartDialog })),
);

export function LazyAddedToCartDialog(props: ComponentProps<typeof AddedToCartDialog>) {
  return (
    <Suspense fallback={null}>
      <AddedToCartChunk {...props} />
    </Suspense>
  );
}
