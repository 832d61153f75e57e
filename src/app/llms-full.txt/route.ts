import { siteUrl } from "@/components/marketing/site-url";
import { LLMS_HEADERS, llmsFullTxt } from "@/server/site-markdown/llms-txt";

// /llms.txt with the pages' text inlined; built once with the site.
export const dynamic = "force-static";

export const GET = () => new Response(llmsFullTxt(siteUrl()), { headers: LLMS_HEADERS });
