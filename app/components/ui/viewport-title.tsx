import { truncateTitleForViewport } from "#modules/text";
import { useViewportWidth } from "~/hooks/use-viewport-width";

/**
 * A listing title shortened for narrow viewports (spec §9 mobile title truncation). The full
 * title stays in the text for screen readers and the tooltip; the server and wide screens
 * render it whole.
 */
export function ViewportTitle({ title }: { title: string }) {
  const width = useViewportWidth();
  const shown = truncateTitleForViewport(title, width);
  if (shown === title) return <>{title}</>;
  return (
    <span title={title} data-truncated-title="">
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{title}</span>
    </span>
  );
}
