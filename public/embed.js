/*
 * The booking page on another site (ADR 0078). On a page of a site listed in
 * BOOKING_EMBED_ORIGINS:
 *
 *   <div data-agency-booking data-type="consultation"></div>
 *   <script src="https://<this site>/embed.js" async></script>
 *
 * Each [data-agency-booking] element gets a frame of /book/embed (data-type: a meeting type's
 * slug, optional) that grows and shrinks with the step shown. The page's utm_* parameters go along,
 * so the booking records the campaign the visitor came by. When a meeting is booked the element
 * dispatches an "agency-booking:booked" event (it bubbles; detail: { date, time, start, end })
 * and brings the frame's top, where the confirmation opens, into view. Elements added later:
 * window.AgencyBooking.mount().
 */
(() => {
  const script = document.currentScript;
  if (!script) return;
  const origin = new URL(script.src).origin;
  const frames = new Map();

  function mount(element) {
    if (element.querySelector("iframe")) return;
    const src = new URL("/book/embed", origin);
    const type = element.getAttribute("data-type");
    if (type) src.searchParams.set("type", type);
    for (const [key, value] of new URLSearchParams(window.location.search))
      if (/^utm_(source|medium|campaign)$/.test(key)) src.searchParams.set(key, value);
    const frame = document.createElement("iframe");
    frame.src = src.href;
    frame.title = "Book a Meeting";
    frame.style.cssText = "display:block;width:100%;height:640px;border:0;color-scheme:normal";
    element.appendChild(frame);
    frames.set(frame, element);
  }

  window.addEventListener("message", (event) => {
    if (event.origin !== origin) return;
    for (const [frame, element] of frames) {
      if (event.source !== frame.contentWindow) continue;
      const data = event.data || {};
      if (data.type === "agency-booking:height" && Number.isFinite(data.height))
        frame.style.height = `${Math.max(200, data.height)}px`;
      if (data.type === "agency-booking:booked") {
        // The confirmation opens at the frame's top: bring that into view if it is not.
        const top = frame.getBoundingClientRect().top;
        if (top < 0 || top > window.innerHeight - 100) frame.scrollIntoView({ block: "start" });
        element.dispatchEvent(
          new CustomEvent("agency-booking:booked", { bubbles: true, detail: data.booking }),
        );
      }
    }
  });

  const mountAll = () => {
    for (const element of document.querySelectorAll("[data-agency-booking]")) mount(element);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
  else mountAll();
  // An element added after the page loaded (a single-page site): AgencyBooking.mount().
  window.AgencyBooking = { mount: mountAll };
})();
