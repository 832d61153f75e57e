import type { GetStaticPaths, GetStaticProps } from "next";
import { publicOrigin } from "@/lib/public-origin";

/** What every marketing page gets at build time: the origin its canonical URL and JSON-LD use. */
export interface OriginProps {
  origin: string;
}

/** A marketing page's static props (ADR 0082); APP_URL is read at build time, as before. */
export const originProps: GetStaticProps<OriginProps> = () => ({
  props: { origin: publicOrigin({ APP_URL: process.env.APP_URL, PORT: process.env.PORT }) },
});

/** A page per slug of `items`, each built at build time; any other slug is the 404 page. */
export function slugPages(items: readonly { slug: string }[]) {
  const getStaticPaths: GetStaticPaths = () => ({
    paths: items.map(({ slug }) => ({ params: { slug } })),
    fallback: false,
  });
  const getStaticProps: GetStaticProps<OriginProps & { slug: string }> = ({ params }) => ({
    props: {
      origin: publicOrigin({ APP_URL: process.env.APP_URL, PORT: process.env.PORT }),
      slug: String(params?.slug),
    },
  });
  return { getStaticPaths, getStaticProps };
}
