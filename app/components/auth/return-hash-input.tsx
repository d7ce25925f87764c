import { useEffect, useState } from "react";

/** The hash never reaches the server; the form sends it along so the return location keeps it. */
export function ReturnHashInput() {
  const [hash, setHash] = useState("");
  useEffect(() => setHash(window.location.hash), []);
  return <input type="hidden" name="fromHash" value={hash} />;
}

export function returnLocation(from: string, hash: FormDataEntryValue | null): string {
  const h = typeof hash === "string" && /^#[\w\-.~%]{1,200}$/.test(hash) ? hash : "";
  return `${from}${h}`;
}
