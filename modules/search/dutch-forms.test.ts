import { describe, expect, it } from "vitest";
import { dutchForms } from "./dutch-forms";
import { synonymsOf } from "./regional-synonyms";

describe("dutchForms", () => {
  it.each([
    // Vowel written single in an open syllable, both ways.
    ["tomaat", ["tomaten", "tomaatje", "tomaatjes"]],
    ["tomaten", ["tomaat"]],
    ["boon", ["bonen", "boontje", "boontjes"]],
    ["bonen", ["boon"]],
    ["boontjes", ["boon", "bonen"]],
    ["peren", ["peer"]],
    ["zaden", ["zaad"]],
    // Doubled consonant after a short vowel.
    ["kip", ["kippen"]],
    ["rassen", ["ras"]],
    ["zaaibak", ["zaaibakken"]],
    // s/z and f/v.
    ["rozen", ["roos"]],
    ["druiven", ["druif"]],
    // -s plurals, -eren plurals and diminutives.
    ["appels", ["appel"]],
    ["courgette", ["courgettes"]],
    ["ei", ["eieren", "eitje"]],
    ["bladeren", ["blad"]],
    ["blad", ["bladeren"]],
    ["plantjes", ["plant", "plantje"]],
    ["aardbeien", ["aardbei"]],
    ["wortelen", ["wortel", "wortels"]],
    // The adjective's -e.
    ["paarse", ["paars"]],
    ["rode", ["rood"]],
    ["verse", ["vers"]],
  ])("%s has the forms %j", (word, forms) => {
    expect(dutchForms(word)).toEqual(expect.arrayContaining([word, ...forms]));
  });

  it.each([
    ["paarse", "paar"],
    ["paars", "paar"],
    ["bijen", "bij"],
    ["peren", "per"],
    ["ei", "eien"],
    ["pompoen", "pompo"],
  ])("does not turn %s into the other word %s", (word, other) => {
    expect(dutchForms(word)).not.toContain(other);
  });

  it("gives the word itself first", () => {
    expect(dutchForms("tomaten")[0]).toBe("tomaten");
  });
});

describe("synonymsOf", () => {
  it("knows Flemish and Dutch words for the same produce, also in the plural", () => {
    expect(synonymsOf("patat")).toEqual(["aardappel"]);
    expect(synonymsOf("patatten")).toEqual(["aardappel"]);
    expect(synonymsOf("aardappelen")).toEqual(["patat"]);
    expect(synonymsOf("confituur")).toEqual(["jam"]);
    expect(synonymsOf("tomaat")).toEqual([]);
  });
});
