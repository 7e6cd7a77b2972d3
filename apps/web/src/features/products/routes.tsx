import { isTemplateListType } from "@shop/domain/template-lists";
import { loadLater } from "@shop/ui/load-later";
import { type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { createProductLoader } from "./editor-loaders.ts";
import { templateListLoader } from "./loaders.ts";

/** The legacy /products/… list routes of spec 02 §2, to the template lists (the query, e.g. ?pages=13, kept). */
function legacyListRedirect({ params, request }: LoaderFunctionArgs) {
  const { type, category } = params;
  if (!isTemplateListType(type)) throw new Response("Not found", { status: 404 });
  const { search } = new URL(request.url);
  return redirect(`/templates/${type}${category ? `/${encodeURIComponent(category)}` : ""}${search}`);
}

/** /products/categories/:category/:subCategory? — a category (or the cards sub-category) to its list. */
function legacyCategoryRedirect({ params, request }: LoaderFunctionArgs) {
  const { category = "", subCategory } = params;
  const { search } = new URL(request.url);
  const sub = subCategory ? `/${encodeURIComponent(subCategory)}` : "";
  if (category === "cards") return redirect(`/templates/cards${sub}${search}`);
  if (category === "calendar" || category === "calendars") return redirect(`/templates/calendars${search}`);
  return redirect(`/templates/photogifts/${encodeURIComponent(subCategory ?? category)}${search}`);
}

const createProductPage = () => import("./pages/CreateProductPage.tsx");

/**
 * A list's tiles lead to the editor: its code is fetched while the parent looks at the list (loadLater: not before
 * the list's own first paint), so a tap on a design waits only for the design's data.
 */
async function templateListThenEditorCode(args: LoaderFunctionArgs) {
  const answer = await templateListLoader(args);
  loadLater(createProductPage);
  return answer;
}

/** Children of the protected layout: the template lists are fetched for the parent's picture set. */
export const productRoutes: RouteObject[] = [
  {
    path: "templates/:type/:category?",
    loader: templateListThenEditorCode,
    lazy: async () => ({ Component: (await import("./pages/TemplateListPage.tsx")).TemplateListPage }),
  },
  {
    path: "templates/create/:templateUuid/:productUuid?",
    loader: createProductLoader,
    lazy: async () => ({ Component: (await createProductPage()).CreateProductPage }),
  },
  // Spec 02 §2: exact /products/ goes to the product list.
  { path: "products", loader: () => redirect("/products/packages") },
  { path: "products/categories/:category/:subCategory?", loader: legacyCategoryRedirect },
  { path: "products/:type/:category?", loader: legacyListRedirect },
];
