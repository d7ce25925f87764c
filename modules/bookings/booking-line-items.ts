import {
  type CommissionConfig,
  commissionLine,
  type LineItem,
  lineItemCode,
  type OrderBreakdown,
  payinTotal,
  payoutTotal,
  quantityLine,
} from "#modules/pricing";
import type { BookingUnitType } from "./booking-dates";

/**
 * The line items of a booking (spec §3: line-item/night, line-item/day; line-item/hour for
 * time slots): the listing's price per unit times the nights, days or hours, then the
 * commissions on it. No shipping, pickup or minimum order fee: nothing is handed over.
 */
export function bookingLineItems(
  booking: { unitType: BookingUnitType; units: number },
  listing: {
    listingId: string;
    title: string;
    unit?: string | null;
    image?: string | null;
    unitPrice: number;
  },
  commission: CommissionConfig,
): OrderBreakdown {
  const code = lineItemCode(booking.unitType);
  const lines: LineItem[] = [quantityLine(code, listing.unitPrice, booking.units)];
  const goods = lines[0]!.lineTotal.amount;
  if (listing.unitPrice > 0) {
    if (commission.customerPercentage > 0) {
      lines.push(commissionLine("customer", goods, commission.customerPercentage));
    }
    if (commission.providerPercentage > 0) {
      lines.push(commissionLine("provider", goods, -commission.providerPercentage));
    }
  }
  return {
    lineItems: lines,
    payinTotal: payinTotal(lines).amount,
    payoutTotal: payoutTotal(lines).amount,
    protectedData: {
      cartListingLineItems: [
        {
          code,
          listingId: listing.listingId,
          title: listing.title,
          unit: listing.unit ?? null,
          image: listing.image ?? null,
        },
      ],
      cartAdditionalListings: {},
    },
  };
}
