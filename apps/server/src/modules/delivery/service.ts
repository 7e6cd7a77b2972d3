import type { Cart } from "@shop/contracts/cart";
import type {
  DeliveryMethod,
  DeliveryOption,
  DeliveryOptionData,
  DeliveryType,
  PickupLocation,
} from "@shop/contracts/delivery";
import type { OrderDelivery } from "@shop/contracts/orders";
import { addBusinessDays, isoDate } from "@shop/domain/business-days";
import {
  checkContactInfo,
  checkDeliveryAddress,
  type FieldProblems,
  findState,
} from "@shop/domain/delivery-address";
import { cleanName } from "@shop/domain/names";
import { isProductLine } from "@shop/domain/order-line";
import { isExpressLocation } from "@shop/domain/pickup-location";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deliveryOptions, pickupLocations } from "../../db/schema/delivery.ts";
import { cachedRead } from "../../platform/read-cache.ts";
import { localised } from "../../platform/request-language.ts";
import { allDownloads } from "../cart/kinds.ts";
import { type SubjectWithJob, subjectsByUuids } from "../subjects/jobs.ts";

const deliveryTypes = new Set<string>(["postage", "store-pickup", "school-pickup", "digital-delivery"]);
const dayMs = 24 * 60 * 60 * 1000;

/** The English delivery time the API gives beside the number ('1 business day', '3 business days'). */
export function businessDaysText(days: number): string {
  return days === 1 ? "1 business day" : `${days} business days`;
}

/** A delivery option the cart may use, with the school (job) of each picture set it concerns. */
export interface AvailableOption {
  option: DeliveryOption;
  /** School pickup: the job name (the school) of each subject in option.subjects. */
  schoolBySubject: Map<string, string>;
}

function toPickupLocation(row: typeof pickupLocations.$inferSelect): PickupLocation {
  return {
    uuid: row.uuid,
    pickupname: localised(row.name, row.translations.name),
    pickupaddress1: row.address1,
    pickuppostalcode: row.postalCode,
    pickupcity: row.city,
    price: row.price,
    deliveryTime: { seconds: row.deliveryTime * (dayMs / 1000), string: businessDaysText(row.deliveryTime) },
  };
}

/**
 * Every delivery option of the shop, expired or not, with the pickup locations of its stores, in their order (kept in
 * the read cache, platform/read-cache.ts).
 */
const shopDeliveryOptions = cachedRead(
  "shopDeliveryOptions",
  ["delivery_options", "pickup_locations"],
  async (db: Db, portalId: number) => {
    const rows = await db
      .select()
      .from(deliveryOptions)
      .where(eq(deliveryOptions.portalId, portalId))
      .orderBy(asc(deliveryOptions.position), asc(deliveryOptions.id));
    const locations = await db
      .select()
      .from(pickupLocations)
      .innerJoin(deliveryOptions, eq(deliveryOptions.id, pickupLocations.deliveryOptionId))
      .where(eq(deliveryOptions.portalId, portalId))
      .orderBy(asc(pickupLocations.position), asc(pickupLocations.id));
    return { rows, locations: locations.map((l) => l.pickup_locations) };
  },
);

/**
 * The delivery options this cart may use. A cart of only digital lines is delivered digitally; a cart with any
 * physical line (a catalogue) gets the other kinds. School pickup is offered only for a picture set in the cart
 * whose job the option serves. Expired options are left out.
 */
export async function availableDeliveryOptions(
  db: Db,
  portalId: number,
  cart: Cart,
  now: Date = new Date(),
): Promise<AvailableOption[]> {
  const products = cart.orderLines.filter(isProductLine);
  if (products.length === 0) return [];
  const digitalOnly = allDownloads(products.map((l) => l.product.kind));
  const { rows: all, locations } = await shopDeliveryOptions(db, portalId);
  const usable = all.filter(
    (r) =>
      (r.expiresAt === null || r.expiresAt.getTime() > now.getTime()) &&
      deliveryTypes.has(r.type) &&
      (r.type === "digital-delivery") === digitalOnly,
  );
  const inCart = usable.some((r) => r.type === "school-pickup")
    ? await subjectsByUuids(
        db,
        cart.orderLines.flatMap((l) => l.subjects.map((s) => s.uuid)),
      )
    : [];

  const available: AvailableOption[] = [];
  for (const row of usable) {
    const schoolBySubject = new Map<string, string>();
    let concerns: SubjectWithJob[] = [];
    if (row.type === "school-pickup") {
      concerns = inCart.filter((s) => row.jobIds === null || row.jobIds.includes(s.jobId));
      if (concerns.length === 0) continue;
      for (const s of concerns) schoolBySubject.set(s.uuid, s.jobName);
    }
    const ownLocations = locations.filter((l) => l.deliveryOptionId === row.id).map(toPickupLocation);
    if (row.type === "store-pickup" && ownLocations.length === 0) continue;
    available.push({
      schoolBySubject,
      option: {
        uuid: row.uuid,
        type: row.type as DeliveryType,
        name: localised(row.name, row.translations.name),
        description: localised(row.description, row.translations.description),
        price: row.price,
        deliverytime: row.deliveryTime,
        expire: row.expiresAt === null ? null : row.expiresAt.toISOString(),
        isExpress: row.isExpress,
        subjects: concerns.map((s) => ({ uuid: s.uuid, name: s.name, group: s.group })),
        countries:
          row.type === "postage"
            ? row.countries.map(({ names, ...country }) => ({
                ...country,
                name: localised(country.name, names),
              }))
            : [],
        pickupLocations: ownLocations,
      },
    });
  }
  return available;
}

/** The options grouped by type into the delivery methods of spec 03 §3, in the order the types first appear. */
export function toDeliveryMethods(available: AvailableOption[]): DeliveryMethod[] {
  const methods = new Map<DeliveryType, DeliveryMethod>();
  for (const { option } of available) {
    const method = methods.get(option.type);
    if (method) {
      method.deliveryOptions.push(option);
      method.pickupLocations.push(...option.pickupLocations);
    } else {
      methods.set(option.type, {
        type: option.type,
        name: option.name,
        deliveryOptions: [option],
        pickupLocations: [...option.pickupLocations],
      });
    }
  }
  return [...methods.values()];
}

/** What the cart's summary charges for a delivery option before or after its form is filled. */
export function shippingOf(
  option: DeliveryOption,
  data: DeliveryOptionData | null,
): { description: string; price: number } {
  if (option.type === "store-pickup") {
    const location = option.pickupLocations.find((l) => l.uuid === data?.pickupLocationUuid);
    if (location) return { description: `${option.name} – ${location.pickupname}`, price: location.price };
  }
  return { description: option.name, price: option.price };
}

/** A delivery choice that passed every rule: the cleaned form, the shipping it costs and the order's view of it. */
export interface CheckedDelivery {
  data: DeliveryOptionData;
  shipping: { description: string; price: number };
  days: number;
  /** The order's delivery without its dates, which are set when the order is confirmed. */
  delivery: Omit<OrderDelivery, "deliveryTime">;
}

export type DeliveryCheck = { ok: true; value: CheckedDelivery } | { ok: false; fields: FieldProblems };

const emptyAddress = {
  name: "",
  address: "",
  address2: "",
  postalCode: "",
  city: "",
  state: "",
  country: "",
};

/** Checks the delivery form of the option's kind with the domain's rules (spec 03 §5) and prices the choice. */
export function checkDelivery(available: AvailableOption, data: DeliveryOptionData): DeliveryCheck {
  const { option } = available;
  const base = { type: option.type, name: option.name, address: null, contact: null, pickupLocation: null };
  if (option.type === "postage") {
    const typed = data.deliveryAddress ?? { ...emptyAddress, verifiedAddress: false, saveAddress: false };
    // The name is kept in the checkout, the order and maybe the profile: cleaned as every stored name is.
    const form = { ...typed, name: cleanName(typed.name) };
    const countryCode = form.country.toUpperCase();
    const country = option.countries.find((c) => c.code === countryCode) ?? null;
    const fields = checkDeliveryAddress({ ...form, country: countryCode }, country);
    if (Object.keys(fields).length > 0) return { ok: false, fields };
    const state = country?.gatherState
      ? country.states
        ? (findState(country.states, form.state)?.code ?? form.state)
        : form.state
      : "";
    const postalCode = country?.hidePostalCode ? "" : form.postalCode;
    const deliveryAddress = { ...form, country: countryCode, state, postalCode };
    return {
      ok: true,
      value: {
        data: { deliveryAddress },
        shipping: shippingOf(option, null),
        days: option.deliverytime,
        delivery: {
          ...base,
          address: {
            name: form.name,
            address1: form.address,
            address2: form.address2,
            city: form.city,
            state,
            postalCode,
            country: countryCode,
          },
          schoolName: null,
        },
      },
    };
  }

  const contactInfo = data.contactInfo ?? { name: "", emailAddress: "" };
  const fields = checkContactInfo({ ...contactInfo, name: cleanName(contactInfo.name) });
  const contact = { name: cleanName(contactInfo.name), emailAddress: contactInfo.emailAddress.trim() };

  if (option.type === "store-pickup") {
    const location = option.pickupLocations.find((l) => l.uuid === data.pickupLocationUuid);
    if (!location) fields.pickupLocationUuid = "required";
    if (Object.keys(fields).length > 0 || !location) return { ok: false, fields };
    return {
      ok: true,
      value: {
        data: { contactInfo: contact, pickupLocationUuid: location.uuid },
        shipping: shippingOf(option, { pickupLocationUuid: location.uuid }),
        days: Math.round(location.deliveryTime.seconds / (dayMs / 1000)),
        delivery: {
          ...base,
          contact,
          pickupLocation: {
            name: location.pickupname,
            address1: location.pickupaddress1,
            postalCode: location.pickuppostalcode,
            city: location.pickupcity,
            isExpress: isExpressLocation(location.uuid),
          },
          schoolName: null,
        },
      },
    };
  }

  if (option.type === "school-pickup") {
    // With one picture set there is nothing to choose; with several the form names the one picked up.
    const only = option.subjects.length === 1 ? option.subjects[0]?.uuid : undefined;
    const subjectUuid = data.subjectUuid ?? only;
    const schoolName = subjectUuid === undefined ? undefined : available.schoolBySubject.get(subjectUuid);
    if (schoolName === undefined) fields.subjectUuid = "required";
    if (Object.keys(fields).length > 0 || subjectUuid === undefined || schoolName === undefined) {
      return { ok: false, fields };
    }
    return {
      ok: true,
      value: {
        data: { contactInfo: contact, subjectUuid },
        shipping: shippingOf(option, null),
        days: option.deliverytime,
        delivery: { ...base, contact, schoolName },
      },
    };
  }

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: {
      data: { contactInfo: contact },
      shipping: shippingOf(option, null),
      days: option.deliverytime,
      delivery: { ...base, contact, schoolName: null },
    },
  };
}

/** The delivery time as the receipt shows it: the days, their text, and the first day it can arrive. */
export function deliveryTimeFrom(days: number, confirmedAt: Date): OrderDelivery["deliveryTime"] {
  return { days, string: businessDaysText(days), afterDate: isoDate(addBusinessDays(confirmedAt, days)) };
}

/** The public uuid of a delivery option row. */
export async function deliveryOptionUuidOf(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ uuid: deliveryOptions.uuid })
    .from(deliveryOptions)
    .where(eq(deliveryOptions.id, id))
    .limit(1);
  return row?.uuid ?? null;
}

/** The row id of one of the shop's delivery options. */
export async function deliveryOptionIdOf(db: Db, portalId: number, uuid: string): Promise<number | null> {
  const [row] = await db
    .select({ id: deliveryOptions.id })
    .from(deliveryOptions)
    .where(and(eq(deliveryOptions.uuid, uuid), eq(deliveryOptions.portalId, portalId)))
    .limit(1);
  return row?.id ?? null;
}
