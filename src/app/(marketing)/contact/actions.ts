"use server";

import { submitEnquiry } from "@/server/enquiries/submit-enquiry";

export async function sendEnquiry(input: unknown) {
  return submitEnquiry(input);
}
