// The floor of the benches: a bare Next.js App Router app with nothing of the site in it.
// bench/floor.mjs copies this folder to a scratch folder and builds it with the repo's Next.js.
export const metadata = { title: "Floor", description: "An empty page on a bare Next.js app." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
