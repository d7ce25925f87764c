// The pdf module's entry point: a small writer of text documents (decision 070). Pure code.
export { type PdfRow, textPdf, textWidth, toWinAnsi } from "./text-pdf";
