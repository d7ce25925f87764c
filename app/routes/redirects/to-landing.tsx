import { redirect } from "react-router";

// /l and /u have no page of their own (spec §2).
export function loader() {
  throw redirect("/");
}
