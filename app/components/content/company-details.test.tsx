import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { compileCatalogue } from "~/i18n/compile.server";
import { IntlProvider } from "~/i18n/intl-context";
import { companyDetails } from "../../../server/company-env";
import nl from "../../i18n/nl.json";
import { CompanyDetails } from "./company-details";

const render = (env: Parameters<typeof companyDetails>[0]) =>
  renderToString(
    <IntlProvider locale="nl" messages={compileCatalogue(nl)}>
      <CompanyDetails company={companyDetails(env)} />
    </IntlProvider>,
  ).replace(/<!-- -->/g, "");

describe("CompanyDetails", () => {
  it("shows the configured name, address, KvK number and e-mail", () => {
    const html = render({
      COMPANY_NAME: "Buurtoogst B.V.",
      COMPANY_KVK_NUMBER: "12345678",
      COMPANY_ADDRESS: "Oudegracht 123, 3511 AB Utrecht",
      COMPANY_EMAIL: "hallo@buurtoogst.nl",
    });
    expect(html).toContain("<dt>KvK-nummer</dt><dd>12345678</dd>");
    expect(html).toContain("<span>Oudegracht 123</span><span><br/>3511 AB Utrecht</span>");
    expect(html).toContain('href="mailto:hallo@buurtoogst.nl"');
    expect(html).toContain("Buurtoogst B.V.");
  });

  it("leaves out the KvK number and address when they are not configured", () => {
    const html = render({ COMPANY_NAME: "Buurtoogst", COMPANY_EMAIL: "hallo@buurtoogst.nl" });
    expect(html).not.toContain("KvK-nummer");
    expect(html).not.toContain("<address>");
    expect(html).toContain("Bedrijfsgegevens");
  });
});
