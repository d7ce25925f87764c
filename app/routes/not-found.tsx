import { data } from "react-router";
import { NotFoundPage } from "~/components/errors/not-found-page";

// Unknown paths answer with status 404 and the not-found page (spec §2).
export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ name: "robots", content: "noindex" }];

export default function NotFound() {
  return <NotFoundPage />;
}
