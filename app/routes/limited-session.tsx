import { data } from "react-router";
import { LimitedSessionRefusal } from "~/components/errors/limited-session-refusal";

// Every page write of a login-as session is sent here by the server instead of to its own
// action (server/limited-session.ts, decision 085): the refusal, in the page's own error.
export function action() {
  throw data({ code: "limited-session" }, { status: 403 });
}

export function loader() {
  return null;
}

export const meta = () => [{ name: "robots", content: "noindex" }];

export default function LimitedSessionPage() {
  return <LimitedSessionRefusal />;
}
