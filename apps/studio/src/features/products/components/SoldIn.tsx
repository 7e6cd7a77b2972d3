import type { StudioProduct } from "@shop/contracts/studio-products";
import { useTranslation } from "../../../lib/i18n.ts";

/** The jobs a product is sold in, or every job. */
export function SoldIn({ product }: { product: StudioProduct }) {
  const { t } = useTranslation();
  if (product.jobs === null) return <span>{t("products.everyJob")}</span>;
  if (product.jobs.length === 0) return <span className="text-muted">{t("products.none")}</span>;
  return (
    <ul>
      {product.jobs.map((job) => (
        <li key={job.uuid}>{job.name}</li>
      ))}
    </ul>
  );
}
