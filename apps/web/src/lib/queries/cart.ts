import {
  type Cart,
  CartResponse,
  ToggleDigitalFileBody,
  ToggleDigitalSetBody,
  ToggleResponse,
  UpdateCartLineBody,
} from "@shop/contracts/cart";
import { type CatalogueChoice, SetCataloguesBody, SetCataloguesResponse } from "@shop/contracts/catalogues";
import type { PictureType } from "@shop/contracts/common";
import type {
  DigitalPortraitResponse,
  DigitalPortraitsResponse,
  DigitalTypeOffer,
} from "@shop/contracts/digital";
import type { Picture, PictureSet, PictureSetSummary } from "@shop/contracts/picture-sets";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../api.ts";
import { queryKeys } from "../query-keys.ts";
import { useMe } from "./me.ts";

/** Where the cart shows one of its lines: the cart page scrolled to the line (CartPage moves the focus there). */
export function cartLinePath(orderLineUuid: string): string {
  return `/shopping-cart#${cartLineId(orderLineUuid)}`;
}

/** The element id of a cart line, which `cartLinePath` names. */
export function cartLineId(orderLineUuid: string): string {
  return `line-${orderLineUuid}`;
}

export async function fetchCart(): Promise<Cart> {
  return (await apiGet("/api/webshop/cart", CartResponse)).cart;
}

export const cartQuery = queryOptions({
  queryKey: queryKeys.cart.all,
  queryFn: fetchCart,
  // The route's loader has just tried; a failure is shown with 'Try again' rather than fetched twice.
  retryOnMount: false,
});

/** The signed-in user's cart; nothing is fetched for a visitor (the call would answer 401). */
export function useCart() {
  const signedIn = !!useMe().data?.user;
  return useQuery({ ...cartQuery, enabled: signedIn });
}

/**
 * Whatever changed the cart, the pages that show 'in the cart' are fetched again when next shown: the cart, the
 * picture sets (inCart on pictures and sets), the digital portraits and the catalogues (how many are in the cart).
 */
export function invalidateCartViews(client: QueryClient, { cart = true } = {}): Promise<unknown> {
  return Promise.all([
    cart ? client.invalidateQueries({ queryKey: queryKeys.cart.all }) : null,
    client.invalidateQueries({ queryKey: queryKeys.pictureSets.all }),
    client.invalidateQueries({ queryKey: queryKeys.digitalPortraits.all }),
    client.invalidateQueries({ queryKey: queryKeys.catalogues }),
  ]);
}

/** Every change that answers the whole cart; `useIsMutating({ mutationKey })` says the summary is out of date. */

/**
 * A call that answers the whole cart: the answer is the cart, so it is not fetched a second time. Changes run one
 * at a time, so an earlier answer never lands after a later one and puts an old cart back on screen.
 */
function useCartWrite<V>(mutationFn: (variables: V) => Promise<Cart>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.cart.write,
    scope: { id: "cart" },
    mutationFn,
    onSuccess: (cart) => {
      client.setQueryData(queryKeys.cart.all, cart);
      void invalidateCartViews(client, { cart: false });
    },
  });
}

/** A line's quantity, and its chosen sub-products when given (spec 02 §4). */
export function useUpdateCartLine() {
  return useCartWrite(
    async ({
      orderLineUuid,
      quantity,
      subProductUuids,
    }: {
      orderLineUuid: string;
      quantity: number;
      subProductUuids?: string[];
    }) => {
      const path = `/api/webshop/cart/lines/${encodeURIComponent(orderLineUuid)}`;
      const body = UpdateCartLineBody.parse({ quantity, subProductUuids });
      return (await apiSend("PATCH", path, body, CartResponse)).cart;
    },
  );
}

export function useRemoveCartLine() {
  return useCartWrite(async (orderLineUuid: string) => {
    const path = `/api/webshop/cart/lines/${encodeURIComponent(orderLineUuid)}`;
    return (await apiSend("DELETE", path, undefined, CartResponse)).cart;
  });
}

export function useRemoveRebateCode() {
  return useCartWrite(
    async () => (await apiSend("DELETE", "/api/webshop/cart/rebate-code", undefined, CartResponse)).cart,
  );
}

export function useSetCatalogues() {
  return useCartWrite(
    async (catalogues: CatalogueChoice[]) =>
      (
        await apiSend(
          "PUT",
          "/api/webshop/cart/catalogues",
          SetCataloguesBody.parse({ catalogues }),
          SetCataloguesResponse,
        )
      ).cart,
  );
}

export type DigitalToggle =
  | { kind: "file"; pictureUuid: string; type: PictureType }
  | { kind: "set"; subjectUuid: string; type: PictureType };

export function toggleDigital(target: DigitalToggle): Promise<ToggleResponse> {
  return target.kind === "file"
    ? apiSend(
        "POST",
        "/ajax/cart/toggle_digital_file_in_cart.php",
        ToggleDigitalFileBody.parse({ file: target.pictureUuid, type: target.type }),
        ToggleResponse,
      )
    : apiSend(
        "POST",
        "/ajax/cart/toggle_digital_set_in_cart.php",
        ToggleDigitalSetBody.parse({ pictureSet: target.subjectUuid, type: target.type }),
        ToggleResponse,
      );
}

function markOffers<O extends DigitalTypeOffer>(offers: O[], type: PictureType, inCart: boolean): O[] {
  return offers.map((o) => (o.type === type && o.set ? { ...o, set: { ...o.set, inCart } } : o));
}

function markPictures(pictures: Picture[], pictureUuid: string, inCart: boolean): Picture[] {
  return pictures.map((p) => (p.uuid === pictureUuid ? { ...p, inCart } : p));
}

/**
 * Writes a toggle's answer into every cached copy of the picture or set: the picture sets (list and detail)
 * and the digital portraits (list and detail), so every button shows the server's state at once.
 */
export function applyToggle(client: QueryClient, target: DigitalToggle, inCart: boolean): void {
  client.setQueriesData<PictureSet | PictureSetSummary[]>({ queryKey: queryKeys.pictureSets.all }, (data) => {
    if (!data) return data;
    if (Array.isArray(data)) {
      if (target.kind === "set") return data;
      return data.map((set) => ({
        ...set,
        pictures: markPictures(set.pictures, target.pictureUuid, inCart),
      }));
    }
    if (target.kind === "file")
      return { ...data, pictures: markPictures(data.pictures, target.pictureUuid, inCart) };
    return data.subject.uuid === target.subjectUuid
      ? { ...data, digital: markOffers(data.digital, target.type, inCart) }
      : data;
  });
  client.setQueriesData<DigitalPortraitResponse | DigitalPortraitsResponse>(
    { queryKey: queryKeys.digitalPortraits.all },
    (data) => {
      if (!data) return data;
      if ("pictureSets" in data) {
        if (target.kind === "file") return data;
        return {
          pictureSets: data.pictureSets.map((set) =>
            set.subject.uuid === target.subjectUuid
              ? { ...set, offers: markOffers(set.offers, target.type, inCart) }
              : set,
          ),
        };
      }
      if (target.kind === "file") {
        return {
          ...data,
          offers: data.offers.map((o) => ({
            ...o,
            pictures: markPictures(o.pictures, target.pictureUuid, inCart),
          })),
        };
      }
      return data.pictureSet.subject.uuid === target.subjectUuid
        ? { ...data, offers: markOffers(data.offers, target.type, inCart) }
        : data;
    },
  );
}

/**
 * Puts a digital picture or a whole digital set in the cart, or takes it out. The button waits for the answer,
 * which says the new state: it is written into every cached copy at once and the badge takes the new count.
 * The mutation stays pending until the pages are fetched again, because a set in the cart changes what the
 * single pictures of its type may do.
 */
export function useToggleDigital() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: toggleDigital,
    onSuccess: (res, target) => {
      applyToggle(client, target, res.inCart);
      client.setQueryData<Cart>(queryKeys.cart.all, (cart) =>
        cart ? { ...cart, itemCount: res.itemCount } : cart,
      );
    },
    onSettled: () => invalidateCartViews(client),
  });
}
