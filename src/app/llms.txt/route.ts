import { siteUrl } from "@/components/marketing/site-url";
import { LLMS_HEADERS, llmsTxt } from "@/server/site-markdown/llms-txt";

// Built once with the site, like the sitemap (llmstxt.org).
export const dynamic = "force-static";

export const GET = () => new Response(llmsTxt(siteUrl()), { headers: LLMS_HEADERS });
