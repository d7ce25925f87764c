export type ContentSection = {
  id?: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
};
export type ContentPage = {
  title: string;
  description: string;
  lastUpdated?: string;
  intro?: string;
  sections: ContentSection[];
};
export type FaqEntry = { question: string; answer: string };
export type FaqGroup = { heading: string; entries: FaqEntry[] };
export type FaqPage = { title: string; description: string; intro: string; groups: FaqGroup[] };
