import { enquirySchema } from "@/lib/schemas/enquiry";
import { receiveEnquiry } from "@/server/enquiries/receive-enquiry";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** POST /api/v1/enquiries → 201 `{ received: true }`: the contact form's, or another site's. */
export const POST = apiRoute(
  { access: "public", input: enquirySchema },
  async (input, { request }) => {
    await receiveEnquiry(input, request);
    return Response.json(
      { received: true },
      { status: 201, headers: { "Cache-Control": "no-store" } },
    );
  },
);
