import { Link } from "react-router";
import type { PartyView } from "#modules/orders";
import { useT } from "~/hooks/use-t";

/** The display name, or 'Banned user' / 'Deleted user' without a profile link (spec §6). */
export function usePartyName() {
  const t = useT();
  return (party: PartyView) =>
    party.deleted
      ? t("UserDisplay.deletedUser")
      : party.banned
        ? t("UserDisplay.bannedUser")
        : party.displayName;
}

export function PartyLink({ party }: { party: PartyView }) {
  const name = usePartyName()(party);
  if (party.banned || party.deleted) return <span>{name}</span>;
  return <Link to={`/u/${party.id}`}>{name}</Link>;
}
