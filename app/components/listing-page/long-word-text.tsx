import { Fragment } from "react";
import { breakLongWords } from "./break-long-words";

/** Text with a `<wbr>` every 16 characters of a long word (spec §9), for listing titles. */
export function LongWordText({ text }: { text: string }) {
  const pieces = breakLongWords(text);
  let offset = 0;
  return (
    <>
      {pieces.map((piece, i) => {
        const key = offset;
        offset += piece.length;
        return (
          <Fragment key={key}>
            {i > 0 ? <wbr /> : null}
            {piece}
          </Fragment>
        );
      })}
    </>
  );
}
