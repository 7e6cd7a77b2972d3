import type { PageModule } from "@shop/contracts/content";
import { promotableCategories } from "@shop/domain/content-pages";
import { PageLink } from "./PageLink.tsx";
import { Slider } from "./Slider.tsx";

// The server sanitised this HTML to its allow-list (modules/content/sanitize.ts) when it stored and answered it.
const proseClass =
  "max-w-prose text-base leading-relaxed [&_a]:text-primary [&_a]:underline [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc";

function SafeHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server with sanitize-html and an allow-list.
  return <div className={proseClass} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Module({ module }: { module: PageModule }) {
  switch (module.type) {
    case "slider":
      return <Slider module={module} />;
    case "title":
      return <h2 className="text-2xl font-bold">{module.text}</h2>;
    case "paragraph":
      return module.isHTML ? (
        <SafeHtml html={module.content} />
      ) : (
        <p className="max-w-prose text-base leading-relaxed whitespace-pre-line">{module.content}</p>
      );
    case "richText":
      return <SafeHtml html={module.content} />;
    case "image": {
      const img = (
        <img
          src={module.src}
          alt={module.alt}
          loading="lazy"
          className="h-auto max-h-[28rem] w-full rounded-xl object-cover"
        />
      );
      return module.link ? (
        <PageLink href={module.link} newWindow={module.openInNewWindow} className="block rounded-xl">
          {img}
        </PageLink>
      ) : (
        img
      );
    }
    case "promoteCategory": {
      const categories = promotableCategories(module.categories);
      if (categories.length === 0) return null;
      return (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((c) => (
            <li key={`${c.category}-${c.link}`}>
              <PageLink
                href={c.link}
                className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface hover:border-primary"
              >
                {c.image && (
                  <img src={c.image} alt="" loading="lazy" className="aspect-[3/2] w-full object-cover" />
                )}
                <span className="flex flex-col gap-1 p-4">
                  <span className="text-lg font-semibold">{c.title}</span>
                  {c.text && <span className="text-muted">{c.text}</span>}
                </span>
              </PageLink>
            </li>
          ))}
        </ul>
      );
    }
  }
}

export function PageModules({ modules }: { modules: readonly PageModule[] }) {
  return (
    <div className="flex flex-col gap-6">
      {modules.map((module, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: modules have no id; their order is the page's.
        <Module key={i} module={module} />
      ))}
    </div>
  );
}
