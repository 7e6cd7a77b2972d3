import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { PictureSetProblem } from "./PictureSetProblem.tsx";

/** What the scaffold needs of a query: a TanStack `useQuery` result fits, and so does a composed one. */
export type ScaffoldQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

type Back = { to: string; label: string };

type Props<T> = {
  query: ScaffoldQuery<T>;
  /** A string is the heading from the first moment; a function names the page once its data is there. */
  title: string | ((data: T) => string);
  back?: Back | ((data: T) => Back);
  /** Under the heading once the data is there, e.g. the set's subject and job. */
  subtitle?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The frame of every picture-set page: the width and padding lined up with the header, the heading with its way
 * back, and the states before the page's own content ('Loading…', 'Picture set not found', a failure with 'Try
 * again').
 */
export function PictureSetScaffold<T>({ query, title, back, subtitle, children }: Props<T>) {
  const { t } = useTranslation();
  const data = query.isPending || query.isError ? undefined : query.data;

  let header: ReactNode = null;
  if (data !== undefined) {
    header = (
      <PageHeader
        title={typeof title === "string" ? title : title(data)}
        back={typeof back === "function" ? back(data) : back}
      >
        {subtitle?.(data)}
      </PageHeader>
    );
  } else if (typeof title === "string") {
    header = <PageHeader title={title} back={typeof back === "function" ? undefined : back} />;
  }

  let body: ReactNode = null;
  if (query.isPending) body = <LoadingState text={t("common.loading")} />;
  else if (query.isError)
    body = <PictureSetProblem error={query.error} onRetry={() => void query.refetch()} />;
  else if (data !== undefined) body = children(data);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col px-4 py-6 sm:py-8">
      {header}
      {body}
    </div>
  );
}
